import { parsePlaceholders } from '../placeholders';
import { promptFields } from '../prompt-schema';
import { TRANSFER_MESSAGES } from './text';
import type { ExportedPrompt } from '../dto/transfer';

// A prompt as a format gives it (RawRow), and the same prompt made whole (ImportRow): what the
// format lacks is filled in so that every row passes the spec's validation (P1 §5), or the row
// carries the errors that stop it. Pure.

export type RawRow = {
  /** Where in the file: 'line 3', 'summary.md', '/summarize'. */
  source: string;
  title?: string;
  description?: string;
  content?: string;
  /** A system category's name, as the file says it. */
  category?: string | null;
  /** A custom category's name (our own files). */
  customCategory?: string | null;
  visibility?: string;
  accessLevel?: string;
  /** Our own files' dates, as written (ISO 8601). */
  createdAt?: string;
  updatedAt?: string;
  notes?: string[];
  /** The row could not be read at all. */
  error?: string;
};

/** A row read from a file: the fields of our own export (its dates when it has them), where it came from, and what was found. */
export type ImportRow = Omit<ExportedPrompt, 'createdAt' | 'updatedAt'> & {
  createdAt: Date | null;
  updatedAt: Date | null;
  index: number;
  source: string;
  notes: string[];
  errors: string[];
};

const TITLE_MAX = 100;
const DESCRIPTION_MAX = 500;

/** Cut at a word boundary to at most `max` characters, with an ellipsis when anything was cut. */
export function cutText(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const room = flat.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  return `${(space > max / 2 ? room.slice(0, space) : room).trimEnd()}…`;
}

