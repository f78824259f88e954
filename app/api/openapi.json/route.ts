import { traced } from '@/lib/http';
import { openApiJson } from '@/lib/openapi/document';

// GET /api/openapi.json: the API's OpenAPI 3.1 description, for anyone. It changes only
// with a deployment, so caches may keep it an hour and revalidate with its ETag.
export const GET = traced(async (req: Request) => {
  const { json, etag } = openApiJson();
  const headers = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=3600', etag };
  if (req.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(json, { headers });
});
