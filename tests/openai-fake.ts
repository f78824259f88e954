import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for an OpenAI-compatible server: POST /v1/chat/completions, streaming
// (Server-Sent Events, as OpenAI writes them) or not. The real `openai` SDK talks to it over HTTP on
// loopback. Each request is answered by the current script: a reply text, or a failure to act out.

export type FakeBehaviour =
  | { kind: 'reply'; text: string; chunkSize?: number; delayMs?: number; usage?: { prompt_tokens: number; completion_tokens: number } }
  | { kind: 'status'; status: number; message?: string }
  | { kind: 'slow'; afterMs: number; text?: string }
  | { kind: 'cut'; text: string }
  | { kind: 'malformed' };

export type FakeRequest = { path: string; authorization: string | undefined; body: any };

export async function startFakeOpenAi(initial: FakeBehaviour = { kind: 'reply', text: 'A prompt for !<Your name>!.' }, listenPort = 0) {
  let behaviour: FakeBehaviour | ((req: FakeRequest) => FakeBehaviour) = initial;
  const requests: FakeRequest[] = [];
  const open = new Set<http.ServerResponse>();
  let aborted = 0;

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const request: FakeRequest = { path: req.url ?? '', authorization: req.headers.authorization, body: text ? JSON.parse(text) : null };
    requests.push(request);
    if (req.method !== 'POST' || !request.path.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'not found', type: 'invalid_request_error' } }));
      return;
    }
    open.add(res);
    res.on('close', () => {
      if (!res.writableFinished) aborted++;
      open.delete(res);
    });
    const now = typeof behaviour === 'function' ? behaviour(request) : behaviour;
    const stream = request.body?.stream === true;
    const model = request.body?.model ?? 'fake-model';
    const id = `chatcmpl-${Math.random().toString(36).slice(2)}`;
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

    if (now.kind === 'status') {
      res.writeHead(now.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: now.message ?? `fake error ${now.status}`, type: 'api_error', code: null } }));
      return;
    }
    if (now.kind === 'slow') {
      await sleep(now.afterMs);
      if (res.destroyed) return;
    }
    const reply = now.kind === 'reply' || now.kind === 'cut' ? now.text : now.kind === 'slow' ? (now.text ?? 'late') : '';
    const usage = now.kind === 'reply' ? (now.usage ?? { prompt_tokens: 42, completion_tokens: 17 }) : { prompt_tokens: 1, completion_tokens: 1 };
    if (!stream) {
      if (now.kind === 'malformed') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"id": "broken", "choices": [');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id, object: 'chat.completion', created: 0, model, choices: [{ index: 0, message: { role: 'assistant', content: reply }, finish_reason: 'stop' }], usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const send = (data: unknown) => res.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
    const chunk = (delta: Record<string, unknown>, finish: string | null = null) => ({ id, object: 'chat.completion.chunk', created: 0, model, choices: [{ index: 0, delta, finish_reason: finish }] });
    if (now.kind === 'malformed') {
      send('{"id": "broken", "choices": [');
      res.end();
      return;
    }
    send(chunk({ role: 'assistant', content: '' }));
    const size = now.kind === 'reply' ? (now.chunkSize ?? 8) : 8;
    const parts = reply.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) ?? [];
    for (const [i, part] of parts.entries()) {
      if (res.destroyed) return;
      if (now.kind === 'cut' && i >= Math.ceil(parts.length / 2)) {
        // The connection drops in the middle of the answer, after the first half reached the client.
        await sleep(100);
        res.destroy();
        return;
      }
      send(chunk({ content: part }));
      if (now.kind === 'reply' && now.delayMs) await sleep(now.delayMs);
    }
    send(chunk({}, 'stop'));
    send({ id, object: 'chat.completion.chunk', created: 0, model, choices: [], usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens } });
    send('[DONE]');
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Requests whose answer the client hung up on before it was finished. */
    aborted: () => aborted,
    behave: (next: FakeBehaviour | ((req: FakeRequest) => FakeBehaviour)) => {
      behaviour = next;
    },
    close: async () => {
      for (const res of open) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
