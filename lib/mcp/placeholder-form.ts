import { fail, ok, type Result } from '../errors';
import { ownValue } from '../own';
import { normalizeMemory, valuesFromMemory, type ParameterMemory } from '../parameter-memory';
import { fillPlaceholders, isUserFacing, normaliseValue, parsePlaceholders, placeholderKey, rememberedValue, uniquePlaceholders, valueFor, type Placeholder } from '../placeholders';

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

/**
 * The JSON Schema of the values: MCP's restricted elicitation shape (strings with a format, numbers,
 * booleans, enums and multi-select arrays of an enum), so one schema serves every use.
 */
export type PlaceholderSchema = {
  type: 'object';
  properties: Record<string, PlaceholderProperty>;
  required: string[];
  additionalProperties: false;
};
type Described = { title: string; description: string };
export type PlaceholderProperty =
  | (Described & { type: 'string'; maxLength: number; format?: 'email' | 'uri' | 'date' | 'date-time'; default?: string })
  | (Described & { type: 'string'; enum: string[]; default?: string })
  | (Described & { type: 'number' | 'integer'; minimum?: number; maximum?: number; default?: number })
  | (Described & { type: 'boolean'; default?: boolean })
  | (Described & { type: 'array'; items: { type: 'string'; enum: string[] }; default?: string[] });

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

const TYPE_DESCRIPTIONS: Partial<Record<Placeholder['input']['type'], string>> = {
  longtext: 'Text; several lines are fine.',
  number: 'A number.',
  date: 'A date (YYYY-MM-DD).',
  time: 'A time (HH:MM).',
  datetime: 'A date and time (YYYY-MM-DDTHH:MM).',
  email: 'An email address.',
  url: 'A web address.',
};

export function placeholderDescription(p: Placeholder, fromMemory: boolean): string {
  const input = p.input;
  const what =
    input.type === 'select'
      ? `Choose one: ${p.options.join(', ')}.`
      : input.type === 'multiselect'
        ? `Choose any of: ${p.options.join(', ')}.`
        : input.type === 'text'
          ? `Replaces ${p.raw} in the prompt.`
          : input.type === 'checkbox'
            ? `Yes or no: builds as “${input.yes ?? 'yes'}” or “${input.no ?? 'no'}”.`
            : TYPE_DESCRIPTIONS[input.type];
  const help = input.help ? (/[.!?]$/.test(input.help) ? input.help : `${input.help}.`) : null;
  const parts = [help, what, input.required || input.type === 'checkbox' ? null : 'Optional: may stay empty.', fromMemory ? 'Your parameter memory fills it unless you give another value.' : null];
  return parts.filter(Boolean).join(' ');
}

/** A stored value in the property's own JSON type. */
function typedDefault(p: Placeholder, value: string): string | number | boolean | string[] {
  switch (p.input.type) {
    case 'number':
      return Number(value);
    case 'checkbox':
      return value === 'true';
    case 'multiselect':
      return value.split(',').map((v) => v.trim()).filter(Boolean);
    default:
      return value;
  }
}

const STRING_FORMATS = { email: 'email', url: 'uri', date: 'date', datetime: 'date-time' } as const;

function propertyOf(p: Placeholder, base: Described, value: string | undefined): PlaceholderProperty {
  const input = p.input;
  const fallback = value ?? input.default;
  const def = fallback === undefined ? {} : { default: typedDefault(p, fallback) };
  switch (input.type) {
    case 'number': {
      const integer = input.step !== undefined && Number.isInteger(input.step) && (input.min === undefined || Number.isInteger(input.min));
      return { ...base, type: integer ? 'integer' : 'number', ...(input.min !== undefined ? { minimum: input.min } : {}), ...(input.max !== undefined ? { maximum: input.max } : {}), ...(def as { default?: number }) };
    }
    case 'checkbox':
      return { ...base, type: 'boolean', ...(def as { default?: boolean }) };
    case 'multiselect':
      return { ...base, type: 'array', items: { type: 'string', enum: p.options }, ...(def as { default?: string[] }) };
    case 'select':
      return { ...base, type: 'string', enum: p.options, ...(def as { default?: string }) };
    default: {
      const format = input.type in STRING_FORMATS ? STRING_FORMATS[input.type as keyof typeof STRING_FORMATS] : undefined;
      return { ...base, type: 'string', maxLength: MAX_VALUE_LENGTH, ...(format ? { format } : {}), ...(def as { default?: string }) };
    }
  }
}