/** The content's first line that says something, placeholders read as `[Label]`, Markdown marks dropped. */
export function firstLine(content: string): string {
  let text = content;
  for (const p of [...parsePlaceholders(content)].reverse()) text = `${text.slice(0, p.start)}[${p.label}]${text.slice(p.end)}`;
  for (const line of text.split(/\r?\n/)) {
    const plain = line
      .replace(/^\s*(#{1,6}\s+|[-*+>]\s+|\d+[.)]\s+)/, '')
      .replace(/[*_`]+/g, '')
      .trim();
    if (/[\p{L}\p{N}]/u.test(plain)) return plain;
  }
  return '';
}

/** A heading: `# Title`, a line underlined with `===` or `---`, or a short line mostly in capitals ("IDENTITY and PURPOSE"). */
function isHeading(line: string, plain: string, next: string | undefined): boolean {
  if (/^\s*#{1,6}\s/.test(line) || (next !== undefined && /^\s*(=+|-+)\s*$/.test(next))) return true;
  const words = plain.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  const shouted = words.filter((w) => /\p{Lu}.*\p{Lu}/u.test(w) && !/\p{Ll}/u.test(w));
  return words.length <= 8 && shouted.length * 2 >= words.length && !/[.!?]$/.test(plain);
}

/** A line of code or data: a JSON key, a line ending in an opening bracket or `;`, a bare tag, an arrow, or mostly symbols. */
function isCode(plain: string): boolean {
  if (/^["'][^"']*["']\s*:|[{[(;]$|^[}\])]|=>|^<\/?[\w-]+[^>]*>$|^(const|let|var|function|def|class|import)\s/.test(plain)) return true;
  const letters = plain.match(/[\p{L}\s]/gu)?.length ?? 0;
  return letters < plain.length * 0.6;
}

/**
 * The content's first line that reads as a sentence, for a description: placeholders as `[Label]`,
 * Markdown marks dropped, and never a heading ("IDENTITY and PURPOSE"), code (`"colors": {`), nor a
 * line inside a fenced code block, nor a line that repeats the title.
 */
export function descriptionLine(content: string, title = ''): string {
  let text = content;
  for (const p of [...parsePlaceholders(content)].reverse()) text = `${text.slice(0, p.start)}[${p.label}]${text.slice(p.end)}`;
  const lines = text.split(/\r?\n/);
  let fenced = false;
  for (const [i, line] of lines.entries()) {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      continue;
    }
    const plain = line
      .replace(/^\s*(#{1,6}\s+|[-*+>]\s+|\d+[.)]\s+)/, '')
      .replace(/[*_`]+/g, '')
      .trim();
    // A line that only repeats the title says nothing more (pasted text starts with its title).
    if (fenced || !/[\p{L}\p{N}]/u.test(plain) || isHeading(line, plain, lines[i + 1]) || isCode(plain) || plain.toLowerCase() === title.toLowerCase()) continue;
    return plain;
  }
  return '';
}

/** The earliest date a prompt may claim (before any tool wrote one), and how far ahead a clock may be off. */
const OLDEST_DATE = Date.UTC(2000, 0, 1);
const CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

/** A file's date as a Date, or null (with a note) when it is missing, no ISO date or out of range. */
function fileDate(raw: string | undefined, field: string, notes: string[]): Date | null {
  if (raw === undefined || raw === '') return null;
  const time = /^\d{4}-\d{2}-\d{2}/.test(raw) ? Date.parse(raw) : NaN;
  if (Number.isFinite(time) && time >= OLDEST_DATE && time <= Date.now() + CLOCK_SKEW_MS) return new Date(time);
  notes.push(`${field} “${raw.slice(0, 40)}” is not a date we can keep: the import time was used.`);
  return null;
}

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }): string[] =>
  result.success ? [] : [...new Set(result.error!.issues.map((i) => i.message))];

/**
 * Fill in and check one row. `formatLabel` names the source in a description made from nothing;
 * `sourceTitle` is what a format offers as a name when it has no title (a command, a file name).
 */
export function completeRow(raw: RawRow, index: number, formatLabel: string): ImportRow {
  const notes = [...(raw.notes ?? [])];
  const errors: string[] = raw.error ? [raw.error] : [];
  const content = typeof raw.content === 'string' ? raw.content : '';
  if (!raw.error && !content.trim()) errors.push(TRANSFER_MESSAGES.contentMissing);

  let title = (raw.title ?? '').replace(/\s+/g, ' ').trim();
  if (!title) {
    title = cutText(firstLine(content), TITLE_MAX);
    if (title) notes.push('The title was taken from the first line.');
  }
  if (title.length > TITLE_MAX) {
    title = cutText(title, TITLE_MAX);
    notes.push('The title was shortened to 100 characters.');
  }
  if (title && title.length < 3) {
    title = `${title} prompt`;
    notes.push('The title was too short; “prompt” was added.');
  }
  if (!title) title = `Imported prompt ${index}`;

  let description = (raw.description ?? '').replace(/\s+/g, ' ').trim();
  if (description.length < 10) {
    const fromContent = cutText(descriptionLine(content, title), DESCRIPTION_MAX);
    description = fromContent.length >= 10 && fromContent !== title ? fromContent : `Imported from ${formatLabel}: ${title}`;
    notes.push(description === fromContent ? 'The description was taken from the first line.' : 'The description was made from the title.');
  } else if (description.length > DESCRIPTION_MAX) {
    description = cutText(description, DESCRIPTION_MAX);
    notes.push('The description was shortened to 500 characters.');
  }

  // Our own files keep their dates; an update never precedes the creation.
  const createdAt = fileDate(raw.createdAt, 'createdAt', notes);
  let updatedAt = fileDate(raw.updatedAt, 'updatedAt', notes) ?? createdAt;
  if (createdAt && updatedAt && updatedAt < createdAt) updatedAt = createdAt;
  const accessLevel = raw.accessLevel === 'pro' ? 'pro' : 'free';
  const visibility = raw.visibility === 'public' ? 'public' : 'private';
  if (!raw.error) {
    errors.push(
      ...messagesOf(promptFields.title.safeParse(title)),
      ...messagesOf(promptFields.description.safeParse(description)),
      ...(content.trim() ? messagesOf(promptFields.content.safeParse(content)) : []),
    );
  }
  return {
    index,
    source: raw.source,
    title,
    description,
    content,
    category: raw.category?.trim() || null,
    customCategory: raw.customCategory?.trim() || null,
    visibility,
    accessLevel,
    createdAt,
    updatedAt,
    notes,
    errors: [...new Set(errors)],
  };
}
