import { defaultMemory, valuesFromMemory, type CoreParameter, type ParameterMemory } from './parameter-memory';
import { normalizeWebsite } from './website';
import { composeContent } from './seed/compose';
import { demoTemplates } from './seed/library/demo';

// The signed-out landing's parameter-memory demo (spec P2 §2 'Signed-out home'): four inputs, three
// sample prompts, and a save that keeps only what the visitor changed. Pure, so it is tested alone.

export type DemoField = { key: CoreParameter; label: string; sample: string; type: 'text' | 'url'; autoComplete: string };

/** spec P2 §2: Your Name, Job Title, Company, Website, each with the sample value the demo starts from. */
export const DEMO_FIELDS: readonly DemoField[] = [
  { key: 'name', label: 'Your Name', sample: 'Alex Morgan', type: 'text', autoComplete: 'name' },
  { key: 'title', label: 'Job Title', sample: 'Marketing Manager', type: 'text', autoComplete: 'organization-title' },
  { key: 'company_name', label: 'Company', sample: 'Northwind', type: 'text', autoComplete: 'organization' },
  { key: 'website', label: 'Website', sample: 'https://northwind.example', type: 'url', autoComplete: 'url' },
];

export type DemoInputs = Partial<Record<CoreParameter, string>>;

/**
 * The three sample prompts: library templates (lib/seed/library/demo.ts) that use only the memory's
 * personal placeholders, so its aliases answer every one.
 */
export const DEMO_PROMPTS: readonly { key: string; title: string; content: string }[] = demoTemplates.map((p) => ({ key: p.key, title: p.title, content: composeContent(p) }));

/** The sample prompt after `index`, wrapping around: 'Try Next Prompt'. */
export const nextPromptIndex = (index: number): number => (index + 1) % DEMO_PROMPTS.length;

/** What the demo shows for a field: the visitor's text, or the sample while the field is blank. */
export const demoValue = (field: DemoField, inputs: DemoInputs): string => inputs[field.key]?.trim() || field.sample;

/** The placeholder values of the after view, through the same names and aliases as the real memory. */
export function demoPlaceholderValues(inputs: DemoInputs): Record<string, string> {
  const memory = defaultMemory();
  for (const field of DEMO_FIELDS) memory[field.key]!.value = demoValue(field, inputs);
  return valuesFromMemory(memory);
}

/** spec P2 §2: the values that differ from the sample defaults (blank counts as unchanged). */
export function changedDemoValues(inputs: DemoInputs): DemoInputs {
  const changed: DemoInputs = {};
  for (const field of DEMO_FIELDS) {
    const typed = inputs[field.key]?.trim() ?? '';
    const value = field.key === 'website' ? normalizeWebsite(typed) : typed;
    if (value && value !== field.sample) changed[field.key] = value;
  }
  return changed;
}

/** The stored memory with only the changed values written in; everything else stays as it was. */
export function applyDemoValues(memory: ParameterMemory, inputs: DemoInputs): ParameterMemory {
  const next: ParameterMemory = { ...memory };
  for (const [key, value] of Object.entries(changedDemoValues(inputs)) as [CoreParameter, string][]) {
    const current = next[key] ?? defaultMemory()[key]!;
    next[key] = { ...current, value };
  }
  return next;
}
