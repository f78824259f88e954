import { Readable } from 'node:stream';
import { JSONParser } from '@streamparser/json';
import { parse as parseCsv } from 'csv-parse';
import { isZip, utf8, zipReader } from './archive';
import { exportedPromptToRow, promptloomRows } from './document';
import { langfuseRows, libreChatRow, looksLikeLangfuse, looksLikeLibreChat, looksLikeOpenWebUi, looksLikePromptsChatCsv, openWebUiRow, PROMPTS_CHAT_CSV_OPTIONS, promptsChatRow } from './foreign';
import { markdownToRow } from './markdown';
import { isTextName, readText } from './read';
import type { RawRow } from './rows';
import { IMPORT_FORMAT_LABELS, PROMPTLOOM_FORMAT, PROMPTLOOM_SCHEMA_VERSION, TRANSFER_LIMITS, TRANSFER_MESSAGES, type ImportFormat } from './text';

// A file of up to 50 MB read as a stream (docs/import-export.md#large-files): whatever the format,
// prompts come out one at a time and the file is never held whole. JSON is parsed by
// @streamparser/json, which hands over each element of the prompt list and forgets it; CSV by
// csv-parse's stream; a zip by fflate's streaming Unzip, one Markdown file at a time. What is held
// whole, and why: one Markdown file (one prompt), a JSON or CSV file inside a zip (at most 10 MB),
// a Langfuse export (its versions are chosen among all of them), and a JSON object that is no list
// of prompts (one LibreChat group or Langfuse prompt, at most 2 MB). Never throws: what it cannot read
// is an `error` event, after which nothing more comes.

export type ByteSource = () => AsyncIterable<Uint8Array>;

export type ReadEvent = { kind: 'format'; format: ImportFormat } | { kind: 'row'; row: RawRow } | { kind: 'error'; error: string };

const isMarkdownName = (name: string) => /\.(md|markdown)$/i.test(name);
const isCsvName = (name: string) => /\.csv$/i.test(name);
const isJsonName = (name: string) => /\.json$/i.test(name);
const fail = (error: string): ReadEvent => ({ kind: 'error', error });
/** A thrown error as the message for a 400: a byte that is not UTF-8 (TextDecoder's TypeError), else the parser's reason. */
const failureOf = (error: unknown, message: (reason: string) => string): string =>
  error instanceof TypeError && /encod/i.test(error.message) ? TRANSFER_MESSAGES.notText : message(error instanceof Error ? error.message.split('\n')[0]! : 'unreadable');

/** The source's chunks as UTF-8 text, checked as it goes (a byte that is not UTF-8 is an error). */
async function* textOf(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  for await (const chunk of chunks) yield decoder.decode(chunk, { stream: true });
  const tail = decoder.decode();
  if (tail) yield tail;
}

/** The first chunks (at least `bytes` of them, when the file has as many) and an iterator over all chunks, those included. */
async function peek(chunks: AsyncIterable<Uint8Array>, bytes: number): Promise<{ head: Uint8Array; all: AsyncIterable<Uint8Array> }> {
  const iterator = chunks[Symbol.asyncIterator]();
  const seen: Uint8Array[] = [];
  let size = 0;
  let done = false;
  while (size < bytes) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    seen.push(next.value);
    size += next.value.length;
  }
  const head = Buffer.concat(seen, size);
  async function* all() {
    yield* seen;
    if (done) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { head, all: all() };
}

/** Collects text up to `limit` characters; null once past it. */
async function wholeText(text: AsyncIterable<string>, limit: number): Promise<string | null> {
  let whole = '';
  for await (const part of text) {
    whole += part;
    if (whole.length > limit) return null;
  }
  return whole;
}

/** A whole file read by the in-memory reader (read.ts), as events. */
function* eventsOfWhole(name: string, content: string, asked: ImportFormat | null): Generator<ReadEvent> {
  const read = readText(name, content, asked);
  if (!read.ok) return yield fail(read.error);
  yield { kind: 'format', format: read.format };
  for (const row of read.rows) yield { kind: 'row', row };
}

