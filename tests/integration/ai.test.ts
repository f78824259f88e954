import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as generateRoute from '@/app/api/ai-prompt/generate/route';
import * as usageRoute from '@/app/api/ai-prompt/usage/route';
import * as runRoute from '@/app/api/ai-prompt/run/route';
import type { AiStreamEvent } from '@/lib/dto/ai';
import { readEvents } from '@/lib/api-stream';
import { getDb } from '@/lib/db';
import { resetRateLimits } from '@/lib/security/rate-limit';
import { aiMonthlyUsage, aiUsage } from '@/models/schema';
import { usageMonth } from '@/models/ai-usage';
import { updateUser } from '@/models/users';
import { asBearer, BASE, call, persona, setEnv, type Session } from '../factories';
import { startFakeOpenAi } from '../openai-fake';

// The AI prompt generator on the server. The real `openai` SDK calls a local
// OpenAI-compatible server (tests/openai-fake.ts) over HTTP; nothing of the SDK is mocked.

let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
const KEY = 'sk-test-local-0123456789';

beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake.close();
  setEnv({ OPENAI_API_KEY: undefined, OPENAI_BASE_URL: undefined, AI_MODEL: undefined, AI_TIMEOUT_MS: undefined, AI_RATE_LIMIT_PER_MINUTE: undefined, AI_TRIAL_LIMIT: undefined });
});
const configure = (extra: Record<string, string | undefined> = {}) => {
  setEnv({ OPENAI_API_KEY: KEY, OPENAI_BASE_URL: fake.url, AI_MODEL: 'local-test-model', AI_TIMEOUT_MS: undefined, AI_RATE_LIMIT_PER_MINUTE: '1000', AI_TRIAL_LIMIT: undefined, ...extra });
  resetRateLimits();
};
afterEach(() => {
  fake.behave({ kind: 'reply', text: 'A prompt for !<Your name>!.' });
  fake.requests.length = 0;
});

const scratch = { mode: 'create-scratch', userInput: 'A cold email to a hiring manager' };
const generate = (s: Session, body: unknown = scratch) => call(generateRoute.POST, { method: 'POST', path: '/api/ai-prompt/generate', headers: asBearer(s), body });
const usage = async (s: Session) => (await call(usageRoute.GET, { path: '/api/ai-prompt/usage', headers: asBearer(s) })).body;

async function rows(userId: string) {
  const db = await getDb();
  return db.select().from(aiUsage).where(eq(aiUsage.userId, userId));
}

/** POST with Accept: text/event-stream; the events as they came, read from the real response stream. */
async function streamed(s: Session, body: unknown, opts: { abortAfterDeltas?: number; abortAfterMs?: number } = {}) {
  const controller = new AbortController();
  const req = new Request(`${BASE}/api/ai-prompt/generate`, {
    method: 'POST',
    headers: { ...asBearer(s), accept: 'text/event-stream', 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: controller.signal,
  });
  const res = await generateRoute.POST(req, { params: Promise.resolve({}) });
  const events: AiStreamEvent[] = [];
  if (!res.body || !res.headers.get('content-type')?.startsWith('text/event-stream')) return { res, events };
  let deltas = 0;
  if (opts.abortAfterMs !== undefined) setTimeout(() => controller.abort(), opts.abortAfterMs);
  // The client's own reader (lib/api-stream.ts); aborting closes the request as Stop does.
  await readEvents<AiStreamEvent>(
    res.body,
    (event) => {
      events.push(event);
      if (event.type === 'delta' && ++deltas === opts.abortAfterDeltas) controller.abort();
    },
    controller.signal,
  );
  return { res, events };
}

describe('without a model configured', () => {
  it('usage says so, and a generation is a 503 that counts nothing', async () => {
    setEnv({ OPENAI_API_KEY: undefined, OPENAI_BASE_URL: undefined });
    const trial = await persona('trial');
    expect(await usage(trial)).toMatchObject({ configured: false, monthlyUsed: 0, monthlyLimit: 10, hasActiveTrial: true });
    const res = await generate(trial);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: 'AI generation is not configured on this server.', code: 'AI_NOT_CONFIGURED', status: 503 });
    expect(fake.requests).toHaveLength(0);
  });
});

