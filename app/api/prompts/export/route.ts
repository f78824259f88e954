import { route, searchParamsOf } from '@/lib/http';
import { exportPrompts } from '@/lib/services/prompt-export';

// A download (docs/import-export.md): the browser saves the JSON or the zip of Markdown files.
export const GET = route(async ({ req, viewer }) => {
  const result = await exportPrompts(viewer, searchParamsOf(req));
  if (!result.ok) return result;
  const { body, contentType, filename, count } = result.data;
  return new Response(body as BodyInit, {
    headers: {
      'content-type': contentType,
      'content-disposition': `attachment; filename="${filename}"`,
      'x-prompt-count': String(count),
      'cache-control': 'no-store',
    },
  });
});
