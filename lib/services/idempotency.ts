import { createHash } from 'node:crypto';
import { IDEMPOTENCY_MESSAGES } from '../constants';
import { fail, type Failure, type Result } from '../errors';
import { inOneTransaction } from '../db';
import { claimIdempotencyKey, completeIdempotencyKey, releaseIdempotencyKey } from '../../models/idempotency-keys';

// Idempotency-Key on creating requests (docs/api.md): a client that lost an answer retries with the
// same key and gets the first answer instead of a second copy.

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
export { IDEMPOTENCY_MESSAGES };

const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;

type Outcome<A> = { answer: A; kept: { status: number; body: string } | null };

/**
 * How a create and its kept answer are written. 'one-transaction' (the default): in one transaction,
 * so a process that dies between the two leaves neither and a retry creates once. 'external-call':
 * the work calls a service outside our database (Paddle), which no transaction can take back, so the
 * answer is kept after it; such a create must be safe to repeat by itself (one reservation a person).
 */
export type IdempotencyMode = 'one-transaction' | 'external-call';

/**
 * The one protocol behind both entry points: claim the key for this request, answer a repeat from
 * what was kept, run the work otherwise; keep its answer on success, free the key on failure (a
 * retry may run again).
 */
async function once<A>(
  claimInput: { userId: string; key: string; scope: string; requestHash: string },
  fromKept: (status: number, body: string | null) => A,
  work: () => Promise<Outcome<A>>,
  mode: IdempotencyMode,
): Promise<A | Failure> {
  const { userId, key } = claimInput;
  if (!KEY_FORMAT.test(key)) return fail(400, 'VALIDATION_ERROR', IDEMPOTENCY_MESSAGES.invalid);
  const claim = await claimIdempotencyKey(claimInput);
  if (claim.kind === 'mismatch') return fail(422, 'VALIDATION_ERROR', IDEMPOTENCY_MESSAGES.mismatch);
  if (claim.kind === 'in-progress') return { ...fail(409, 'CONFLICT', IDEMPOTENCY_MESSAGES.inProgress), retryAfter: 1 };
  if (claim.kind === 'replay') return fromKept(claim.status, claim.body);
  let outcome: Outcome<A>;
  try {
    outcome =
      mode === 'one-transaction'
        ? await inOneTransaction(async (tx) => {
            const done = await work();
            if (done.kept) await completeIdempotencyKey(userId, key, done.kept.status, done.kept.body, tx);
            return done;
          })
        : await work();
    if (mode === 'external-call' && outcome.kept) await completeIdempotencyKey(userId, key, outcome.kept.status, outcome.kept.body);
  } catch (error) {
    await releaseIdempotencyKey(userId, key).catch(() => {});
    throw error;
  }
  if (!outcome.kept) await releaseIdempotencyKey(userId, key);
  return outcome.answer;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Run `create` once per (user, key): a repeat of a request that succeeded answers its first answer
 * (status and body) without running it; a failed first attempt leaves the key free for the retry.
 */
export async function runIdempotently(
  req: Request,
  userId: string,
  create: () => Promise<Response>,
  mode: IdempotencyMode = 'one-transaction',
): Promise<Response | Failure> {
  const key = req.headers.get(IDEMPOTENCY_HEADER);
  if (key === null) return create();
  const url = new URL(req.url);
  const claimInput = { userId, key, scope: `${req.method} ${url.pathname}${url.search}`, requestHash: sha256(await req.clone().text()) };
  const replay = (status: number, body: string | null) =>
    new Response(body, { status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store', [REPLAYED_HEADER]: 'true' } });
  return once(claimInput, replay, async () => {
    const response = await create();
    return { answer: response, kept: response.ok ? { status: response.status, body: await response.clone().text() } : null };
  }, mode);
}

/**
 * The same promise for a server action: the key comes as the action's argument, the scope names
 * the action, and a success is kept as its JSON data so a repeat answers it without running again.
 */
export async function runActionIdempotently<T>(
  userId: string,
  key: string,
  scope: string,
  input: unknown,
  run: () => Promise<Result<T>>,
  mode: IdempotencyMode = 'one-transaction',
): Promise<Result<T>> {
  const claimInput = { userId, key, scope: `action ${scope}`, requestHash: sha256(JSON.stringify(input ?? null)) };
  const replay = (_status: number, body: string | null): Result<T> => ({ ok: true, data: JSON.parse(body ?? 'null') as T });
  return once(claimInput, replay, async () => {
    const result = await run();
    return { answer: result, kept: result.ok ? { status: 200, body: JSON.stringify(result.data ?? null) } : null };
  }, mode);
}
