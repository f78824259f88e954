import { and, eq, sql } from 'drizzle-orm';
import { getDb, type Queryable } from '../lib/db';
import { idempotencyKeys, type IdempotencyKeyRow } from './schema';

export const IDEMPOTENCY_TTL_HOURS = 24;
/** A first request still unanswered after this long died with its process: a repeat may run again. */
export const IDEMPOTENCY_CLAIM_LEASE_SECONDS = 60;

export type IdempotencyClaim =
  | { kind: 'new' }
  | { kind: 'replay'; status: number; body: string | null }
  | { kind: 'in-progress' }
  | { kind: 'mismatch' };

type ClaimInput = { userId: string; key: string; scope: string; requestHash: string };

/**
 * Claim a key for a request, atomically: the first request (or the first after 24 h) gets 'new'; a
 * repeat gets the first answer, or 'in-progress' while the first is still running; the same key on
 * another request is a 'mismatch'.
 */
export async function claimIdempotencyKey(input: ClaimInput): Promise<IdempotencyClaim> {
  const db = await getDb();
  const expired = sql`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`;
  const abandoned = sql`(${idempotencyKeys.responseStatus} is null and ${idempotencyKeys.createdAt} < now() - make_interval(secs => ${IDEMPOTENCY_CLAIM_LEASE_SECONDS}))`;
  if (Math.random() < 0.01) await db.delete(idempotencyKeys).where(expired);
  for (let attempt = 0; attempt < 2; attempt++) {
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values(input)
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.key],
        set: { scope: input.scope, requestHash: input.requestHash, responseStatus: null, responseBody: null, createdAt: sql`now()` },
        setWhere: sql`${expired} or ${abandoned}`,
      })
      .returning({ key: idempotencyKeys.key });
    if (claimed) return { kind: 'new' };
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, input.userId), eq(idempotencyKeys.key, input.key)))
      .limit(1);
    // Released between our insert and this read: claim it again.
    if (!row) continue;
    return classify(row, input);
  }
  return { kind: 'in-progress' };
}

function classify(row: IdempotencyKeyRow, input: ClaimInput): IdempotencyClaim {
  if (row.scope !== input.scope || row.requestHash !== input.requestHash) return { kind: 'mismatch' };
  if (row.responseStatus === null) return { kind: 'in-progress' };
  return { kind: 'replay', status: row.responseStatus, body: row.responseBody };
}

/** Keep the answer of the request that claimed the key (in the transaction `q` of its create). */
export async function completeIdempotencyKey(userId: string, key: string, status: number, body: string, q?: Queryable): Promise<void> {
  const db = q ?? (await getDb());
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: status, responseBody: body })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/** Give the key back (the request failed): a retry runs the request again. */
export async function releaseIdempotencyKey(userId: string, key: string): Promise<void> {
  const db = await getDb();
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), sql`${idempotencyKeys.responseStatus} is null`));
}
