import { errorResponse, route, withJsonBody } from '@/lib/http';
import { prepareRun, runGeneration } from '@/lib/services/ai';
import { generationStream, wantsEvents } from '../sse';

// POST /api/ai-prompt/run {prompt} (beyond the spec): a built prompt's answer from the
// configured model, for people with pro access, streamed like the generator's (or JSON at once).
export const POST = route(async ({ req, viewer }) => {
  const prepared = await withJsonBody(req, (body) => prepareRun(viewer, body));
  if (!prepared.ok) return errorResponse(prepared);
  return wantsEvents(req) ? generationStream(prepared.data, req) : runGeneration(prepared.data, { signal: req.signal });
});
