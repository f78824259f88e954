import { describe, expect, it } from 'vitest';
import { applyDemoValues, changedDemoValues, DEMO_FIELDS, DEMO_PROMPTS, demoPlaceholderValues, nextPromptIndex } from '@/lib/parameter-demo';
import { defaultMemory, normalizeMemory } from '@/lib/parameter-memory';
import { fillPlaceholders, parsePlaceholders } from '@/lib/placeholders';

describe('landing parameter demo', () => {
  it('offers the four inputs of spec P2 §2 in order', () => {
    expect(DEMO_FIELDS.map((f) => f.label)).toEqual(['Your Name', 'Job Title', 'Company', 'Website']);
  });

  it('has three sample prompts that use only placeholders the memory answers', () => {
    expect(DEMO_PROMPTS).toHaveLength(3);
    const values = demoPlaceholderValues({});
    for (const prompt of DEMO_PROMPTS) {
      const filled = fillPlaceholders(prompt.content, values);
      expect(parsePlaceholders(filled)).toEqual([]);
      expect(filled).toContain('Alex Morgan');
    }
  });

  it('Try Next Prompt cycles through the three samples and back to the first', () => {
    expect([0, 1, 2].map(nextPromptIndex)).toEqual([1, 2, 0]);
  });

  it('the after view shows what the visitor typed, and the sample where a field is blank', () => {
    const values = demoPlaceholderValues({ name: 'Ada Lovelace', company_name: '  ' });
    const filled = fillPlaceholders(DEMO_PROMPTS[0]!.content, values);
    expect(filled).toContain('You are Ada Lovelace, Marketing Manager at Northwind, writing');
    expect(filled).toContain('northwind.example');
  });

  it('saving keeps only the values that differ from the sample defaults', () => {
    expect(changedDemoValues({ name: 'Ada Lovelace', title: 'Marketing Manager', company_name: '', website: ' analytical.example ' })).toEqual({
      name: 'Ada Lovelace',
      // A bare domain is kept as a website, with https://.
      website: 'https://analytical.example',
    });
    // The sample typed without its https:// is the sample: nothing changed.
    expect(changedDemoValues({ website: 'northwind.example' })).toEqual({});
    expect(changedDemoValues({})).toEqual({});
  });

  it('writes the changed values into the stored memory and leaves every other value as it was', () => {
    const stored = defaultMemory();
    stored.title!.value = 'Head of Sales';
    stored.department!.value = 'Sales';
    const next = applyDemoValues(stored, { name: 'Ada Lovelace', title: 'Marketing Manager', company_name: 'Northwind' });
    expect(Object.fromEntries(Object.entries(next).map(([k, p]) => [k, p.value]))).toEqual({
      name: 'Ada Lovelace',
      title: 'Head of Sales',
      department: 'Sales',
      company_name: '',
      website: '',
    });
    expect(next.name!.aliases).toContain('your name');
    expect(normalizeMemory(next)).toEqual(next);
    expect(stored.name!.value).toBe('');
  });
});

describe('the demo samples come from the library', () => {
  it('each sample is a seeded template, composed as the library seeds it', async () => {
    const { LIBRARY } = await import('@/lib/seed/templates');
    const { composeContent } = await import('@/lib/seed/compose');
    for (const sample of DEMO_PROMPTS) {
      const template = LIBRARY.find((p) => p.key === sample.key);
      expect(template?.title).toBe(sample.title);
      expect(sample.content).toBe(composeContent(template!));
    }
  });
});
