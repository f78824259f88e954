import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { checkLibrary, LIBRARY_LIMITS } from '@/lib/seed/check';
import { CATEGORY_NAMES, COMPANY, NAME, type LibraryPrompt } from '@/lib/seed/compose';
import { LIBRARY } from '@/lib/seed/templates';
import { CATEGORY_ICONS, CATEGORY_INFO } from '@/lib/library-categories';

const recordedKeys = JSON.parse(readFileSync('lib/seed/seed-keys.json', 'utf8')) as string[];

describe('the seeded library (npm run library:check)', () => {
  it('passes the quality gate', () => {
    const { errors, stats } = checkLibrary({ library: LIBRARY, categories: CATEGORY_NAMES, recordedKeys });
    expect(errors).toEqual([]);
    expect(stats.free).toBeGreaterThanOrEqual(600);
    expect(stats.pro).toBeGreaterThanOrEqual(200);
    expect(stats.memoryShare).toBeGreaterThanOrEqual(0.6);
  });

  it('gives every system category a description and an icon, and describes no other', () => {
    expect(Object.keys(CATEGORY_INFO).sort()).toEqual([...CATEGORY_NAMES].sort());
    for (const info of Object.values(CATEGORY_INFO)) {
      expect(info.description.length).toBeGreaterThan(20);
      expect(CATEGORY_ICONS).toContain(info.icon);
    }
    expect(new Set(Object.values(CATEGORY_INFO).map((i) => i.icon)).size).toBe(CATEGORY_NAMES.length);
  });

  it('runs as a script that prints the counts and exits 0', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/library-check.ts'], { encoding: 'utf8' });
    expect(stdout).toContain('Library check passed.');
    expect(stdout).toMatch(/Memory fills at least one input of: \d+\.\d %/);
    for (const name of CATEGORY_NAMES) expect(stdout).toContain(name);
  }, 60_000);
});

describe('every seeded template builds', () => {
  it('with the memory filled and a sample value of its type in each other input, leaving no marker', async () => {
    const { composeContent } = await import('@/lib/seed/compose');
    const { defaultMemory, valuesFromMemory } = await import('@/lib/parameter-memory');
    const { fillPlaceholders, normaliseValue, parsePlaceholders, uniquePlaceholders } = await import('@/lib/placeholders');
    const memory = defaultMemory();
    const mine = { name: 'Rosa Diaz', title: 'Operations Lead', department: 'Operations', company_name: 'Harbor & Pine', website: 'https://harborpine.example' };
    for (const [k, v] of Object.entries(mine)) memory[k]!.value = v;
    const fromMemory = valuesFromMemory(memory);
    const sample = { text: 'sample text', longtext: 'a longer sample', number: '', date: '2027-01-15', time: '09:30', datetime: '2027-01-15T09:30', email: 'a@b.example', url: 'https://example.com', checkbox: 'true', select: '', multiselect: '' };
    for (const p of LIBRARY) {
      const content = composeContent(p);
      const values: Record<string, string> = {};
      for (const ph of uniquePlaceholders(parsePlaceholders(content))) {
        if (fromMemory[ph.key] !== undefined) continue;
        const input = ph.input;
        const raw = input.type === 'number' ? String(input.default ?? input.min ?? 1) : input.type === 'select' || input.type === 'multiselect' ? input.options![0]! : sample[input.type];
        const checked = normaliseValue(input, raw);
        expect(checked, `${p.key}: ${ph.raw}`).toEqual({ ok: true, value: expect.any(String) });
        values[ph.key] = checked.ok ? checked.value : '';
      }
      const built = fillPlaceholders(content, { ...fromMemory, ...values });
      expect(parsePlaceholders(built), p.key).toEqual([]);
      expect(built, p.key).not.toMatch(/!<|>!|!\||\|!/);
    }
  });
});

