import { z } from 'zod';
import { exportQuery } from '../../services/prompt-export';
import { importInput } from '../../services/prompt-import';
import { IMPORT_FORMATS, TRANSFER_LIMITS } from '../../transfer/text';
import { json, type Endpoint } from '../endpoint';
import * as r from '../responses';

// Import and export (docs/import-export.md).

const MB = 1024 * 1024;

// The multipart form lib/transfer/upload.ts reads for bearer-token clients (`curl -F file=@prompts.csv`)
// and hands to the service as the JSON body above; its fields are plain form values.
const importForm = z.object({
  file: z.string().meta({ description: `The file (at most ${TRANSFER_LIMITS.fileBytes / MB} MB)`, contentMediaType: 'application/octet-stream' }),
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
    description: `With \`dryRun\` (query or body) the answer is the preview; without it every prompt is created in one transaction, or none when any row has an error. At most ${TRANSFER_LIMITS.fileBytes / MB} MB, ${TRANSFER_LIMITS.rows} prompts, ${TRANSFER_LIMITS.unpackedBytes / MB} MB unpacked.`,
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
];
