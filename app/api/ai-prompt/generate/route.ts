import { errorResponse, route, withJsonBody } from '@/lib/http';
import type { AiStreamEvent } from '@/lib/dto/ai';
import { generatePrompt, prepareGeneration, runGeneration } from '@/lib/services/ai';

// POST /api/ai-prompt/generate (spec P2 §7). With `Accept: text/event-stream` the answer streams as
// Server-Sent Events (progress, the text as the model writes it, then done or error); otherwise it is
// `{generatedPrompt, mode, provider, model, warnings}` at once. Everything that can refuse the request
// (input, rights, limits) answers before the stream starts, with its own status. Closing the request
// (Stop, leaving the page) cancels the model's call.
export const POST = route(async ({ req, viewer }) => {
  if (!req.headers.get('accept')?.includes('text/event-stream')) {
    return withJsonBody(req, (body) => generatePrompt(viewer, body, { signal: req.signal }));
  }
  const prepared = await withJsonBody(req, (body) => prepareGeneration(viewer, body));
  if (!prepared.ok) return errorResponse(prepared);
  const encoder = new TextEncoder();
  const stop = new AbortController();
  req.signal.addEventListener('abort', () => stop.abort(), { once: true });
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: AiStreamEvent) => {
        if (!stop.signal.aborted) controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`));
      };
      const result = await runGeneration(prepared.data, {
        signal: stop.signal,
        onProgress: (percent) => send({ type: 'progress', percent }),
        onDelta: (text) => send({ type: 'delta', text }),
      });
      send(result.ok ? { type: 'done', result: result.data } : { type: 'error', error: result.error, code: result.code, status: result.status });
      try {
        controller.close();
      } catch {
        /* the reader went away */
      }
    },
    cancel() {
      stop.abort();
    },
  });
  return new Response(stream, { headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' } });
});
