import { errorResponse, route, withJsonBody } from '@/lib/http';
import { generatePrompt, prepareGeneration } from '@/lib/services/ai';
import { generationStream, wantsEvents } from '../sse';

// POST /api/ai-prompt/generate (spec P2 §7). With `Accept: text/event-stream` the answer streams as
// Server-Sent Events (progress, the text as the model writes it, then done or error); otherwise it is
// `{generatedPrompt, mode, provider, model, warnings}` at once. Everything that can refuse the request
// (input, rights, limits) answers before the stream starts, with its own status.
export const POST = route(async ({ req, viewer }) => {
  if (!wantsEvents(req)) return withJsonBody(req, (body) => generatePrompt(viewer, body, { signal: req.signal }));
  const prepared = await withJsonBody(req, (body) => prepareGeneration(viewer, body));
  return prepared.ok ? generationStream(prepared.data, req) : errorResponse(prepared);
});