/**
 * The form: one property per placeholder, named by its key (lower case without spaces, underscores or
 * hyphens, as the viewer and the parameter memory name it), typed by its input (a number with its
 * bounds, a date, a checkbox as a boolean, a select's options as its enum, a multi-select as an array
 * of them), the values known so far (else the prompt's defaults) as defaults, and required what is
 * required and has neither.
 */
export function placeholderSchema(placeholders: Placeholder[], known: Values = {}, memoryKeys: ReadonlySet<string> = new Set()): PlaceholderSchema {
  // A known value counts only when it fits its input (a select's value is one of its options).
  const valueOf = (p: Placeholder): string | undefined => {
    const value = ownValue(known, p.key);
    if (!value?.trim()) return undefined;
    const check = normaliseValue(p.input, value);
    return check.ok ? check.value : undefined;
  };
  const properties = placeholders.map((p): [string, PlaceholderProperty] => [
    p.key,
    propertyOf(p, { title: placeholderTitle(p), description: placeholderDescription(p, memoryKeys.has(p.key)) }, valueOf(p)),
  ]);
  return {
    type: 'object',
    // Keys come from the prompt's text ('!<constructor>!'): an object of own properties.
    properties: Object.fromEntries(properties),
    required: placeholders.filter((p) => !valueOf(p) && valueFor(p, {}) === null).map((p) => p.key),
    additionalProperties: false,
  };
}

/** A value as a caller may send it (text; a number for a number, a boolean for a checkbox, an array of options for a multi-select), as text. */
function asText(p: Placeholder, value: unknown): string | null {
  if (typeof value === 'string') return value;
  const type = p.input.type;
  if (type === 'number' && typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (type === 'checkbox' && typeof value === 'boolean') return value ? 'true' : 'false';
  if (type === 'multiselect' && Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join(', ');
  return null;
}

/**
 * Values from a caller (fill_prompt's `values`, an elicitation's answer, a prompt's arguments) read
 * against the form: a value may be named by its key or its label in any case; blank ones count as not
 * given; a name the prompt does not have, a value of the wrong kind, longer than the viewer takes, or
 * that does not fit its input (outside a select's options, a number out of bounds, not a date) is
 * refused with a message that names it. Values come back normalised, as the viewer keeps them.
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
  for (const [name, rawValue] of entries) {
    const p = byName.get(placeholderKey(name));
    const value = p ? asText(p, rawValue) : null;
    if (!p) {
      problems.set(name, `This prompt has no placeholder "${name}".`);
    } else if (value === null) {
      problems.set(name, `The value of "${p.label}" must be ${p.input.type === 'number' ? 'a number or text' : p.input.type === 'checkbox' ? 'true, false or text' : p.input.type === 'multiselect' ? 'a list of its options or text' : 'text'}.`);
    } else if (value.length > MAX_VALUE_LENGTH) {
      problems.set(name, `The value of "${p.label}" can be at most ${MAX_VALUE_LENGTH} characters long.`);
    } else if (value.trim() && p.input.type === 'select' && !p.options.includes(value.trim())) {
      problems.set(name, `"${value}" is not an option of "${p.label}": choose one of ${p.options.join(', ')}.`);
    } else if (value.trim()) {
      const check = normaliseValue(p.input, value);
      if (check.ok) checked.set(p.key, check.value);
      else problems.set(name, `"${value}": ${p.label} ${check.message}.`);
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

/**
 * The viewer's rule: a value the caller gave, else the memory's (by name or alias, when it fits the
 * input), else the prompt's default; then fill.
 */
export function fillPrompt(content: string, placeholders: Placeholder[], given: Values, memory: Values): Filling {
  const values = new Map<string, string>();
  const fromMemory: string[] = [];
  for (const p of placeholders) {
    const own = ownValue(given, p.key);
    // By key, or by a label the input had before a rename (`was="Company"`), when it fits the input.
    const remembered = rememberedValue(p, memory);
    const fits = remembered === undefined ? null : normaliseValue(p.input, remembered);
    if (own) values.set(p.key, own);
    else if (fits?.ok && fits.value) {
      values.set(p.key, fits.value);
      fromMemory.push(p.key);
    }
  }
  const filled = Object.fromEntries(values);
  return { values: filled, fromMemory, missing: placeholders.filter((p) => valueFor(p, filled) === null), text: fillPlaceholders(content, filled) };
}
