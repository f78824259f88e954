import { fail, ok, type Result } from '../errors';
import { ownValue } from '../own';
import { normalizeMemory, valuesFromMemory, type ParameterMemory } from '../parameter-memory';
import { fillPlaceholders, isUserFacing, parsePlaceholders, placeholderKey, uniquePlaceholders, type Placeholder } from '../placeholders';

// A prompt's placeholders as a form (docs/mcp.md#placeholders-as-a-json-schema): the JSON Schema that
// get_prompt returns, that fill_prompt's `values` are checked against, and that an elicitation asks
// with; prompts/list's arguments come from it too. Values are found as the viewer finds them
// (components/prompts/prompt-viewer.tsx): what the caller gave, else the parameter memory by a
// parameter's name or any of its aliases.

/** The viewer's input takes at most this many characters. */
export const MAX_VALUE_LENGTH = 2000;
/**
 * At most this many names in one set of values: every name is checked and a wrong one answered in
 * words, so a body of a megabyte of names would be answered with many megabytes.
 */
export const MAX_VALUE_NAMES = 100;

/** The JSON Schema of the values: MCP's restricted elicitation shape (strings, enums), so one schema serves every use. */
export type PlaceholderSchema = {
  type: 'object';
  properties: Record<string, PlaceholderProperty>;
  required: string[];
  additionalProperties: false;
};
export type PlaceholderProperty =
  | { type: 'string'; title: string; description: string; maxLength: number; default?: string }
  | { type: 'string'; title: string; description: string; enum: string[]; default?: string };

export type Values = Record<string, string>;

/**
 * The placeholders a person fills, once each: angle (text) and pipe (select). Curly and caret
 * placeholders stay as written, as the viewer leaves them for anyone who has not chosen to show all
 * parameters (spec P1 §3).
 */
export const fillablePlaceholders = (content: string): Placeholder[] =>
  uniquePlaceholders(parsePlaceholders(content)).filter((p) => isUserFacing(p, false));

/** What a property is called in the form: the label, or for a select its options. */
export const placeholderTitle = (p: Placeholder): string => p.label;

export function placeholderDescription(p: Placeholder, fromMemory: boolean): string {
  const what = p.kind === 'pipe' ? `Choose one: ${p.options.join(', ')}.` : `Replaces ${p.raw} in the prompt.`;
  return fromMemory ? `${what} Your parameter memory fills it unless you give another value.` : what;
}

/**
 * The form: one string property per placeholder, named by its key (lower case without spaces,
 * underscores or hyphens, as the viewer and the parameter memory name it), a select's options as
 * its enum, the values known so far as defaults, and required what has no value yet.
 */
export function placeholderSchema(placeholders: Placeholder[], known: Values = {}, memoryKeys: ReadonlySet<string> = new Set()): PlaceholderSchema {
  // A select's value counts only when it is one of its options.
  const valueOf = (p: Placeholder): string | undefined => {
    const value = ownValue(known, p.key);
    return value && (p.kind !== 'pipe' || p.options.includes(value)) ? value : undefined;
  };
  const properties = placeholders.map((p): [string, PlaceholderProperty] => {
    const value = valueOf(p);
    const base = { type: 'string' as const, title: placeholderTitle(p), description: placeholderDescription(p, memoryKeys.has(p.key)) };
    if (p.kind === 'pipe') return [p.key, { ...base, enum: p.options, ...(value ? { default: value } : {}) }];
    return [p.key, { ...base, maxLength: MAX_VALUE_LENGTH, ...(value ? { default: value } : {}) }];
  });
  return {
    type: 'object',
    // Keys come from the prompt's text ('!<constructor>!'): an object of own properties.
    properties: Object.fromEntries(properties),
    required: placeholders.filter((p) => !valueOf(p)).map((p) => p.key),
    additionalProperties: false,
  };
}

/**
 * Values from a caller (fill_prompt's `values`, an elicitation's answer, a prompt's arguments) read
 * against the form: a value may be named by its key or its label in any case; blank ones count as not
 * given; a name the prompt does not have, a value that is not text, longer than the viewer takes, or
 * outside a select's options is refused with a message that names it.
 */
export function checkValues(placeholders: Placeholder[], raw: unknown): Result<Values> {
  if (raw === undefined || raw === null) return ok({});
  if (typeof raw !== 'object' || Array.isArray(raw)) return fail(400, 'VALIDATION_ERROR', 'values must be an object of placeholder names and texts');
  const entries = Object.entries(raw);
  if (entries.length > MAX_VALUE_NAMES) return fail(400, 'VALIDATION_ERROR', `values can name at most ${MAX_VALUE_NAMES} placeholders.`);
  // Named by key, or by label (a select's label is its options joined with ' / ').
  const byName = new Map<string, Placeholder>();
  for (const p of placeholders) byName.set(p.key, p);
  for (const p of placeholders) if (!byName.has(placeholderKey(p.label))) byName.set(placeholderKey(p.label), p);
  const checked = new Map<string, string>();
  const problems = new Map<string, string>();
  for (const [name, value] of entries) {
    const p = byName.get(placeholderKey(name));
    if (!p) {
      problems.set(name, `This prompt has no placeholder "${name}".`);
    } else if (typeof value !== 'string') {
      problems.set(name, `The value of "${p.label}" must be text.`);
    } else if (value.length > MAX_VALUE_LENGTH) {
      problems.set(name, `The value of "${p.label}" can be at most ${MAX_VALUE_LENGTH} characters long.`);
    } else if (value.trim() && p.kind === 'pipe' && !p.options.includes(value.trim())) {
      problems.set(name, `"${value}" is not an option of "${p.label}": choose one of ${p.options.join(', ')}.`);
    } else if (value.trim()) {
      checked.set(p.key, p.kind === 'pipe' ? value.trim() : value);
    }
  }
  if (problems.size) {
    const fields = Object.fromEntries(problems);
    // The prompt's placeholders named once, after the names it does not have.
    const unknown = entries.some(([name]) => !byName.has(placeholderKey(name)));
    const hint = unknown ? [`Its placeholders: ${placeholders.map((q) => q.key).join(', ') || 'none'}.`] : [];
    return fail(400, 'VALIDATION_ERROR', [...problems.values(), ...hint].join(' '), fields);
  }
  return ok(Object.fromEntries(checked));
}

export type Filling = {
  /** The value of each placeholder that has one, by key. */
  values: Values;
  /** Keys whose value came from the parameter memory. */
  fromMemory: string[];
  /** Placeholders that still have no value. */
  missing: Placeholder[];
  /** The prompt with every placeholder that has a value replaced; the others as written. */
  text: string;
};

/** The memory's values by placeholder key (names and aliases), as the viewer reads them. */
export const memoryValues = (memory: ParameterMemory): Values => valuesFromMemory(normalizeMemory(Object.entries(memory)));

/** The viewer's rule: a value the caller gave, else the memory's (by name or alias); then fill. */
export function fillPrompt(content: string, placeholders: Placeholder[], given: Values, memory: Values): Filling {
  const values = new Map<string, string>();
  const fromMemory: string[] = [];
  for (const p of placeholders) {
    const own = ownValue(given, p.key);
    const remembered = ownValue(memory, p.key);
    if (own) values.set(p.key, own);
    else if (remembered) {
      values.set(p.key, remembered);
      fromMemory.push(p.key);
    }
  }
  const filled = Object.fromEntries(values);
  return { values: filled, fromMemory, missing: placeholders.filter((p) => !values.has(p.key)), text: fillPlaceholders(content, filled) };
}
