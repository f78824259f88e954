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

/** Whether Tab indents in the content box, and whether Escape was just pressed there. */
export type TabTrap = { trapping: boolean; escaped: boolean };
export type KeyPress = { key: string; shiftKey: boolean; altKey: boolean; ctrlKey: boolean; metaKey: boolean };
export const TAB_TRAP_ON: TabTrap = { trapping: true, escaped: false };

/**
 * What a key press in the content box does. The spec's Tab inserts two spaces (P1 §5), and a keyboard
 * user still gets out (WCAG 2.1.2), as in code editors: Escape then Tab moves focus on once, and
 * Ctrl+M turns the trapping of Tab off and on. Shift+Tab always moves focus back.
 */
export function tabKeyAction(trap: TabTrap, e: KeyPress): { trap: TabTrap; indent: boolean; handled: boolean } {
  if (e.ctrlKey && !e.altKey && !e.metaKey && !e.shiftKey && e.key.toLowerCase() === 'm') {
    return { trap: { trapping: !trap.trapping, escaped: false }, indent: false, handled: true };
  }
  if (e.key === 'Escape') return { trap: { ...trap, escaped: true }, indent: false, handled: false };
  if (e.key === 'Tab' && !e.shiftKey && !e.altKey && !e.ctrlKey && !e.metaKey) {
    const indent = trap.trapping && !trap.escaped;
    return { trap: { ...trap, escaped: false }, indent, handled: indent };
  }
  // A modifier held on its own (Shift before Shift+Tab) keeps the Escape in force.
  if (['Shift', 'Control', 'Alt', 'Meta'].includes(e.key)) return { trap, indent: false, handled: false };
  return { trap: { ...trap, escaped: false }, indent: false, handled: false };
}

/** The content box's hint, which says how Tab behaves now and how to change it. */
export function tabHint(trapping: boolean): string {
  return trapping
    ? 'Tab inserts two spaces. To move on, press Escape then Tab, or Ctrl+M to let Tab move focus.'
    : 'Tab moves focus. Press Ctrl+M to make Tab insert two spaces again.';
}

export function contentStats(content: string, parameters: number) {
  const trimmed = content.trim();
  return { characters: content.length, words: trimmed ? trimmed.split(/\s+/).length : 0, parameters };
}

const clamp = (n: number, lo: number, hi: number) => Math.min(Math.max(Number.isFinite(n) ? n : hi, lo), hi);
