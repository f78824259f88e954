import { parse as parseCsv } from 'csv-parse/sync';
import type { RawRow } from './rows';
import { TRANSFER_MESSAGES } from './text';
import { labelFromName, translateDollar, translateMustache } from './variables';

// Other tools' prompt files as rows. Each reader follows the tool's documented shape;
// the fixtures in tests/fixtures/import/ say where each shape comes from. What a tool lacks (a
// description, a category) is filled in later (rows.ts, the service).

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const firstRecord = (items: unknown[]): Json | undefined => items.find(isRecord);

/** The list of prompts in a JSON file: the array itself, or the array under one of `keys`. */
export function listIn(data: unknown, keys: string[]): unknown[] | null {
  if (Array.isArray(data)) return data;
  if (!isRecord(data)) return null;
  for (const key of keys) if (Array.isArray(data[key])) return data[key] as unknown[];
  return null;
}

/** Tags as strings, whether a tool writes `["a"]` or `[{name: "a"}]`. */
const tagNames = (v: unknown): string[] =>
  Array.isArray(v) ? v.map((t) => (typeof t === 'string' ? t : isRecord(t) ? (text(t.name) ?? '') : '')).filter(Boolean) : [];

// ── Open WebUI: Workspace › Prompts › Export, a JSON array of prompts ─────────────────────────────

export const looksLikeOpenWebUi = (data: unknown): boolean => {
  const item = firstRecord(listIn(data, ['prompts']) ?? []);
  return !!item && typeof item.command === 'string' && typeof item.content === 'string';
};

