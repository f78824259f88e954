import { ownValue } from '../own';
import { builtValue, MAX_TYPED_BODY_LENGTH, normaliseValue, parseTypedBody, TEXT_INPUT, type InputSpec } from './inputs';

// The placeholder engine (docs/placeholders.md). Pure and linear-time; never throws.
//
//   angle  !<Your name>!            free text
//   curly  !{Campaign budget}!      free text, admin-oriented
//   caret  !^Output language^!      free text, system-oriented
//   pipe   !|formal, friendly|!     select list: options split on commas, trimmed, empties dropped
//
// The first three may carry a typed input after their label: !<Deadline | date>! (lib/placeholders/inputs.ts).

export * from './inputs';

export type PlaceholderKind = 'angle' | 'curly' | 'caret' | 'pipe';

export type Placeholder = {
  kind: PlaceholderKind;
  /** The whole marker as written, e.g. `!<Your name>!`. */
  raw: string;
  /** What the user reads: the label, or the options joined with ' / ' for a pipe. */
  label: string;
  /** De-duplication key: lower case, spaces, underscores and hyphens removed. */
  key: string;
  /** Options of a pipe placeholder; empty for the other kinds. */
  options: string[];
  /** Offsets of the marker in the text: [start, end). */
  start: number;
  end: number;
  /** What the input wants: its type, whether it is required, its default, help, bounds and options. */
  input: InputSpec;
  /** What the author wrote that could not be understood (shown in the editor); empty almost always. */
  warnings: string[];
};

export type Segment = { type: 'text'; text: string } | { type: 'placeholder'; placeholder: Placeholder };

const OPENERS = new Map<string | undefined, PlaceholderKind>([
  ['<', 'angle'],
  ['{', 'curly'],
  ['^', 'caret'],
  ['|', 'pipe'],
]);
const CLOSERS: Record<PlaceholderKind, string> = { angle: '>', curly: '}', caret: '^', pipe: '|' };
/** Longer labels are treated as text: a placeholder names one fact, not a paragraph. */
export const MAX_LABEL_LENGTH = 200;

export const placeholderKey = (label: string): string => label.toLowerCase().replace(/[\s_-]+/g, '');

export const splitOptions = (body: string): string[] =>
  body
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);

/**
 * Every placeholder occurrence in order. Linear time without extra memory: a marker's closer must
 * come before the next '!' (a label holds no '!'), so each scan stops at the next '!', and those
 * stretches never overlap.
 */
export function parsePlaceholders(input: unknown): Placeholder[] {
  const text = typeof input === 'string' ? input : '';
  const n = text.length;
  const found: Placeholder[] = [];
  let i = text.indexOf('!');
  while (i !== -1 && i < n - 3) {
    const kind = OPENERS.get(text[i + 1]);
    if (!kind) {
      i = text.indexOf('!', i + 1);
      continue;
    }
    const bodyStart = i + 2;
    const closer = CLOSERS[kind];
    let close = -1;
    for (let j = bodyStart; j < n && j - bodyStart <= MAX_TYPED_BODY_LENGTH + 1; j++) {
      const ch = text[j];
      if (ch === '\n') break;
      if (ch === '!') {
        if (j - 1 > bodyStart && text[j - 1] === closer) close = j - 1;
        break;
      }
    }
    const body = close === -1 ? '' : text.slice(bodyStart, close);
    const options = kind === 'pipe' && body ? splitOptions(body) : [];
    const typed = kind === 'pipe' || !body ? null : parseTypedBody(body);
    // A body over MAX_LABEL_LENGTH is text, as it always was, unless it is a typed input with a label within it.
    const tooLong = typed ? typed.label.length > MAX_LABEL_LENGTH : body.length > MAX_LABEL_LENGTH;
    const label = tooLong ? '' : kind === 'pipe' ? options.join(' / ') : (typed?.label ?? body.trim());
    if (!label) {
      i = text.indexOf('!', i + 1);
      continue;
    }
    const end = close + 2;
    const input: InputSpec = kind === 'pipe' ? { type: 'select', required: true, options } : (typed?.input ?? TEXT_INPUT);
    const key = kind === 'pipe' ? placeholderKey(options.join(',')) : placeholderKey(label);
    found.push({ kind, raw: text.slice(i, end), label, key, options: typed?.input.options ?? options, start: i, end, input, warnings: typed?.warnings ?? [] });
    i = text.indexOf('!', end);
  }
  return found;
}

/** One entry per key, first occurrence first (spec P1 §3 de-duplication). */
export function uniquePlaceholders(list: Placeholder[]): Placeholder[] {
  const seen = new Set<string>();
  return list.filter((p) => (seen.has(p.key) ? false : (seen.add(p.key), true)));
}

export type PlaceholderValues = Record<string, string | undefined>;

const hasValue = (v: string | undefined): v is string => typeof v === 'string' && v.trim().length > 0;