// ── CSV ────────────────────────────────────────────────────────────────────────────────────────

async function* csvEvents(text: AsyncIterable<string>): AsyncGenerator<ReadEvent> {
  yield { kind: 'format', format: 'prompts-chat' };
  const records = Readable.from(text).pipe(parseCsv(PROMPTS_CHAT_CSV_OPTIONS));
  let i = 0;
  try {
    for await (const record of records as AsyncIterable<Record<string, string>>) {
      if (i === 0 && (!('act' in record) || !('prompt' in record))) return yield fail(TRANSFER_MESSAGES.csvColumns);
      yield { kind: 'row', row: promptsChatRow(record, i++) };
    }
  } catch (error) {
    records.destroy();
    yield fail(failureOf(error, TRANSFER_MESSAGES.badCsv));
  }
}

// ── JSON ───────────────────────────────────────────────────────────────────────────────────────

/** The lists of prompts a JSON object may hold, by the key they are under. */
const LIST_KEYS = ['prompts', 'promptGroups', 'groups', 'data'] as const;

type Item = { list: string; value: unknown };

/** Parses JSON text as it arrives and yields each element of the prompt list (a top-level array, or an array under LIST_KEYS), and the top-level format and version. */
async function* jsonItems(text: AsyncIterable<string>, top: '[' | '{', meta: { format?: unknown; version?: unknown }): AsyncGenerator<Item> {
  const paths = top === '[' ? ['$.*'] : ['$.format', '$.version', ...LIST_KEYS.map((k) => `$.${k}.*`)];
  const parser = new JSONParser({ paths, keepStack: false });
  let queue: Item[] = [];
  parser.onValue = ({ value, key, stack }) => {
    if (top === '{' && stack.length === 1) {
      if (key === 'format') meta.format = value;
      if (key === 'version') meta.version = value;
      return;
    }
    queue.push({ list: top === '[' ? '' : String(stack[1]?.key ?? ''), value });
  };
  for await (const part of text) {
    parser.write(part);
    const ready = queue;
    queue = [];
    yield* ready;
  }
  if (!parser.isEnded) parser.end();
  yield* queue;
}

/** The format of a JSON file from its first prompt (or the `format` field of ours), or null. */
function formatOfItem(item: Item, meta: { format?: unknown }): ImportFormat | null {
  if (meta.format === PROMPTLOOM_FORMAT && item.list === 'prompts') return 'promptloom-json';
  if (item.list === 'promptGroups' || item.list === 'groups') return 'librechat';
  const one = [item.value];
  if (looksLikeLibreChat(one) && item.list === '') return 'librechat';
  if (looksLikeOpenWebUi(one) && (item.list === '' || item.list === 'prompts')) return 'open-webui';
  if (looksLikeLangfuse(one)) return 'langfuse';
  return null;
}

function rowOf(format: ImportFormat, value: unknown, i: number): RawRow {
  if (format === 'promptloom-json') return exportedPromptToRow(value, `prompt ${i + 1}`);
  if (format === 'librechat') return libreChatRow(value, i);
  return openWebUiRow(value, i);
}

