import { describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { readZip, writeZip } from '@/lib/transfer/archive';
import { markdownToRow, toMarkdown } from '@/lib/transfer/markdown';
import { readImportFile } from '@/lib/transfer/read';
import { completeRow, firstLine } from '@/lib/transfer/rows';
import { TRANSFER_LIMITS, TRANSFER_MESSAGES } from '@/lib/transfer/text';
import type { ExportedPrompt } from '@/lib/dto/transfer';
import { langfuseExport, libreChatExport, openWebUiExport, promptsChatCsv } from '../fixtures/import-formats';

// Reading uploaded files: telling the format, the zip limits, Markdown with front matter,
// and filling in what a format lacks.

const bytes = (text: string) => new TextEncoder().encode(text);

describe('telling the format of a file', () => {
  it.each([
    [openWebUiExport, 'open-webui', 2],
    [libreChatExport, 'librechat', 2],
    [promptsChatCsv, 'prompts-chat', 3],
    [langfuseExport, 'langfuse', 2],
  ] as const)('reads a %#. fixture as its format', (file, format, count) => {
    const read = readImportFile(file.name, bytes(file.text));
    expect(read).toMatchObject({ ok: true, format });
    expect(read.ok && read.rows.length).toBe(count);
  });

  it('reads pasted text (OpenAI stored prompts, which cannot be exported) as one prompt: {{variables}} as fields, the first line as the title', () => {
    const text = 'Support reply\r\nAnswer {{customer_name}} about {{ issue }} in {{tone}} words.';
    const read = readImportFile('pasted.txt', bytes(text), 'pasted');
    expect(read).toEqual({ ok: true, format: 'pasted', rows: [{ source: 'pasted text', content: 'Support reply\nAnswer !<Customer name>! about !<Issue>! in !<Tone>! words.', notes: [] }] });
    // A .txt file is read the same way without asking.
    expect(readImportFile('prompt.txt', bytes(text))).toMatchObject({ ok: true, format: 'pasted' });
    const row = completeRow(read.ok ? read.rows[0]! : { source: '' }, 1, 'Pasted from another tool');
    // The line after the title describes it.
    expect(row).toMatchObject({ title: 'Support reply', description: 'Answer [Customer name] about [Issue] in [Tone] words.', errors: [] });
  });

  it('refuses a format asked for that the file is not in', () => {
    expect(readImportFile('x.json', bytes('{"a":1}'), 'promptloom-json')).toEqual({ ok: false, error: TRANSFER_MESSAGES.wrongFormat('Promptloom JSON') });
  });

  it('answers a clear message for JSON it cannot read, an empty file and a binary file', () => {
    expect(readImportFile('x.json', bytes('{"a":'))).toMatchObject({ ok: false, error: expect.stringMatching(/^The file is not valid JSON/) });
    expect(readImportFile('x.json', new Uint8Array())).toEqual({ ok: false, error: TRANSFER_MESSAGES.emptyFile });
    expect(readImportFile('x.bin', new Uint8Array([0xff, 0xfe, 0x00, 0x81]))).toEqual({ ok: false, error: TRANSFER_MESSAGES.notText });
    expect(readImportFile('x.json', bytes('[{"hello":"world"}]'))).toEqual({ ok: false, error: TRANSFER_MESSAGES.unknownFormat });
  });

  it('refuses a CSV without the act and prompt columns', () => {
    expect(readImportFile('x.csv', bytes('name,text\na,b\n'))).toEqual({ ok: false, error: TRANSFER_MESSAGES.csvColumns });
  });

  it('keeps the production version of a Langfuse prompt and joins a chat prompt under its roles', () => {
    const read = readImportFile(langfuseExport.name, bytes(langfuseExport.text));
    if (!read.ok) throw new Error(read.error);
    expect(read.rows[0]).toMatchObject({ title: 'Movie critic', content: expect.stringContaining('Answer in three sentences') });
    expect(read.rows[0]!.notes!.join(' ')).toMatch(/1 other version was left out/);
    expect(read.rows[1]!.content).toBe('System:\nYou are a !<Critic level>! movie critic.\n\nUser:\nWhat do you think about !<Movie>!?');
    expect(read.rows[1]!.category).toBe('support');
  });
});

describe('zip files', () => {
  it('round-trips text files', () => {
    const zip = writeZip([{ name: 'a.md', text: 'Hello — ünïcode' }]);
    expect(readZip(zip)).toEqual({ ok: true, entries: [{ name: 'a.md', text: 'Hello — ünïcode' }] });
  });

  it('stops unpacking past the limit: a small zip that unpacks to much more is refused', () => {
    const huge = zipSync({ 'big.md': [strToU8('a'.repeat(3 * 1024 * 1024)), { level: 9 }] });
    expect(huge.length).toBeLessThan(50_000);
    expect(readZip(huge, { ...TRANSFER_LIMITS, unpackedBytes: 1024 * 1024 })).toEqual({ ok: false, error: TRANSFER_MESSAGES.unpackedTooLarge(1024 * 1024) });
  });

  it('refuses more files than the limit', () => {
    const zip = writeZip(Array.from({ length: 5 }, (_, i) => ({ name: `${i}.md`, text: 'x' })));
    expect(readZip(zip, { ...TRANSFER_LIMITS, zipEntries: 4 })).toEqual({ ok: false, error: TRANSFER_MESSAGES.tooManyEntries });
  });

  it('skips folders, hidden files and macOS resource forks', () => {
    const zip = zipSync({ 'prompts/': new Uint8Array(), '__MACOSX/._a.md': strToU8('junk'), '.DS_Store': strToU8('junk'), 'prompts/a.md': strToU8('# A title\n\nSome content here') });
    expect(readZip(zip)).toEqual({ ok: true, entries: [{ name: 'prompts/a.md', text: '# A title\n\nSome content here' }] });
  });

  it('answers a clear message for a broken zip', () => {
    const text = Array.from({ length: 400 }, (_, i) => (i * 7919).toString(36)).join(' ');
    const zip = writeZip([{ name: 'a.md', text }]);
    expect(readImportFile('x.zip', zip.slice(0, Math.floor(zip.length / 2)))).toEqual({ ok: false, error: TRANSFER_MESSAGES.badZip });
  });
});

describe('Markdown with front matter', () => {
  const prompt: ExportedPrompt = {
    title: 'Weekly: report "draft"',
    description: 'A description: with a colon',
    content: '\nLine one !<Your name>!\n\n---\nnot front matter\n',
    category: 'Marketing',
    customCategory: null,
    visibility: 'public',
    accessLevel: 'free',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
  };

  it('gives back exactly the fields and the content it wrote', () => {
    expect(markdownToRow(toMarkdown(prompt), 'a.md')).toMatchObject({
      title: prompt.title,
      description: prompt.description,
      content: prompt.content,
      category: 'Marketing',
      visibility: 'public',
      accessLevel: 'free',
    });
  });

  it('reads a Markdown file without front matter: its first heading is the title', () => {
    expect(markdownToRow('# Release notes\n\nWrite release notes for !<Product>!.', 'notes.md')).toEqual({ source: 'notes.md', title: 'Release notes', content: 'Write release notes for !<Product>!.' });
  });

  it('reports front matter that is not YAML as the row’s error', () => {
    expect(markdownToRow('---\ntitle: [unclosed\n---\nbody', 'bad.md').error).toMatch(/^The front matter is not valid YAML/);
  });
});

describe('filling in what a format lacks', () => {
  it('never takes a heading or a code line for the description', () => {
    const row = (content: string) => completeRow({ source: 'x', title: 'Pattern', content }, 1, 'prompts.chat CSV');
    expect(row('# IDENTITY and PURPOSE\n\nYou are an expert on writing essays.').description).toBe('You are an expert on writing essays.');
    expect(row('IDENTITY and PURPOSE\nYou are an expert on writing essays.').description).toBe('You are an expert on writing essays.');
    expect(row('Steps\n=====\nList the steps one by one.').description).toBe('List the steps one by one.');
    expect(row('"colors": {\n  "primary": "#333"\n}\nMake a palette for my brand.').description).toBe('Make a palette for my brand.');
    expect(row('```json\n{ "name": "the product name here" }\n```\nFill in the product sheet.').description).toBe('Fill in the product sheet.');
    // Nothing that reads as a sentence: made from the title.
    expect(row('# OUTPUT\n"colors": {').description).toBe('Imported from prompts.chat CSV: Pattern');
  });

  it('keeps the dates of our own files, an update never before the creation, and notes a date it cannot keep', () => {
    const row = completeRow({ source: 'x', title: 'Dated', content: 'A prompt with its dates.', createdAt: '2025-03-01T10:00:00.000Z', updatedAt: '2025-02-01T10:00:00.000Z' }, 1, 'Promptloom JSON');
    expect(row.createdAt?.toISOString()).toBe('2025-03-01T10:00:00.000Z');
    expect(row.updatedAt?.toISOString()).toBe('2025-03-01T10:00:00.000Z');
    const bad = completeRow({ source: 'x', title: 'Dated', content: 'A prompt with its dates.', createdAt: 'yesterday' }, 1, 'Promptloom JSON');
    expect(bad.createdAt).toBeNull();
    expect(bad.notes).toContain('createdAt “yesterday” is not a date we can keep: the import time was used.');
  });

  it('takes a description from the first line, placeholders read as their labels', () => {
    expect(firstLine('## As a !<Critic level>! critic\nmore')).toBe('As a [Critic level] critic');
    const row = completeRow({ source: 'x', title: 'Critic', content: 'As a !<Critic level>! movie critic, do you like !<Movie>!?' }, 1, 'Langfuse');
    expect(row).toMatchObject({ description: 'As a [Critic level] movie critic, do you like [Movie]?', errors: [] });
  });

  it('makes a description from the title when the first line is too short, and lengthens a short title', () => {
    const row = completeRow({ source: 'x', title: 'QA', content: 'Hi\n\nCheck the release for regressions.' }, 1, 'LibreChat');
    expect(row).toMatchObject({ title: 'QA prompt', description: 'Imported from LibreChat: QA prompt', errors: [] });
  });

  it('shortens a long title at a word and keeps the row valid', () => {
    const row = completeRow({ source: 'x', title: 'word '.repeat(40), content: 'Some content long enough.' }, 1, 'X');
    expect(row.title.length).toBeLessThanOrEqual(100);
    expect(row.errors).toEqual([]);
  });

  it('never invents content: a missing, short or too long one is the row’s error', () => {
    expect(completeRow({ source: 'x', title: 'Title' }, 1, 'X').errors).toEqual([TRANSFER_MESSAGES.contentMissing]);
    expect(completeRow({ source: 'x', title: 'Title', content: 'short' }, 1, 'X').errors).toEqual(['Content must be at least 10 characters long']);
    expect(completeRow({ source: 'x', title: 'Title', content: 'x'.repeat(10_001) }, 1, 'X').errors).toEqual(['Content must be less than 10,000 characters']);
  });
});
