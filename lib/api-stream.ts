import { ApiError } from './api-client';
import { normalizeError } from './errors';
import { NetworkError } from './retry';

// The AI generator's stream on the browser's side of the wire, apart from lib/api-client.ts so that
// only the pages that stream (the editor's AI panel, the viewer's run) carry it.

/**
 * A POST answered with Server-Sent Events (the AI generator's stream): each `data:` line's JSON goes
 * to `onEvent` as it arrives. A refusal before the stream (4xx, 5xx) throws an ApiError as a read
 * does; `signal` stops reading and closes the request, which cancels the work on the server.
 */
export async function postForEvents<E>(path: string, body: unknown, onEvent: (event: E) => void, signal?: AbortSignal, fallbackMessage?: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'text/event-stream', 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) return;
    throw new NetworkError(error);
  }
  if (!response.ok || !response.body) {
    const answer: unknown = await response.json().catch(() => null);
    throw new ApiError(normalizeError({ ...(answer as object), status: response.status }, fallbackMessage));
  }
  try {
    await readEvents(response.body, onEvent, signal);
  } catch (error) {
    if (signal?.aborted) return;
    throw new NetworkError(error);
  }
}

/**
 * The events of a Server-Sent Events body, each `data:` JSON to `onEvent` as it arrives, until the
 * body ends or `signal` fires (then the body is cancelled). The tests read the routes' streams with it too.
 */
export async function readEvents<E>(body: ReadableStream<BufferSource>, onEvent: (event: E) => void, signal?: AbortSignal): Promise<void> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  const cancel = () => void reader.cancel().catch(() => {});
  signal?.addEventListener('abort', cancel, { once: true });
  let buffer = '';
  try {
    while (!signal?.aborted) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1 && !signal?.aborted) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = frame
          .split('\n')
          .filter((line) => line.startsWith('data: '))
          .map((line) => line.slice(6))
          .join('\n');
        if (data) onEvent(JSON.parse(data) as E);
      }
    }
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
}