describe('generation', () => {
  it('a trial user gets the prompt, the count goes up, and the generation is recorded', async () => {
    configure();
    const trial = await persona('trial');
    const res = await generate(trial);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ generatedPrompt: 'A prompt for !<Your name>!.', mode: 'create-scratch', provider: 'openai-compatible', model: 'local-test-model', warnings: [] });
    // What reached the model: our key, the configured model, a stream, and the placeholder grammar.
    const sent = fake.requests.at(-1)!;
    expect(sent.authorization).toBe(`Bearer ${KEY}`);
    expect(sent.body).toMatchObject({ model: 'local-test-model', stream: true });
    expect(sent.body.messages[0].content).toContain('!<Your name>!');
    expect(sent.body.messages[1].content).toContain('A cold email to a hiring manager');
    expect(await usage(trial)).toMatchObject({ configured: true, monthlyUsed: 1, monthlyLimit: 10 });
    expect(await rows(trial.userId)).toEqual([expect.objectContaining({ mode: 'create-scratch', model: 'local-test-model', promptTokens: 42, completionTokens: 17, status: 'success', error: null })]);
  });

  it('streams: progress 10, 30, the text as it is written, 90, 100, then the answer', async () => {
    configure();
    fake.behave({ kind: 'reply', text: 'Write a friendly note to !<Recipient>! about !<Topic>!.', chunkSize: 6 });
    const trial = await persona('trial');
    const { res, events } = await streamed(trial, scratch);
    expect(res.status).toBe(200);
    const progress = events.filter((e) => e.type === 'progress').map((e) => (e as { percent: number }).percent);
    expect(progress).toEqual([10, 30, 90, 100]);
    const text = events.filter((e) => e.type === 'delta').map((e) => (e as { text: string }).text);
    expect(text.length).toBeGreaterThan(3);
    expect(text.join('')).toBe('Write a friendly note to !<Recipient>! about !<Topic>!.');
    expect(events.at(-1)).toMatchObject({ type: 'done', result: { generatedPrompt: 'Write a friendly note to !<Recipient>! about !<Topic>!.' } });
    // The first delta comes after 30 and before 90.
    expect(events.findIndex((e) => e.type === 'delta')).toBeGreaterThan(events.findIndex((e) => e.type === 'progress' && e.percent === 30));
  });

  it('reports placeholders the engine cannot read, with the answer', async () => {
    configure();
    fake.behave({ kind: 'reply', text: 'Hello !<Your name, welcome to !<Company>!.' });
    const res = await generate(await persona('trial'));
    expect(res.status).toBe(200);
    expect(res.body.warnings).toEqual([expect.stringContaining('!<Your name, welcome')]);
  });

  it.each([
    [{ mode: 'create-scratch', userInput: '  ' }, 'User input is required for "Create from Scratch" mode'],
    [{ mode: 'improve-existing', existingContent: '' }, 'Existing content is required for this generation mode'],
    [{ mode: 'make-specific' }, 'Existing content is required for this generation mode'],
    [{ mode: 'add-examples', existingContent: ' \n ' }, 'Existing content is required for this generation mode'],
    [{ mode: 'template', userInput: 'x' }, 'A template must be selected for Template mode'],
    [{ mode: 'poem', userInput: 'x' }, 'mode must be one of create-scratch, improve-existing, make-specific, add-examples, template'],
    [{ mode: 'create-scratch', userInput: 'a\u0000b' }, 'Text must not contain the NUL character (\\u0000)'],
  ])('refuses %j with the spec\'s message, calling nobody', async (body, message) => {
    configure();
    const res = await generate(await persona('trial'), body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', error: message });
    expect(fake.requests).toHaveLength(0);
  });
});

describe('who may generate', () => {
  it('a user whose trial ended is refused with "Trial expired - …"; one who never had a trial, "Subscription required …"', async () => {
    configure();
    const free = await persona('free');
    const res = await generate(free);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'SUBSCRIPTION_ERROR', error: 'Trial expired - Subscribe to continue using AI features' });
    const never = await persona('free');
    await updateUser(never.userId, { freeExpiryDate: null });
    expect((await generate(never)).body.error).toBe('Subscription required to use AI features');
    expect(fake.requests).toHaveLength(0);
  });

  it('a subscriber has 100 a month; an admin has no limit', async () => {
    configure();
    expect(await usage(await persona('pro'))).toMatchObject({ monthlyLimit: 100, hasActiveSubscription: true, hasActiveTrial: false });
    expect(await usage(await persona('lifetime'))).toMatchObject({ monthlyLimit: 100, hasActiveSubscription: true });
    const admin = await persona('admin');
    expect(await usage(admin)).toMatchObject({ isAdmin: true, monthlyLimit: null });
    const db = await getDb();
    await db.insert(aiMonthlyUsage).values({ userId: admin.userId, month: usageMonth(), used: 5000 });
    expect((await generate(admin)).status).toBe(200);
    expect(await usage(admin)).toMatchObject({ monthlyUsed: 5001 });
  });

  it('a visitor is asked to sign in', async () => {
    expect((await call(generateRoute.POST, { method: 'POST', path: '/api/ai-prompt/generate', body: scratch })).status).toBe(401);
    expect((await call(usageRoute.GET, { path: '/api/ai-prompt/usage' })).status).toBe(401);
  });
});