async function* jsonEvents(name: string, text: AsyncIterable<string>, top: '[' | '{', asked: ImportFormat | null): AsyncGenerator<ReadEvent> {
  const meta: { format?: unknown; version?: unknown } = {};
  // A small JSON object is also kept whole: it may be one LibreChat group or one Langfuse prompt, no list.
  let kept: string | null = top === '{' ? '' : null;
  async function* keeping() {
    for await (const part of text) {
      if (kept !== null) kept = kept.length + part.length <= TRANSFER_LIMITS.inlineFileBytes ? kept + part : null;
      yield part;
    }
  }
  let format: ImportFormat | null = null;
  let list: string | null = null;
  let count = 0;
  let seen = 0;
  const langfuse: unknown[] = [];
  try {
    for await (const item of jsonItems(keeping(), top, meta)) {
      seen += 1;
      if (list === null) {
        list = item.list;
        if (meta.format === PROMPTLOOM_FORMAT && typeof meta.version === 'number' && meta.version > PROMPTLOOM_SCHEMA_VERSION) {
          return yield fail(TRANSFER_MESSAGES.newerVersion(meta.version));
        }
        const found = formatOfItem(item, meta);
        if (asked === 'promptloom-json' && found !== asked) return yield fail(TRANSFER_MESSAGES.wrongFormat(IMPORT_FORMAT_LABELS[asked]));
        format = asked ?? found;
        if (format === 'prompts-chat' || format === 'promptloom-markdown' || format === 'pasted') return yield fail(TRANSFER_MESSAGES.wrongFormat(IMPORT_FORMAT_LABELS[format]));
        if (format) yield { kind: 'format', format };
      }
      // Undecided (no list of prompts we know): read on, the object may be small enough to read whole.
      if (!format || item.list !== list) continue;
      if (format === 'langfuse') langfuse.push(item.value);
      else yield { kind: 'row', row: rowOf(format, item.value, count) };
      count += 1;
    }
  } catch (error) {
    return yield fail(failureOf(error, TRANSFER_MESSAGES.badJson));
  }
  if (format === 'langfuse') {
    for (const row of langfuseRows(langfuse)) yield { kind: 'row', row };
    return;
  }
  if (format) return;
  // Ours with an empty list: say so, or that it is newer than this server.
  if (meta.format === PROMPTLOOM_FORMAT && count === 0) {
    const read = promptloomRows({ format: meta.format, version: meta.version, prompts: [] });
    if (!read.ok) return yield fail(read.error);
    yield { kind: 'format', format: 'promptloom-json' };
    return;
  }
  if (kept !== null && kept.trim()) return yield* eventsOfWhole(name, kept, asked);
  yield fail(seen === 0 && top === '[' ? TRANSFER_MESSAGES.noPrompts : TRANSFER_MESSAGES.unknownFormat);
}

// ── zip ────────────────────────────────────────────────────────────────────────────────────────

/** A zip read as it streams: each Markdown file becomes a row once it is unpacked; a single JSON or CSV file inside is read whole. */
async function* zipEvents(chunks: AsyncIterable<Uint8Array>, asked: ImportFormat | null): AsyncGenerator<ReadEvent> {
  const ready: ReadEvent[] = [];
  const others: { name: string; bytes: Uint8Array }[] = [];
  let markdownRows = 0;
  const wantsMarkdown = !asked || asked === 'promptloom-markdown';
  const isMarkdown = (name: string) => isMarkdownName(name) && wantsMarkdown;
  const reader = zipReader(
    TRANSFER_LIMITS,
    (name) => (isMarkdown(name) ? {} : isJsonName(name) || isCsvName(name) ? { maxBytes: TRANSFER_LIMITS.zipTextFileBytes } : null),
    (name, bytes) => {
      if (!isMarkdown(name)) {
        others.push({ name, bytes });
        return null;
      }
      const text = utf8(bytes);
      if (text === null) return TRANSFER_MESSAGES.notText;
      if (markdownRows === 0) ready.push({ kind: 'format', format: 'promptloom-markdown' });
      markdownRows += 1;
      ready.push({ kind: 'row', row: markdownToRow(text, name) });
      return null;
    },
  );
  const drain = function* () {
    while (ready.length) yield ready.shift()!;
  };
  for await (const chunk of chunks) {
    reader.push(chunk, false);
    if (reader.state.failure) return yield fail(reader.state.failure);
    yield* drain();
  }
  reader.push(new Uint8Array(0), true);
  if (reader.state.failure) return yield fail(reader.state.failure);
  yield* drain();
  if (markdownRows > 0) return;
  if (others.length !== 1) return yield fail(reader.state.entries ? TRANSFER_MESSAGES.unknownFormat : TRANSFER_MESSAGES.noPrompts);
  const text = utf8(others[0]!.bytes);
  if (text === null) return yield fail(TRANSFER_MESSAGES.notText);
  yield* eventsOfWhole(others[0]!.name, text, asked);
}