// A small library that passes every rule but the size ones, to break one rule at a time.
const CATEGORY = 'Marketing';
const TOPICS = ['pricing page', 'webinar invitation', 'case study', 'press release', 'product launch', 'customer survey', 'trade show booth', 'referral programme'];
const good = (i: number): LibraryPrompt => ({
  key: `test-template-${i}`,
  category: CATEGORY,
  title: `Plan the ${TOPICS[i % TOPICS.length]} number ${i}`,
  description: `Get a plan for the ${TOPICS[i % TOPICS.length]} you are preparing.`,
  role: `a specialist helping ${NAME} at ${COMPANY}`,
  context: `Item ${i}: !<Topic ${i}>!. ${'lorem ipsum dolor sit amet consectetur '.repeat(0)}Unique words ${i} ${String(i).repeat(3)} ${TOPICS[i % TOPICS.length]}.`,
  task: `Write the ${TOPICS[i % TOPICS.length]} plan in ${i + 2} parts, numbered, for variant ${i}.`,
  rules: [`Rule about ${i} and ${i * 7}`],
  output: `Output ${i}.`,
});
const small = Array.from({ length: 8 }, (_, i) => good(i));
const check = (library: LibraryPrompt[], keys = library.map((p) => p.key)) => checkLibrary({ library, categories: [CATEGORY], recordedKeys: keys }).errors;
const only = (errors: string[]) => errors.filter((e) => !/^category |templates \(at least/.test(e));

describe('checkLibrary finds', () => {
  it('nothing in a library that meets every rule but the size ones', () => {
    expect(only(check(small))).toEqual([]);
  });

  it('the same title up to case and punctuation', () => {
    const twin = { ...good(20), title: `${small[1]!.title.toUpperCase()}!` };
    expect(only(check([...small, twin]))).toEqual([expect.stringMatching(/^test-template-20: title .* repeats test-template-1's/)]);
  });

  it('a near-duplicate: a copy with a few words swapped', () => {
    const copy = { ...small[2]!, key: 'test-copy', title: 'A Different Title Entirely', description: 'Something else to get here.', output: 'Another output.' };
    const errors = only(check([...small, copy]));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(new RegExp(`^test-copy: near-duplicate of test-template-2 \\(similarity 0\\.\\d\\d > ${LIBRARY_LIMITS.similarity}\\)`));
  });

  it('titles, descriptions and content out of bounds, and a description that repeats the first line', () => {
    const bad = [
      { ...good(30), title: 'Ab' },
      { ...good(31), description: 'Too short' },
      { ...good(32), description: 'x'.repeat(501) },
      { ...good(33), description: `Role: You are ${good(33).role}.` },
      { ...good(34), context: 'x'.repeat(10_000) },
    ];
    const errors = only(check([...small, ...bad]));
    expect(errors).toEqual([
      'test-template-30: title must be 3–100 characters (has 2)',
      'test-template-31: description must be 10–500 characters (has 9)',
      'test-template-32: description must be 10–500 characters (has 501)',
      "test-template-33: description repeats the content's first line",
      expect.stringMatching(/^test-template-34: content must be 10–10000 characters/),
    ]);
  });

  it('content without a placeholder, a placeholder that does not parse, and labels that differ only by case or punctuation', () => {
    const bad = [
      { ...good(40), role: 'a specialist', context: 'Nothing to fill here.' },
      { ...good(41), context: 'Count: !<Word count | number min=ten>!.' },
      { ...good(42), context: `Topic: !<Product name>! and again !<product-name>! and ${'!<' + 'x'.repeat(201) + '>!'}.` },
      { ...good(43), context: 'For !<Client name>!, then !<Client name.>!' },
    ];
    const errors = only(check([...small, ...bad]));
    expect(errors).toContain('test-template-40: content has no placeholder');
    expect(errors.some((e) => e.startsWith('test-template-41: !<Word count | number min=ten>!:'))).toBe(true);
    expect(errors).toContain('test-template-42: labels "Product name" and "product-name" differ only by case, spaces or punctuation');
    expect(errors.some((e) => e.startsWith('test-template-42: "!<xxx') && e.endsWith('does not parse as a placeholder'))).toBe(true);
    expect(errors).toContain('test-template-43: labels "Client name" and "Client name." differ only by case, spaces or punctuation');
  });

  it('a changed, missing, repeated, badly formed or unrecorded key, and an unknown category', () => {
    const keys = small.map((p) => p.key);
    const renamed = small.map((p, i) => (i === 0 ? { ...p, key: 'test-renamed' } : p));
    expect(only(check(renamed, keys))).toEqual([
      'test-template-0: seed key disappeared (people\'s clones and versions refer to it; keep it)',
      expect.stringMatching(/^1 new seed key\(s\) not recorded \(test-renamed…\)/),
    ]);
    const twice = [...small, { ...good(50), key: 'test-template-1' }];
    expect(only(check(twice, keys))).toContain('test-template-1: key used 2 times');
    expect(only(check([...small, { ...good(51), key: 'Bad_Key' }]))).toContain('Bad_Key: key must be lower-case words joined by "-"');
    expect(only(check([...small, { ...good(52), category: 'Nope' }]))).toContain('test-template-52: unknown category "Nope"');
  });

  it('categories, free and pro counts under their minimums, and a low memory share', () => {
    const errors = checkLibrary({ library: small, categories: [CATEGORY, 'Pro Things*'], recordedKeys: small.map((p) => p.key) }).errors;
    expect(errors).toEqual(
      expect.arrayContaining([
        'category "Marketing" has 8 templates (at least 30)',
        'category "Pro Things*" has 0 templates (at least 30)',
        'pro category "Pro Things*" has 0 pro templates (at least 30)',
        '8 free templates (at least 600)',
        '0 pro templates (at least 200)',
      ]),
    );
    const noMemory = small.map((p, i) => (i < 4 ? { ...p, role: 'a specialist' } : p));
    expect(check(noMemory)).toContain('the memory fills 50.0 % of templates (at least 60 %)');
    expect(check(small).some((e) => e.includes('memory'))).toBe(false);
  });
});