describe('the monthly count', () => {
  it('50 parallel requests from a trial user with 10 left: exactly 10 succeed, 40 are refused, the count ends at 10', async () => {
    configure();
    fake.behave({ kind: 'reply', text: 'Parallel !<Topic>!.', delayMs: 5 });
    const trial = await persona('trial');
    const answers = await Promise.all(Array.from({ length: 50 }, () => generate(trial)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40);
    for (const a of answers.filter((x) => x.status === 429)) expect(a.body).toMatchObject({ code: 'LIMIT_EXCEEDED', error: 'Monthly generation limit exceeded' });
    // Retry-After runs until the month (UTC) resets: read before and after the answers, the wait lies between.
    const now = new Date();
    const untilNextMonth = (Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1) - now.getTime()) / 1000;
    for (const a of answers.filter((x) => x.status === 429)) {
      const wait = Number(a.response.headers.get('retry-after'));
      expect(wait).toBeGreaterThanOrEqual(Math.floor(untilNextMonth) - 120);
      expect(wait).toBeLessThanOrEqual(Math.ceil(untilNextMonth) + 120);
    }
    expect(await usage(trial)).toMatchObject({ monthlyUsed: 10, monthlyLimit: 10 });
    expect(fake.requests).toHaveLength(10);
  });

  it('last month\'s use does not count this month', async () => {
    configure();
    const trial = await persona('trial');
    const db = await getDb();
    const lastMonth = new Date();
    lastMonth.setUTCDate(1);
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
    await db.insert(aiMonthlyUsage).values({ userId: trial.userId, month: usageMonth(lastMonth), used: 10 });
    expect(await usage(trial)).toMatchObject({ monthlyUsed: 0 });
    expect((await generate(trial)).status).toBe(200);
    const [kept] = await db.select().from(aiMonthlyUsage).where(and(eq(aiMonthlyUsage.userId, trial.userId), eq(aiMonthlyUsage.month, usageMonth(lastMonth))));
    expect(kept!.used).toBe(10);
  });

  it('past AI_RATE_LIMIT_PER_MINUTE a request is a 429 in the standard shape, and counts nothing', async () => {
    configure({ AI_RATE_LIMIT_PER_MINUTE: '2' });
    const pro = await persona('pro');
    expect((await generate(pro)).status).toBe(200);
    expect((await generate(pro)).status).toBe(200);
    const third = await generate(pro);
    expect(third.status).toBe(429);
    expect(third.body.code).toBe('RATE_LIMITED');
    expect(third.response.headers.get('retry-after')).toBeTruthy();
    expect(await usage(pro)).toMatchObject({ monthlyUsed: 2 });
  });
});

