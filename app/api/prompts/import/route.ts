import { route } from '@/lib/http';
import { importPrompts } from '@/lib/services/prompt-import';
import { importRequestBody } from '@/lib/transfer/upload';

// POST /api/prompts/import (docs/import-export.md): `dryRun=true` answers the preview (200); without
// it every prompt is created in one transaction (201) or none (400 naming the rows). An
// Idempotency-Key makes a repeated import answer the first answer.
export const POST = route(async ({ req, viewer }) => {
  const body = await importRequestBody(req);
  if (!body.ok) return body;
  const result = await importPrompts(viewer, body.data);
  if (!result.ok || 'rows' in result.data) return result;
  return Response.json(result.data, { status: 201, headers: { 'cache-control': 'no-store' } });
}, { idempotent: true });
