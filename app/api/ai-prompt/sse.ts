import type { AiStreamEvent } from '@/lib/dto/ai';
import { runGeneration, type PreparedGeneration } from '@/lib/services/ai';

/**
 * A prepared generation as Server-Sent Events: progress, the text as the model writes it, then done or
 * error. Closing the request (Stop, leaving the page) cancels the model's call.
 */
export function generationStream(prepared: PreparedGeneration, req: Request): Response {
  const encoder = new TextEncoder();
  const stop = new AbortController();
  req.signal.addEventListener('abort', () => stop.abort(), { once: true });
  if (req.signal.aborted) stop.abort();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: AiStreamEvent) => {
        if (!stop.signal.aborted) controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`));
      };
      const result = await runGeneration(prepared, {
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
}

/** Whether the caller asked for the stream rather than one JSON answer. */
export const wantsEvents = (req: Request): boolean => Boolean(req.headers.get('accept')?.includes('text/event-stream'));
