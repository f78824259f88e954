// Import and export of prompts (docs/import-export.md): the formats, the limits and every
// text the server answers or the dialog shows, once. No imports: the account page's first load takes
// these without zod.

/** Our own file format: `{ format, version, … }` at the top of every JSON file we write. */
export const PROMPTLOOM_FORMAT = 'promptloom';
/** Bumped when the shape of an exported prompt changes; import reads this version and older ones. */
export const PROMPTLOOM_SCHEMA_VERSION = 1;

export const EXPORT_FORMATS = ['json', 'markdown'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const IMPORT_FORMATS = ['promptloom-json', 'promptloom-markdown', 'open-webui', 'librechat', 'prompts-chat', 'langfuse', 'pasted'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export const IMPORT_FORMAT_LABELS: Record<ImportFormat, string> = {
  'promptloom-json': 'Promptloom JSON',
  'promptloom-markdown': 'Promptloom Markdown',
  'open-webui': 'Open WebUI',
  librechat: 'LibreChat',
  'prompts-chat': 'prompts.chat CSV',
  langfuse: 'Langfuse',
  pasted: 'Pasted from another tool',
};

export const TRANSFER_LIMITS = {
  /** A file uploaded as the request body (the dialog, POST /api/prompts/import/jobs): read as a stream. */
  fileBytes: 50 * 1024 * 1024,
  /** A file sent inside a JSON body (POST /api/prompts/import, the server actions): held in memory. */
  inlineFileBytes: 2 * 1024 * 1024,
  /** Everything inside a zip together, once unpacked: counted as it streams, never held whole. */
  unpackedBytes: 200 * 1024 * 1024,
  /** A JSON or CSV file inside a zip, which is read whole. */
  zipTextFileBytes: 10 * 1024 * 1024,
  /** Files inside a zip. */
  zipEntries: 20_000,
  /** Prompts in one import. */
  rows: 20_000,
  /** Prompts written per transaction of a streamed import. */
  batchRows: 500,
  /** Prompts named by `ids=` in one export. */
  exportIds: 500,
} as const;

/** The custom category a prompt without one goes to unless the preview chose another. */
export const DEFAULT_IMPORT_CATEGORY = 'Imported';

export const TRANSFER_MESSAGES = {
  createDenied: 'Importing prompts is available to PRO subscribers and trial users.',
  fileTooLarge: 'The file is larger than 50 MB. Split it into smaller files and import them one after the other.',
  inlineTooLarge:
    'A file sent inside JSON may be up to 2 MB. Send a larger one (up to 50 MB) as the request body of POST /api/prompts/import/jobs, as the Import dialog does.',
  unpackedTooLarge: (bytes: number) => `The zip unpacks to more than ${bytes / 1024 / 1024} MB. Split it into smaller zips.`,
  zipFileTooLarge: 'A JSON or CSV file inside a zip may be up to 10 MB unpacked: import it without the zip.',
  tooManyEntries: 'The zip holds more than 20,000 files.',
  tooManyRows: 'The file holds more than 20,000 prompts. Split it into smaller files.',
  emptyFile: 'The file is empty.',
  noPrompts: 'No prompts were found in the file.',
  notText: 'The file is not text (UTF-8) nor a zip.',
  badBase64: 'The file content is not valid base64.',
  badZip: 'The zip could not be read.',
  unknownFormat:
    'This file is in no format Promptloom reads: Promptloom JSON or Markdown, Open WebUI or LibreChat prompt exports, prompts.chat CSV, a Langfuse prompt export, or prompt text (.txt, or pasted).',
  badJson: (reason: string) => `The file is not valid JSON: ${reason}`,
  badCsv: (reason: string) => `The CSV could not be read: ${reason}`,
  csvColumns: "A prompts.chat CSV needs the columns 'act' and 'prompt'.",
  newerVersion: (version: number) =>
    `This file was written by a newer Promptloom (format version ${version}); this server reads version ${PROMPTLOOM_SCHEMA_VERSION}.`,
  wrongFormat: (label: string) => `This file is not a ${label} file.`,
  rowsHaveErrors: (n: number) => `${n} ${n === 1 ? 'prompt has' : 'prompts have'} errors: nothing was imported. Fix the file or leave ${n === 1 ? 'it' : 'them'} out.`,
  rowsBlockImport: (n: number) =>
    `${n} ${n === 1 ? 'prompt has' : 'prompts have'} errors (listed first). Nothing can be imported while any prompt has an error: fix the file and choose it again, or import the valid rows and skip those in error.`,
  contentMissing: 'Content is required',
  unknownSystemCategory: 'The chosen category does not exist',
  unknownCustomCategory: 'The chosen custom category is not yours or no longer exists',
  chooseCategory: 'Choose a category for the prompts that have none',
  badExportIds: 'ids must be a comma list of at most 500 prompt ids',
  badExportCategory: 'category must be the id of a system category or of one of your custom categories',
  exportScopeOne: 'Choose ids or category, not both',
  jobRunning: 'An import is already running. Wait until it has finished, then import the next file.',
  jobStopped:
    'The import stopped before it finished (the server restarted). The prompts it wrote are kept: import the file again to add the rest (those already imported are skipped as duplicates).',
  jobFailed: 'The import failed and nothing was kept. Try again.',
  jobNotFound: 'No such import',
  categoryJson: 'category must be JSON, e.g. {"kind":"new","name":"Imported"}',
  // The dialog.
  previewFailed: 'The file could not be read',
  importFailed: 'The import failed',
  imported: (n: number) => (n === 1 ? '1 prompt imported' : `${n} prompts imported`),
  nothingToImport: 'Nothing to import: every prompt in the file is already in your library.',
  exported: 'Export started',
} as const;
