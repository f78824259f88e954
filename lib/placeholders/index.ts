import { ownValue } from '../own';

// The placeholder engine (docs/placeholders.md). Pure and linear-time; never throws.
//
//   angle  !<Your name>!            free text
//   curly  !{Campaign budget}!      free text, admin-oriented
//   caret  !^Output language^!      free text, system-oriented
//   pipe   !|formal, friendly|!     select list: options split on commas, trimmed, empties dropped

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
    for (let j = bodyStart; j < n && j - bodyStart <= MAX_LABEL_LENGTH + 1; j++) {
      const ch = text[j];
      if (ch === '\n') break;
      if (ch === '!') {
        if (j - 1 > bodyStart && text[j - 1] === closer) close = j - 1;
        break;
      }
    }
    const body = close === -1 ? '' : text.slice(bodyStart, close);
    const options = kind === 'pipe' && body ? splitOptions(body) : [];
    const label = kind === 'pipe' ? options.join(' / ') : body.trim();
    if (!label) {
      i = text.indexOf('!', i + 1);
      continue;
    }
    const end = close + 2;
    found.push({ kind, raw: text.slice(i, end), label, key: kind === 'pipe' ? placeholderKey(options.join(',')) : placeholderKey(label), options, start: i, end });
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

/** Replace every placeholder whose key has a non-blank value; leave the others as written. */
export function fillPlaceholders(text: string, values: PlaceholderValues, list: Placeholder[] = parsePlaceholders(text)): string {
  let out = '';
  let last = 0;
  for (const p of list) {
    // Keys come from the prompt's text ('!<constructor>!'): own properties only.
    const value = ownValue(values, p.key);
    if (!hasValue(value)) continue;
    out += text.slice(last, p.start) + value;
    last = p.end;
  }
  return out + text.slice(last);
}

/** How many of the distinct placeholders have a non-blank value. */
export function countFilled(unique: Placeholder[], values: PlaceholderValues): { filled: number; total: number } {
  return { filled: unique.filter((p) => hasValue(ownValue(values, p.key))).length, total: unique.length };
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