describe('when the model fails, the generation is given back and the failure recorded', () => {
  it.each([
    ['401 (a wrong key)', { kind: 'status', status: 401 } as const, 502, "Generation failed: the AI service refused this server's API key"],
    ['429 (busy or over quota)', { kind: 'status', status: 429 } as const, 503, 'Generation failed: the AI service is busy or over its quota; try again in a minute'],
    ['500', { kind: 'status', status: 500 } as const, 502, 'Generation failed: the AI service had an error (500)'],
    ['a stream cut in the middle', { kind: 'cut', text: 'This answer will be cut off half way through.' } as const, 502, 'Generation failed: the answer from the AI service was cut off or unreadable'],
    ['a malformed stream', { kind: 'malformed' } as const, 502, 'Generation failed: the answer from the AI service was cut off or unreadable'],
  ])('%s', async (_name, behaviour, status, message) => {
    configure();
    fake.behave(behaviour);
    const trial = await persona('trial');
    const res = await generate(trial);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ error: message, code: 'UPSTREAM_ERROR', status });
    expect(JSON.stringify(res.body)).not.toMatch(/at \w+ \(|node_modules/);
    expect(await usage(trial)).toMatchObject({ monthlyUsed: 0 });
    expect(await rows(trial.userId)).toEqual([expect.objectContaining({ status: 'error', error: message.replace('Generation failed: ', '') })]);
  });

  it('an answer slower than the timeout is cancelled with a clear message', async () => {
    configure({ AI_TIMEOUT_MS: '400' });
    fake.behave({ kind: 'slow', afterMs: 3000 });
    const trial = await persona('trial');
    const res = await generate(trial);
    expect(res.status).toBe(504);
    expect(res.body.error).toBe('Generation failed: the model took longer than 0.4 seconds');
    expect(await usage(trial)).toMatchObject({ monthlyUsed: 0 });
    await expect.poll(() => fake.aborted()).toBeGreaterThan(0);
  });

  it('Stop before any text arrived cancels the call upstream, gives the generation back and records it cancelled', async () => {
    configure();
    fake.behave({ kind: 'slow', afterMs: 3000 });
    const trial = await persona('trial');
    const abortedBefore = fake.aborted();
    const { events } = await streamed(trial, scratch, { abortAfterMs: 300 });
    expect(events.filter((e) => e.type === 'delta')).toHaveLength(0);
    await expect.poll(() => fake.aborted()).toBeGreaterThan(abortedBefore);
    await expect.poll(async () => (await rows(trial.userId)).map((r) => r.status)).toEqual(['cancelled']);
    expect(await usage(trial)).toMatchObject({ monthlyUsed: 0 });
  });

  it('Stop after the text began cancels the call upstream but keeps the generation counted: the person read it', async () => {
    configure();
    fake.behave({ kind: 'reply', text: 'A long answer '.repeat(40), chunkSize: 5, delayMs: 20 });
    const trial = await persona('trial');
    const abortedBefore = fake.aborted();
    const { events } = await streamed(trial, scratch, { abortAfterDeltas: 3 });
    expect(events.filter((e) => e.type === 'delta')).toHaveLength(3);
    await expect.poll(() => fake.aborted()).toBeGreaterThan(abortedBefore);
    await expect.poll(async () => (await rows(trial.userId)).map((r) => r.status)).toEqual(['cancelled']);
    expect(await usage(trial)).toMatchObject({ monthlyUsed: 1 });
  });

  it('a refusal before the stream answers JSON with its status, not a stream', async () => {
    configure();
    const { res, events } = await streamed(await persona('free'), scratch);
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(events).toEqual([]);
  });
});

// Beyond the spec: a built prompt's answer, read in the viewer by people with pro access.
describe('running a built prompt', () => {
  it('sends the prompt as it is, answers with the model\'s text untouched, and counts one generation', async () => {
    configure();
    fake.behave({ kind: 'reply', text: '## Plan\n\n- first\n- second\n\n```\ncode\n```' });
    const trial = await persona('trial');
    const res = await call(runRoute.POST, { method: 'POST', path: '/api/ai-prompt/run', headers: asBearer(trial), body: { prompt: 'Plan my week as Ada, Head of Growth.' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ generatedPrompt: '## Plan\n\n- first\n- second\n\n```\ncode\n```', mode: 'run', warnings: [] });
    expect(fake.requests.at(-1)!.body.messages).toEqual([{ role: 'user', content: 'Plan my week as Ada, Head of Growth.' }]);
    expect(await usage(trial)).toMatchObject({ monthlyUsed: 1 });
    expect((await rows(trial.userId)).map((r) => r.mode)).toEqual(['run']);
  });

  it('streams like the generator', async () => {
    configure();
    fake.behave({ kind: 'reply', text: 'An answer in several pieces.', chunkSize: 5 });
    const pro = await persona('pro');
    const req = new Request(`${BASE}/api/ai-prompt/run`, { method: 'POST', headers: { ...asBearer(pro), accept: 'text/event-stream', 'content-type': 'application/json' }, body: JSON.stringify({ prompt: 'Say something.' }) });
    const events: AiStreamEvent[] = [];
    await readEvents<AiStreamEvent>((await runRoute.POST(req, { params: Promise.resolve({}) })).body!, (e) => events.push(e));
    expect(events.filter((e) => e.type === 'delta').map((e) => (e as { text: string }).text).join('')).toBe('An answer in several pieces.');
    expect(events.at(-1)).toMatchObject({ type: 'done', result: { mode: 'run' } });
  });

  it('is refused without pro access, and without a prompt, calling nobody', async () => {
    configure();
    const free = await persona('free');
    const refused = await call(runRoute.POST, { method: 'POST', path: '/api/ai-prompt/run', headers: asBearer(free), body: { prompt: 'Hello' } });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('Running a prompt here is part of Pro. Upgrade to PRO to read the answer without leaving Promptloom.');
    const empty = await call(runRoute.POST, { method: 'POST', path: '/api/ai-prompt/run', headers: asBearer(await persona('pro')), body: { prompt: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Build the prompt first');
    expect(fake.requests).toHaveLength(0);
  });
});
