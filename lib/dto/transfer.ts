import type { ImportFormat } from '../transfer/text';

// Import and export on the wire (docs/import-export.md).

/** One prompt in our exported files (JSON, and the front matter + body of a Markdown file); version 1. */
export type ExportedPrompt = {
  title: string;
  description: string;
  content: string;
  /** A system category's name (a pro category keeps its trailing `*`), or null. */
  category: string | null;
  /** A custom category's name, or null: exactly one of the two is set. */
  customCategory: string | null;
  visibility: 'private' | 'public';
  accessLevel: 'free' | 'pro';
  createdAt: string;
  updatedAt: string;
};

/** `GET /api/prompts/export?format=json`: the document the account's data export also uses for its prompts. */
export type PromptsExportDocument = {
  format: 'promptloom';
  version: number;
  kind: 'prompts';
  exportedAt: string;
  prompts: ExportedPrompt[];
};

/** Where a prompt of an import lands. */
export type ImportCategoryDTO = { kind: 'system' | 'custom'; name: string; isNew: boolean };

export type ImportRowDTO = {
  /** 1-based position in the file, as the errors name it. */
  index: number;
  /** Where in the file it came from: a line, a file of a zip, a command. */
  source: string;
  title: string;
  description: string;
  /** The first characters of the content, placeholders already in our grammar. */
  contentPreview: string;
  placeholders: number;
  category: ImportCategoryDTO | null;
  accessLevel: 'free' | 'pro';
  visibility: 'private' | 'public';
  status: 'create' | 'duplicate' | 'error';
  /** Set for a duplicate: already in the library, or earlier in the same file. */
  duplicateOf?: 'library' | 'file';
  errors: string[];
  /** What was filled in or translated (a description from the first line, defaults dropped …). */
  notes: string[];
};

export type ImportPreviewDTO = {
  format: ImportFormat;
  formatLabel: string;
  total: number;
  toCreate: number;
  duplicates: number;
  errors: number;
  /** Custom categories the import would create. */
  categoriesToCreate: string[];
  /** The rows; a large file's preview holds the first ones and every one in error, up to 300. */
  rows: ImportRowDTO[];
  /** Rows of the file left out of `rows` (a large file's preview). */
  omittedRows?: number;
};

/** A row of a background import that was not imported, and why. */
export type ImportProblemDTO = { index: number; source: string; title: string; result: 'error' | 'duplicate'; reasons: string[] };

/** A background import (POST /api/prompts/import/jobs): its progress, then its result. */
export type ImportJobDTO = {
  _id: string;
  filename: string;
  /** 'checking' the file, 'writing' in batches, then 'done' or 'failed'. */
  status: 'checking' | 'writing' | 'done' | 'failed';
  /** 'stop': any row in error stops it, nothing written (the default); 'skip': the valid rows are imported. */
  onError: 'stop' | 'skip';
  format: ImportFormat | null;
  formatLabel: string | null;
  /** 0 to 100: checking the file is the first 30, writing the rest. */
  percent: number;
  fileBytes: number;
  total: number;
  toCreate: number;
  created: number;
  skippedDuplicates: number;
  skippedErrors: number;
  categoriesCreated: string[];
  /** The first 100 rows not imported; the result's CSV lists all of them. */
  problems: ImportProblemDTO[];
  problemCount: number;
  /** Why it failed, in words. */
  message: string | null;
  createdAt: string;
  finishedAt: string | null;
};

export type ImportResultDTO = {
  format: ImportFormat;
  created: number;
  skippedDuplicates: number;
  categoriesCreated: string[];
  prompts: { _id: string; title: string }[];
};

/** The dialog's category choice for prompts the file does not file anywhere. */
export type ImportCategoryChoice = { kind: 'system'; id: string } | { kind: 'custom'; id: string } | { kind: 'new'; name: string };

export type ImportRequest = {
  filename: string;
  content: string;
  encoding?: 'text' | 'base64';
  format?: 'auto' | ImportFormat;
  category?: ImportCategoryChoice;
  duplicates?: 'skip' | 'import';
  dryRun?: boolean;
};
