import { z } from 'zod';
import { exportQuery } from '../../services/prompt-export';
import { importInput } from '../../services/prompt-import';
import { importJobQuery } from '../../services/import-jobs';
import { IMPORT_FORMATS, TRANSFER_LIMITS } from '../../transfer/text';
import { json, pathParam, type Endpoint } from '../endpoint';
import * as r from '../responses';

// Import and export (docs/import-export.md).

const MB = 1024 * 1024;

// The multipart form lib/transfer/upload.ts reads for bearer-token clients (`curl -F file=@prompts.csv`)
// and hands to the service as the JSON body above; its fields are plain form values.
const importForm = z.object({
  file: z.string().meta({ description: `The file (at most ${TRANSFER_LIMITS.inlineFileBytes / MB} MB)`, contentMediaType: 'application/octet-stream' }),
  format: z.enum(['auto', ...IMPORT_FORMATS]).optional(),
  duplicates: z.enum(['skip', 'import']).optional(),
  category: z.string().optional().meta({ description: 'JSON, e.g. {"kind":"new","name":"Imported"}' }),
  dryRun: z.enum(['true', 'false', '1', '0']).optional(),
});

export const tag = {
  name: 'Import and export',
  description: 'Export the caller’s own prompts as JSON or a zip of Markdown files; import from our files, Open WebUI, LibreChat, prompts.chat and Langfuse, with a dry run that previews.',
};

export const endpoints: Endpoint[] = [
  {
    method: 'get',
    path: '/api/prompts/export',
    operationId: 'exportPrompts',
    summary: 'Export my prompts',
    description: 'All of the caller’s prompts, one category’s (`category=`) or a selection (`ids=`, not both). A download: `promptloom-prompts-YYYY-MM-DD.json` or `.zip`.',
    access: 'signedIn',
    query: exportQuery,
    queryNotes: {
      ids: 'A comma list of at most 500 of the caller’s prompt ids.',
      category: 'A library category or one of the caller’s custom categories.',
    },
    responses: {
      200: {
        description: 'The JSON document (format=json) or a zip of Markdown files with front matter (format=markdown)',
        content: {
          'application/json': { schema: r.promptsExport },
          'application/zip': { schema: z.string().meta({ contentMediaType: 'application/zip' }) },
        },
        headers: z.object({
          'Content-Disposition': z.string().meta({ example: 'attachment; filename="promptloom-prompts-2026-01-31.json"' }),
          'X-Prompt-Count': z.string().meta({ description: 'How many prompts the file holds' }),
        }),
      },
    },
    errors: { 404: 'an id in `ids` that is not one of the caller’s prompts.' },
  },
  {
    method: 'post',
    path: '/api/prompts/import',
    operationId: 'importPrompts',
    summary: 'Import prompts (or preview an import)',
    description: `With \`dryRun\` (query or body) the answer is the preview; without it every prompt is created in one transaction, or none when any row has an error. At most ${TRANSFER_LIMITS.inlineFileBytes / MB} MB (a zip: ${TRANSFER_LIMITS.zipTextFileBytes / MB} MB unpacked) and ${TRANSFER_LIMITS.rows} prompts; a larger file goes to \`POST /api/prompts/import/jobs\`.`,
    access: 'signedIn',
    idempotent: true,
    // lib/transfer/upload.ts reads `?dryRun=` itself, beside the body's.
    query: z.object({ dryRun: z.enum(['true', 'false', '1', '0']).optional().meta({ description: 'Preview only' }) }),
    requestBody: {
      required: true,
      content: {
        'application/json': { schema: importInput },
        'multipart/form-data': { schema: importForm },
      },
    },
    responses: {
      201: json('Created: every prompt of the file that was not skipped', r.importResult),
      200: json('The dry run’s preview: what would be created, duplicates, and each row’s errors', r.importPreview),
    },
    errors: {
      400: 'a file too large or in no known format, or rows in error (each named; nothing created).',
      403: 'SUBSCRIPTION_ERROR: importing (the dry run too) takes pro access (pro, trial or admin).',
    },
  },
  {
    method: 'post',
    path: '/api/prompts/import/jobs',
    operationId: 'startImportJob',
    summary: 'Import a file of any size (or preview it)',
    description: `The body is the file itself (\`Content-Type: application/octet-stream\`, at most ${TRANSFER_LIMITS.fileBytes / MB} MB and ${TRANSFER_LIMITS.rows} prompts), read as a stream; the options are in the query. With \`dryRun=true\` the answer is the preview (200). Otherwise the import is checked, then written in batches of ${TRANSFER_LIMITS.batchRows} after the answer (202, the job to follow with GET). \`onError=stop\` (the default): any row in error stops it and nothing is written; \`onError=skip\`: the valid rows are imported and the others listed with their reasons. One import at a time per person (409). An \`Idempotency-Key\` answers the job it started.`,
    access: 'signedIn',
    query: importJobQuery,
    queryNotes: { category: 'Where prompts without a category go, as JSON: {"kind":"new","name":"Imported"}, {"kind":"system","id":"…"} or {"kind":"custom","id":"…"}.' },
    requestBody: { required: true, content: { 'application/octet-stream': { schema: z.string().meta({ contentMediaType: 'application/octet-stream' }) } } },
    responses: {
      202: json('Started: the job, whose progress GET /api/prompts/import/jobs/{id} answers', r.importJob),
      200: json('The dry run’s preview (`dryRun=true`)', r.importPreview),
    },
    errors: {
      400: 'a file in no known format, empty or unreadable, or more than 20,000 prompts.',
      403: 'SUBSCRIPTION_ERROR: importing takes pro access (pro, trial or admin).',
      409: 'CONFLICT: an import of the caller’s is still running.',
      413: 'PAYLOAD_TOO_LARGE: a file over 50 MB.',
    },
  },
  {
    method: 'get',
    path: '/api/prompts/import/jobs',
    operationId: 'listImportJobs',
    summary: 'My last imports',
    description: 'The caller’s last five imports of any size, newest first: progress while they run, then their result.',
    access: 'signedIn',
    responses: { 200: json('The imports', z.array(r.importJob)) },
  },
  {
    method: 'get',
    path: '/api/prompts/import/jobs/{id}',
    operationId: 'getImportJob',
    summary: 'One import: progress and result',
    description: 'With `format=csv`, a download of every row it did not import (row, source, title, result, reasons).',
    access: 'signedIn',
    params: pathParam('id', z.string().uuid(), 'The import’s id'),
    query: z.object({ format: z.enum(['json', 'csv']).optional().meta({ description: 'csv: the rows not imported, as a CSV download' }) }),
    responses: {
      200: {
        description: 'The job, or the CSV of the rows not imported',
        content: { 'application/json': { schema: r.importJob }, 'text/csv': { schema: z.string().meta({ contentMediaType: 'text/csv' }) } },
      },
    },
    errors: { 404: 'not one of the caller’s imports.' },
  },
];
