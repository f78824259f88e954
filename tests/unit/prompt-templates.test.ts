import { describe, expect, it } from 'vitest';
import { PROMPT_TEMPLATES, findTemplate } from '@/lib/prompt-templates';
import { parsePlaceholders, uniquePlaceholders } from '@/lib/placeholders';
import { defaultMemory, parameterForKey } from '@/lib/parameter-memory';
import { promptFormSchema } from '@/lib/prompt-schema';

// The editor's framework templates (spec P1 §3): the fourteen the spec names, each usable as content.

describe('framework templates', () => {
  it('are the fourteen frameworks of the spec, each once', () => {
    expect(PROMPT_TEMPLATES.map((t) => t.key)).toEqual([
      'standard', 'craft', 'chain-of-thought', 'few-shots', 'constraint-based', 'coding', 'writing',
      'marketing', 'iterative', 'ape', 'rtf', 'co-star', 'clear', 'create',
    ]);
    expect(new Set(PROMPT_TEMPLATES.map((t) => t.name)).size).toBe(14);
    expect(findTemplate('co-star')?.name).toBe('CO-STAR');
    expect(findTemplate('missing')).toBeUndefined();
  });

  it.each(PROMPT_TEMPLATES.map((t) => [t.name, t] as const))('%s is a multi-line skeleton with sections and placeholders that passes the form rules', (_name, template) => {
    const lines = template.content.split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(5);
    // Labelled sections: lines such as "Role:", "# CONTEXT" or "C — Context:".
    const labels = lines.filter((l) => /^(#\s+[A-Z]+|[A-Z][\w -]*(—[\w -]+)?:)/.test(l.trim()));
    expect(labels.length).toBeGreaterThanOrEqual(3);
    const placeholders = parsePlaceholders(template.content);
    expect(uniquePlaceholders(placeholders).length).toBeGreaterThanOrEqual(3);
    // Every marker the skeleton opens is a placeholder the engine reads (no stray "!<" left over).
    const opened = template.content.match(/!(<|\||\{|\^)/g)?.length ?? 0;
    expect(placeholders).toHaveLength(opened);
    expect(placeholders.every((p) => p.kind === 'angle' || p.kind === 'pipe')).toBe(true);
    for (const p of placeholders.filter((p) => p.kind === 'pipe')) expect(p.options.length).toBeGreaterThanOrEqual(2);
    const form = { title: template.name, description: template.summary, content: template.content, category: crypto.randomUUID() };
    expect(promptFormSchema.safeParse(form).success).toBe(true);
  });

  it('uses the personal parameter names, so the memory fills them', () => {
    const memory = defaultMemory();
    const keys = uniquePlaceholders(PROMPT_TEMPLATES.flatMap((t) => parsePlaceholders(t.content))).map((p) => p.key);
    const parameters = new Set(keys.map((k) => parameterForKey(memory, k)).filter(Boolean));
    expect([...parameters].sort()).toEqual(['company_name', 'name', 'title', 'website']);
  });
});