// ── any file ───────────────────────────────────────────────────────────────────────────────────

async function* fileEvents(name: string, source: ByteSource, asked: ImportFormat | null): AsyncGenerator<ReadEvent> {
  const { head, all } = await peek(source(), 64 * 1024);
  if (head.length === 0) return yield fail(TRANSFER_MESSAGES.emptyFile);
  if (isZip(head)) return yield* zipEvents(all, asked);
  let start: string;
  try {
    // The head may end inside a character: decode it leniently, only to tell the format.
    start = new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, Math.max(0, head.length - 4)));
  } catch {
    return yield fail(TRANSFER_MESSAGES.notText);
  }
  const trimmed = start.replace(/^\uFEFF/, '').trimStart();
  const text = textOf(all);
  const looksJson = trimmed.startsWith('{') || trimmed.startsWith('[');
  if (!trimmed && head.length < 64 * 1024) return yield fail(TRANSFER_MESSAGES.emptyFile);
  if (asked === 'prompts-chat' || (!asked && (isCsvName(name) || (!looksJson && looksLikePromptsChatCsv(start))))) {
    if (!looksLikePromptsChatCsv(start)) return yield fail(TRANSFER_MESSAGES.csvColumns);
    return yield* csvEvents(text);
  }
  const single = asked === 'pasted' || (!asked && isTextName(name)) ? 'pasted' : asked === 'promptloom-markdown' || (!asked && (isMarkdownName(name) || (!looksJson && trimmed.startsWith('---')))) ? 'promptloom-markdown' : null;
  if (single) {
    // One Markdown file, or one pasted text, is one prompt: read whole, as long as a prompt may be and far more.
    const whole = await wholeText(text, TRANSFER_LIMITS.inlineFileBytes);
    if (whole === null) return yield fail(TRANSFER_MESSAGES.inlineTooLarge);
    return yield* eventsOfWhole(name, whole, single);
  }
  if (!looksJson) return yield fail(isJsonName(name) ? TRANSFER_MESSAGES.badJson('it does not start with { or [') : TRANSFER_MESSAGES.unknownFormat);
  yield* jsonEvents(name, text, trimmed.startsWith('[') ? '[' : '{', asked);
}

/**
 * Every prompt of the file, one at a time: first a `format` event, then `row`s, in the file's order.
 * Refused with an `error` event: an empty or unreadable file, no prompts, more than 20,000 of them.
 * A byte that is not UTF-8 is found where it is, so rows may come before that error.
 */
export async function* readFileStream(name: string, source: ByteSource, asked: ImportFormat | null = null): AsyncGenerator<ReadEvent> {
  let rows = 0;
  try {
    for await (const event of fileEvents(name, source, asked)) {
      if (event.kind === 'row') {
        rows += 1;
        if (rows > TRANSFER_LIMITS.rows) return yield fail(TRANSFER_MESSAGES.tooManyRows);
      }
      yield event;
      if (event.kind === 'error') return;
    }
  } catch (error) {
    return yield fail(failureOf(error, TRANSFER_MESSAGES.badJson));
  }
  if (rows === 0) yield fail(TRANSFER_MESSAGES.noPrompts);
}

/** A file on disk, or bytes in memory, as chunks. */
export const bytesSource = (bytes: Uint8Array): ByteSource =>
  async function* () {
    for (let at = 0; at < bytes.length; at += 64 * 1024) yield bytes.subarray(at, at + 64 * 1024);
  };