/** One prompt of an Open WebUI export (the `i`th, from 0). */
export function openWebUiRow(item: unknown, i: number): RawRow {
  if (!isRecord(item)) return { source: `prompt ${i + 1}`, error: 'Each prompt must be an object' };
  const command = text(item.command)?.replace(/^\//, '');
  const source = command ? `/${command}` : `prompt ${i + 1}`;
  const content = text(item.content);
  if (content === undefined) return { source, title: text(item.title) ?? text(item.name) };
  const translated = translateMustache(content, 'open-webui');
  return {
    source,
    title: text(item.title) ?? text(item.name) ?? (command ? labelFromName(command) : undefined),
    content: translated.content,
    category: tagNames(item.tags)[0],
    notes: translated.notes,
  };
}

export const openWebUiRows = (data: unknown): RawRow[] => (listIn(data, ['prompts']) ?? []).map(openWebUiRow);

// ── LibreChat: prompt groups (name, oneliner, category, command, productionPrompt.prompt) ───────

export const looksLikeLibreChat = (data: unknown): boolean => {
  if (isRecord(data) && Array.isArray(data.promptGroups)) return true;
  const item = firstRecord(listIn(data, ['groups']) ?? (isRecord(data) ? [data] : []));
  return !!item && typeof item.name === 'string' && ('productionPrompt' in item || 'oneliner' in item || 'productionId' in item);
};

function libreChatText(group: Json): string | undefined {
  if (isRecord(group.productionPrompt) && typeof group.productionPrompt.prompt === 'string') return group.productionPrompt.prompt;
  if (typeof group.prompt === 'string') return group.prompt;
  const versions = Array.isArray(group.prompts) ? group.prompts.filter(isRecord) : [];
  const production = versions.find((p) => p._id !== undefined && p._id === group.productionId) ?? versions[0];
  return production ? text(production.prompt) : undefined;
}

/** One prompt group of a LibreChat export (the `i`th, from 0). */
export function libreChatRow(group: unknown, i: number): RawRow {
  if (!isRecord(group)) return { source: `prompt ${i + 1}`, error: 'Each prompt group must be an object' };
  const command = text(group.command);
  const source = command ? `/${command}` : `prompt ${i + 1}`;
  const content = libreChatText(group);
  const translated = content === undefined ? null : translateMustache(content, 'librechat');
  return {
    source,
    title: text(group.name),
    description: text(group.oneliner),
    content: translated?.content,
    category: text(group.category),
    notes: translated?.notes ?? [],
  };
}

export const libreChatRows = (data: unknown): RawRow[] => (listIn(data, ['promptGroups', 'groups']) ?? (isRecord(data) ? [data] : [])).map(libreChatRow);

// ── Langfuse: Prompts › Export, a JSON array of prompt versions ───────────────────────────────────

export const looksLikeLangfuse = (data: unknown): boolean => {
  const item = firstRecord(listIn(data, ['prompts', 'data']) ?? (isRecord(data) ? [data] : []));
  return !!item && typeof item.name === 'string' && 'prompt' in item && ('type' in item || 'version' in item || 'labels' in item);
};

type ChatMessage = { role?: unknown; content?: unknown; type?: unknown; name?: unknown };

/** A chat prompt's messages as one text: each message under its role; a message placeholder becomes a placeholder. */
function chatText(messages: unknown[]): string {
  const parts = messages.filter(isRecord).map((m: ChatMessage) => {
    if (m.type === 'placeholder' && typeof m.name === 'string') return `{{${m.name}}}`;
    const role = typeof m.role === 'string' ? m.role : 'message';
    const body = typeof m.content === 'string' ? m.content : '';
    return messages.length === 1 ? body : `${role.charAt(0).toUpperCase()}${role.slice(1)}:\n${body}`;
  });
  return parts.join('\n\n');
}

/** Of several versions of one prompt, the one labelled production, else the highest version. */
function pickVersions(items: Json[]): { chosen: Json[]; dropped: Map<Json, number> } {
  const byName = new Map<string, Json[]>();
  for (const item of items) {
    const name = text(item.name) ?? '';
    byName.set(name, [...(byName.get(name) ?? []), item]);
  }
  const chosen: Json[] = [];
  const dropped = new Map<Json, number>();
  for (const versions of byName.values()) {
    const production = versions.find((v) => Array.isArray(v.labels) && v.labels.includes('production'));
    const latest = versions.reduce((a, b) => (Number(b.version ?? 0) > Number(a.version ?? 0) ? b : a));
    const pick = production ?? latest;
    chosen.push(pick);
    if (versions.length > 1) dropped.set(pick, versions.length - 1);
  }
  return { chosen: items.filter((i) => chosen.includes(i)), dropped };
}

export function langfuseRows(data: unknown): RawRow[] {
  const list = listIn(data, ['prompts', 'data']) ?? (isRecord(data) ? [data] : []);
  const bad = list.map((item, i) => (isRecord(item) ? null : ({ source: `prompt ${i + 1}`, error: 'Each prompt must be an object' }) as RawRow)).filter((r): r is RawRow => r !== null);
  const { chosen, dropped } = pickVersions(list.filter(isRecord));
  return [
    ...bad,
    ...chosen.map((item): RawRow => {
      const name = text(item.name) ?? '';
      const source = name ? `${name}${item.version !== undefined ? ` v${String(item.version)}` : ''}` : 'prompt';
      const raw = typeof item.prompt === 'string' ? item.prompt : Array.isArray(item.prompt) ? chatText(item.prompt) : undefined;
      const translated = raw === undefined ? null : translateMustache(raw, 'langfuse');
      const notes = [...(translated?.notes ?? [])];
      if (Array.isArray(item.prompt) && item.prompt.length > 1) notes.push("The chat prompt's messages were joined into one text, each under its role.");
      const older = dropped.get(item);
      if (older) notes.push(`${older} other ${older === 1 ? 'version was' : 'versions were'} left out: only the production (or latest) version is imported.`);
      const segments = name.split('/').filter(Boolean);
      const config = isRecord(item.config) ? item.config : {};
      return {
        source,
        title: segments.length ? labelFromName(segments[segments.length - 1]!) : undefined,
        description: text(config.description),
        content: translated?.content,
        category: segments.length > 1 ? segments[0] : tagNames(item.tags)[0],
        notes,
      };
    }),
  ];
}

// ── prompts.chat: prompts.csv with the columns act, prompt (, for_devs, type, contributor) ─────────

export const looksLikePromptsChatCsv = (csv: string): boolean => {
  const header = csv.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const columns = header.split(',').map((c) => c.trim().replace(/^"|"$/g, '').toLowerCase());
  return columns.includes('act') && columns.includes('prompt');
};

export type CsvRows = { ok: true; rows: RawRow[] } | { ok: false; error: string };

export function promptsChatRows(csv: string, maxRows: number): CsvRows {
  let records: Record<string, string>[];
  try {
    records = parseCsv(csv, { ...PROMPTS_CHAT_CSV_OPTIONS, to: maxRows + 1 });
  } catch (error) {
    return { ok: false, error: TRANSFER_MESSAGES.badCsv(error instanceof Error ? error.message.split('\n')[0]! : 'unreadable') };
  }
  const first = records[0];
  if (first && (!('act' in first) || !('prompt' in first))) return { ok: false, error: TRANSFER_MESSAGES.csvColumns };
  return { ok: true, rows: records.map(promptsChatRow) };
}

/** One record of prompts.chat's CSV (the `i`th, from 0), its columns named in lower case. */
export function promptsChatRow(record: Record<string, string>, i: number): RawRow {
  const translated = translateDollar(record.prompt ?? '');
  // The header is line 1; records are counted from 1 (a quoted field may span lines).
  return { source: `row ${i + 1}`, title: record.act, content: translated.content, notes: translated.notes };
}

/** csv-parse's options for prompts.chat's CSV: columns by their lower-case names, rows of any length. */
export const PROMPTS_CHAT_CSV_OPTIONS = {
  columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
  bom: true,
  skip_empty_lines: true,
  relax_column_count: true,
} as const;

// ── Pasted from another tool: a prompt's text with `{{variables}}` ────────────────────────────────
// OpenAI's stored prompts (`pmpt_…`) cannot be exported; their text is copied from the dashboard and
// pasted. Each `{{variable}}` becomes a free-text placeholder; the first line is the title.

export function pastedRow(text: string): RawRow {
  const translated = translateMustache(text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').trim(), 'plain');
  return { source: 'pasted text', content: translated.content, notes: translated.notes };
}
