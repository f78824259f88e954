import { route } from '@/lib/http';
import { importPrompts } from '@/lib/services/prompt-import';
import { IMPORT_BODY_LIMIT_BYTES, importRequestBody } from '@/lib/transfer/upload';

// POST /api/prompts/import (docs/import-export.md): `dryRun=true` answers the preview (200); without
// it every prompt is created in one transaction (201) or none (400 naming the rows). An
// Idempotency-Key makes a repeated import answer the first answer. Its body may be larger than
// other routes' (IMPORT_BODY_LIMIT_BYTES: a 2 MB file in base64), and no larger.
export const POST = route(async ({ req, viewer }) => {
  const body = await importRequestBody(req);
  if (!body.ok) return body;
  const result = await importPrompts(viewer, body.data);
  if (!result.ok || 'rows' in result.data) return result;
  return Response.json(result.data, { status: 201, headers: { 'cache-control': 'no-store' } });
}, { idempotent: true, bodyLimit: IMPORT_BODY_LIMIT_BYTES });