/**
 * The value kept for a placeholder: by its key, else by a label it had before a rename (`was="Company"`),
 * so values remembered under the old name still fill it. Own properties only.
 */
export function lookupValue(p: Placeholder, values: PlaceholderValues): string | undefined {
  const own = ownValue(values, p.key);
  if (own !== undefined) return own;
  for (const old of p.input.was ?? []) {
    const value = ownValue(values, placeholderKey(old));
    if (value !== undefined && value.trim()) return value;
  }
  return undefined;
}

/**
 * The remembered value of an input, as remembered, when it fits the input (a name is never a date);
 * else undefined. Every surface (viewer, card copy, extension, MCP) offers memory only through this.
 */
export function rememberedValue(p: Placeholder, memory: PlaceholderValues): string | undefined {
  const value = lookupValue(p, memory);
  return value !== undefined && value.trim() !== '' && normaliseValue(p.input, value).ok ? value : undefined;
}

/**
 * What a placeholder builds as with these values, or null to leave it as written. A non-blank value
 * builds (a checkbox as its words); a key that was never given takes the input's default; a checkbox
 * without either is not ticked, and an optional input without either builds as nothing.
 */
export function valueFor(p: Placeholder, values: PlaceholderValues): string | null {
  // Keys come from the prompt's text ('!<constructor>!'): own properties only.
  const value = ownValue(values, p.key);
  if (hasValue(value)) return builtValue(p.input, value);
  if (value === undefined && p.input.default !== undefined) return builtValue(p.input, p.input.default);
  // A checkbox always has an answer: not ticked is 'no'.
  if (p.input.type === 'checkbox') return builtValue(p.input, 'false');
  return p.input.required ? null : '';
}

/** A lead-in that opens a sentence or a line and ends with a colon: "Dietary needs: ". */
const LEAD_IN = /(^|[.!?;][ \t]+|\n)([^\n.!?;:]{1,80}):[ \t]*$/;

/** Replace every placeholder that has a value (see valueFor); leave the others as written. */
export function fillPlaceholders(text: string, values: PlaceholderValues, list: Placeholder[] = parsePlaceholders(text)): string {
  let out = '';
  let last = 0;
  for (const p of list) {
    const value = valueFor(p, values);
    if (value === null) continue;
    out += text.slice(last, p.start);
    last = p.end;
    if (value) {
      out += value;
      continue;
    }
    // An empty optional input leaves no lead-in with nothing after it: in "Dietary needs: !<…>!." the
    // sentence "Dietary needs:" goes with it, up to the sentence's end.
    // Only the tail is searched (a lead-in is at most 80 characters), so a long text stays linear.
    const from = Math.max(0, out.length - 100);
    const lead = LEAD_IN.exec(out.slice(from));
    if (lead && (from === 0 || lead.index > 0 || lead[1]) && /^(?:[.;]|[ \t]*\n|[ \t]*$)/.test(text.slice(last, last + 200))) {
      out = out.slice(0, from + lead.index + lead[1]!.length);
      if (text[last] === '.' || text[last] === ';') last++;
    }
    // An empty optional input leaves no double space, no space before punctuation and no blank line.
    const next = text[last];
    if (/[ \t]$/.test(out) && (next === undefined || /[ \t\n.,;:!?)]/.test(next))) out = out.replace(/[ \t]+$/, '');
    else if ((out === '' || out.endsWith('\n')) && (next === ' ' || next === '\t')) while (text[last] === ' ' || text[last] === '\t') last++;
    if ((out === '' || out.endsWith('\n')) && text[last] === '\n') last++;
    else if (last === text.length && out.endsWith('\n')) out = out.slice(0, -1);
  }
  return out + text.slice(last);
}

/** How many of the distinct placeholders have a value, a default, or may stay empty. */
export function countFilled(unique: Placeholder[], values: PlaceholderValues): { filled: number; total: number } {
  return { filled: unique.filter((p) => valueFor(p, values) !== null).length, total: unique.length };
}

/** The text cut into plain runs and placeholders, for highlighting. */
export function segmentText(text: string, list: Placeholder[] = parsePlaceholders(text)): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const p of list) {
    if (p.start > last) segments.push({ type: 'text', text: text.slice(last, p.start) });
    segments.push({ type: 'placeholder', placeholder: p });
    last = p.end;
  }
  if (last < text.length) segments.push({ type: 'text', text: text.slice(last) });
  return segments;
}

/** Curly and caret placeholders are for admins who chose to show all parameters (spec P1 §3). */
export const isUserFacing = (p: Placeholder, showAll: boolean): boolean => showAll || p.kind === 'angle' || p.kind === 'pipe';

/** spec P1 §5: the message under a disabled Build button. */
export const buildBlockedMessage = (filled: number, total: number): string =>
  `Please fill out all placeholders before building the prompt. (${filled} of ${total} parameters set)`;
