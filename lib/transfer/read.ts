import { isZip, readZip } from './archive';
import { isPromptloomDocument, promptloomRows } from './document';
import { langfuseRows, libreChatRows, looksLikeLangfuse, looksLikeLibreChat, looksLikeOpenWebUi, looksLikePromptsChatCsv, openWebUiRows, pastedRow, promptsChatRows } from './foreign';
import { markdownToRow } from './markdown';
import type { RawRow } from './rows';
import { IMPORT_FORMAT_LABELS, TRANSFER_LIMITS, TRANSFER_MESSAGES, type ImportFormat } from './text';

// An uploaded file as rows: unpack a zip, tell the format (or check the one asked for), read it.
// Never throws: anything it cannot read is a message for a 400.

export type ReadFile = { ok: true; format: ImportFormat; rows: RawRow[] } | { ok: false; error: string };

const isMarkdownName = (name: string) => /\.(md|markdown)$/i.test(name);
const isCsvName = (name: string) => /\.csv$/i.test(name);
const isJsonName = (name: string) => /\.json$/i.test(name);
export const isTextName = (name: string) => /\.txt$/i.test(name);

function readJson(textContent: string): { ok: true; data: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, data: JSON.parse(textContent.replace(/^\uFEFF/, '')) };
  } catch (error) {
    return { ok: false, error: TRANSFER_MESSAGES.badJson(error instanceof Error ? error.message : 'unreadable') };
  }
}

/** The JSON formats, in the order they are told apart (ours first: its `format` field says so). */
function jsonFormatOf(data: unknown): ImportFormat | null {
  if (isPromptloomDocument(data)) return 'promptloom-json';
  if (looksLikeLibreChat(data)) return 'librechat';
  if (looksLikeOpenWebUi(data)) return 'open-webui';
  if (looksLikeLangfuse(data)) return 'langfuse';
  return null;
}

function rowsOfJson(data: unknown, format: ImportFormat): ReadFile {
  switch (format) {
    case 'promptloom-json': {
      if (!isPromptloomDocument(data)) return { ok: false, error: TRANSFER_MESSAGES.wrongFormat(IMPORT_FORMAT_LABELS[format]) };
      const read = promptloomRows(data);
      return read.ok ? { ok: true, format, rows: read.rows } : read;
    }
    case 'librechat':
      return { ok: true, format, rows: libreChatRows(data) };
    case 'open-webui':
      return { ok: true, format, rows: openWebUiRows(data) };
    case 'langfuse':
      return { ok: true, format, rows: langfuseRows(data) };
    default:
      return { ok: false, error: TRANSFER_MESSAGES.wrongFormat(IMPORT_FORMAT_LABELS[format]) };
  }
}

/** One text file (not a zip), held whole. */
export function readText(name: string, content: string, asked: ImportFormat | null): ReadFile {
  if (!content.trim()) return { ok: false, error: TRANSFER_MESSAGES.emptyFile };
  const trimmed = content.replace(/^\uFEFF/, '').trimStart();
  const looksJson = trimmed.startsWith('{') || trimmed.startsWith('[');
  if (asked === 'pasted' || (!asked && isTextName(name))) return { ok: true, format: 'pasted', rows: [pastedRow(content)] };
  if (asked === 'prompts-chat' || (!asked && (isCsvName(name) || (!looksJson && looksLikePromptsChatCsv(content))))) {
    if (!looksLikePromptsChatCsv(content)) return { ok: false, error: TRANSFER_MESSAGES.csvColumns };
    const read = promptsChatRows(content, TRANSFER_LIMITS.rows);
    return read.ok ? { ok: true, format: 'prompts-chat', rows: read.rows } : read;
  }
  if (asked === 'promptloom-markdown' || (!asked && (isMarkdownName(name) || (!looksJson && trimmed.startsWith('---'))))) {
    return { ok: true, format: 'promptloom-markdown', rows: [markdownToRow(content, name)] };
  }
  if (!looksJson && !isJsonName(name)) return { ok: false, error: TRANSFER_MESSAGES.unknownFormat };
  const json = readJson(content);
  if (!json.ok) return json;
  const format = asked ?? jsonFormatOf(json.data);
  if (!format) return { ok: false, error: TRANSFER_MESSAGES.unknownFormat };
  return rowsOfJson(json.data, format);
}

/** A zip: its Markdown files (our Markdown export), or the one JSON or CSV file inside it. */
function readArchive(bytes: Uint8Array, asked: ImportFormat | null): ReadFile {
  // Held in memory: a zip sent inline unpacks to at most what one file inside a zip may be.
  const zip = readZip(bytes, { zipEntries: TRANSFER_LIMITS.zipEntries, unpackedBytes: TRANSFER_LIMITS.zipTextFileBytes });
  if (!zip.ok) return zip;
  const markdown = zip.entries.filter((e) => isMarkdownName(e.name));
  if (markdown.length && (!asked || asked === 'promptloom-markdown')) {
    return { ok: true, format: 'promptloom-markdown', rows: markdown.map((e) => markdownToRow(e.text, e.name)) };
  }
  const others = zip.entries.filter((e) => isJsonName(e.name) || isCsvName(e.name));
  if (others.length === 1) return readText(others[0]!.name, others[0]!.text, asked);
  return { ok: false, error: zip.entries.length ? TRANSFER_MESSAGES.unknownFormat : TRANSFER_MESSAGES.noPrompts };
}

export function readImportFile(name: string, bytes: Uint8Array, asked: ImportFormat | null = null): ReadFile {
  if (bytes.length === 0) return { ok: false, error: TRANSFER_MESSAGES.emptyFile };
  if (bytes.length > TRANSFER_LIMITS.inlineFileBytes) return { ok: false, error: TRANSFER_MESSAGES.inlineTooLarge };
  let result: ReadFile;
  if (isZip(bytes)) result = readArchive(bytes, asked);
  else {
    let content: string;
    try {
      content = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return { ok: false, error: TRANSFER_MESSAGES.notText };
    }
    result = readText(name, content, asked);
  }
  if (!result.ok) return result;
  if (result.rows.length === 0) return { ok: false, error: TRANSFER_MESSAGES.noPrompts };
  if (result.rows.length > TRANSFER_LIMITS.rows) return { ok: false, error: TRANSFER_MESSAGES.tooManyRows };
  return result;
}
