import type { ExportedPrompt, PromptsExportDocument } from '../dto/transfer';
import { PROMPTLOOM_FORMAT, PROMPTLOOM_SCHEMA_VERSION, TRANSFER_MESSAGES } from './text';
import type { RawRow } from './rows';

// Our own JSON: the one exporter of a prompt (GET /api/prompts/export and the account's data export
// both write prompts with `toExportedPrompt`), and its reader.

/** What the exporter needs of a stored prompt (a model row with its category names). */
export type ExportablePrompt = {
  title: string;
  description: string;
  content: string;
  categoryName: string | null;
  userCategoryName: string | null;
  viewable: 'private' | 'public';
  accessLevel: 'free' | 'pro';
  createdAt: Date;
  updatedAt: Date;
};

export function toExportedPrompt(p: ExportablePrompt): ExportedPrompt {
  return {
    title: p.title,
    description: p.description,
    content: p.content,
    category: p.userCategoryName === null ? p.categoryName : null,
    customCategory: p.userCategoryName,
    visibility: p.viewable,
    accessLevel: p.accessLevel,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

export function toExportDocument(prompts: ExportablePrompt[], now = new Date()): PromptsExportDocument {
  return { format: PROMPTLOOM_FORMAT, version: PROMPTLOOM_SCHEMA_VERSION, kind: 'prompts', exportedAt: now.toISOString(), prompts: prompts.map(toExportedPrompt) };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const nullableText = (v: unknown): string | null | undefined => (v === null ? null : text(v));

/** Ours: `{format: 'promptloom', prompts: [...]}`, a prompts export or the account's data export. */
export const isPromptloomDocument = (data: unknown): data is Record<string, unknown> =>
  isRecord(data) && data.format === PROMPTLOOM_FORMAT && Array.isArray(data.prompts);

/** One exported prompt as a row; fields of the wrong type are left out and reported by the row's checks. */
export function exportedPromptToRow(item: unknown, source: string): RawRow {
  if (!isRecord(item)) return { source, error: 'Each prompt must be an object' };
  return {
    source,
    title: text(item.title),
    description: text(item.description),
    content: text(item.content),
    category: nullableText(item.category),
    customCategory: nullableText(item.customCategory),
    visibility: text(item.visibility),
    accessLevel: text(item.accessLevel),
    createdAt: text(item.createdAt),
    updatedAt: text(item.updatedAt),
  };
}

export type DocumentRows = { ok: true; rows: RawRow[] } | { ok: false; error: string };

export function promptloomRows(data: Record<string, unknown>): DocumentRows {
  const version = typeof data.version === 'number' ? data.version : PROMPTLOOM_SCHEMA_VERSION;
  if (version > PROMPTLOOM_SCHEMA_VERSION) return { ok: false, error: TRANSFER_MESSAGES.newerVersion(version) };
  const prompts = data.prompts as unknown[];
  return { ok: true, rows: prompts.map((item, i) => exportedPromptToRow(item, `prompt ${i + 1}`)) };
}
