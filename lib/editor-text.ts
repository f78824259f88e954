import type { PlaceholderKind } from './placeholders';

// Pure text edits behind the editor's toolbar (spec P1 §2, §5), kept apart from React so they are tested alone.

export type TextEdit = { text: string; cursor: number };

/** Replace the selection [start, end) with the snippet; the cursor lands after it. */
export function insertAt(text: string, start: number, end: number, snippet: string): TextEdit {
  const from = clamp(start, 0, text.length);
  const to = clamp(Math.max(end, from), from, text.length);
  return { text: text.slice(0, from) + snippet + text.slice(to), cursor: from + snippet.length };
}

const MARKERS: Record<PlaceholderKind, [string, string]> = {
  angle: ['!<', '>!'],
  curly: ['!{', '}!'],
  caret: ['!^', '^!'],
  pipe: ['!|', '|!'],
};

/** A placeholder of the given kind around a label (or the options of a list). */
export function placeholderSnippet(kind: PlaceholderKind, label: string): string {
  const [open, close] = MARKERS[kind];
  return `${open}${label}${close}`;
}

/** The default label a toolbar button inserts, or the selected text when there is one. */
export const DEFAULT_LABELS: Record<Exclude<PlaceholderKind, 'pipe'>, string> = {
  angle: 'Your input',
  curly: 'Admin note',
  caret: 'System setting',
};

/**
 * spec P1 §5 list parameter: the entry must be non-empty; options are trimmed, empties dropped
 * and joined by commas. Null when nothing is left.
 */
export function listParameter(entry: string): string | null {
  const options = entry
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return options.length ? placeholderSnippet('pipe', options.join(', ')) : null;
}

/** spec P1 §5: Tab inserts two spaces. */
export const TAB = '  ';

export function contentStats(content: string, parameters: number) {
  const trimmed = content.trim();
  return { characters: content.length, words: trimmed ? trimmed.split(/\s+/).length : 0, parameters };
}

const clamp = (n: number, lo: number, hi: number) => Math.min(Math.max(Number.isFinite(n) ? n : hi, lo), hi);
