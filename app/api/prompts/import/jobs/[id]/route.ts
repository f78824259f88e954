import { route } from '@/lib/http';
import { getImportJob, importJobCsv } from '@/lib/services/import-jobs';

// One import of the viewer's (docs/import-export.md#large-files): its progress and result, or with
// `?format=csv` the rows it did not import and why, as a CSV download.
export const GET = route(async ({ req, viewer, params }) => {
  const id = String(params.id ?? '');
  if (new URL(req.url).searchParams.get('format') !== 'csv') return getImportJob(viewer, id);
  const result = await importJobCsv(viewer, id);
  if (!result.ok) return result;
  return new Response(result.data.csv, {
    headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${result.data.filename}"`, 'cache-control': 'no-store' },
  });
});
