import { route, searchParamsOf } from '@/lib/http';
import { importFromUpload, listRecentImports } from '@/lib/services/import-jobs';
import { spoolRequestBody } from '@/lib/transfer/upload';

// Imports of any size (docs/import-export.md#large-files). POST: the body is the file itself
// (Content-Type: application/octet-stream, up to 50 MB), the options in the query string; it is
// written to disk as it streams in. `dryRun=true` answers the preview (200); otherwise the import
// runs on after the answer (202, the job to follow). An Idempotency-Key answers the job it started.
// GET: the viewer's last imports, newest first.
export const POST = route(
  async ({ req, viewer }) => {
    const result = await importFromUpload(viewer, searchParamsOf(req), req.headers.get('idempotency-key'), () => spoolRequestBody(req));
    if (!result.ok) {
      await req.body?.cancel().catch(() => {});
      return result;
    }
    const body = result.data.status === 200 ? result.data.preview : result.data.job;
    return Response.json(body, { status: result.data.status, headers: { 'cache-control': 'no-store' } });
  },
  { bodyLimit: 'handler', fileBody: true },
);

export const GET = route(async ({ viewer }) => listRecentImports(viewer));
