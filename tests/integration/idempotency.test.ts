import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import * as promptsRoute from '@/app/api/prompts/route';
import * as cloneRoute from '@/app/api/prompts/[id]/clone/route';
import * as userCategoriesRoute from '@/app/api/user-categories/route';
import { getDb } from '@/lib/db';
import { seedLibrary } from '@/lib/seed';
import { listCategories } from '@/models/categories';
import { idempotencyKeys, prompts, userCategories } from '@/models/schema';
import { asBearer, asCookie, call, persona, type Session } from '../factories';

// A client that lost the answer to a create retries with the same
// Idempotency-Key and gets the first answer; nothing is created twice, even when the repeats race.

let trial: Session, other: Session;
let categoryId = '';
beforeAll(async () => {
  await seedLibrary(await getDb());
  [trial, other] = await Promise.all([persona('trial'), persona('trial')]);
  categoryId = (await listCategories())[0]!.id;
});

const body = (title: string) => ({ title, description: 'A prompt sent twice by a client that lost the answer', content: 'Hello !<Name>!', category: categoryId });
const createPrompt = (who: Session, key: string | null, payload: unknown) =>
  call(promptsRoute.POST, { method: 'POST', path: '/api/prompts', headers: { ...asCookie(who), ...(key === null ? {} : { 'idempotency-key': key }) }, body: payload });

async function countPrompts(title: string): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(prompts).where(eq(prompts.title, title));
  return row!.n;
}

describe('Idempotency-Key on creating requests', () => {
  it('a repeat answers the first answer (same status and body) and creates nothing', async () => {
    const key = crypto.randomUUID();
    const first = await createPrompt(trial, key, body('Sent Twice'));
    const again = await createPrompt(trial, key, body('Sent Twice'));
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    // The same bytes: the same keys in the same order.
    expect(JSON.stringify(again.body)).toBe(JSON.stringify(first.body));
    expect(again.response.headers.get('idempotent-replayed')).toBe('true');
    expect(await countPrompts('Sent Twice')).toBe(1);
  });

  it('ten parallel repeats of one create make one prompt; the others replay it or are told to retry', async () => {
    const key = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => createPrompt(trial, key, body('Raced Create'))));
    expect(await countPrompts('Raced Create')).toBe(1);
    const created = answers.filter((a) => a.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((a) => a.body._id)).size).toBe(1);
    for (const a of answers.filter((x) => x.status !== 201)) {
      expect(a.status).toBe(409);
      expect(a.body).toMatchObject({ code: 'CONFLICT', error: 'A request with this Idempotency-Key is still being handled' });
      expect(a.response.headers.get('retry-after')).toBe('1');
    }
    const late = await createPrompt(trial, key, body('Raced Create'));
    expect(late.status).toBe(201);
    expect(late.body._id).toBe(created[0]!.body._id);
  });

  it('without a key every request creates (the header is optional)', async () => {
    await createPrompt(trial, null, body('No Key Given'));
    await createPrompt(trial, null, body('No Key Given'));
    expect(await countPrompts('No Key Given')).toBe(2);
  });

  it('the same key on a different request is refused with 422', async () => {
    const key = crypto.randomUUID();
    expect((await createPrompt(trial, key, body('Original Body'))).status).toBe(201);
    const reused = await createPrompt(trial, key, body('Another Body'));
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ code: 'VALIDATION_ERROR', error: 'This Idempotency-Key was already used for a different request' });
    expect(await countPrompts('Another Body')).toBe(0);
  });

  it('the query string is part of the request: the same key with another query is a 422', async () => {
    const key = crypto.randomUUID();
    const send = (path: string) =>
      call(userCategoriesRoute.POST, { method: 'POST', path, headers: { ...asBearer(trial), 'idempotency-key': key }, body: { name: 'Query Scoped' } });
    expect((await send('/api/user-categories')).status).toBe(201);
    expect((await send('/api/user-categories?foo=1')).status).toBe(422);
  });

  it('a first request that died unanswered (its claim older than a minute) no longer blocks the retry', async () => {
    const key = crypto.randomUUID();
    const db = await getDb();
    const { createHash } = await import('node:crypto');
    const sent = JSON.stringify(body('After A Crash'));
    await db.insert(idempotencyKeys).values({
      userId: trial.userId,
      key,
      scope: 'POST /api/prompts',
      requestHash: createHash('sha256').update(sent).digest('hex'),
      createdAt: new Date(Date.now() - 120_000),
    });
    const retried = await createPrompt(trial, key, body('After A Crash'));
    expect(retried.status).toBe(201);
    expect(await countPrompts('After A Crash')).toBe(1);
  });

  it('a create that fails between making the prompt and keeping its answer leaves neither, so its retry creates it once', async () => {
    // The failure between the two steps, in the database itself: keeping an answer raises, as a
    // process that died there would never have written it.
    const db = await getDb();
    await db.execute(sql.raw(`create function refuse_kept_answer() returns trigger language plpgsql as $$
      begin if new.response_status is not null then raise exception 'died before the answer was kept'; end if; return new; end $$`));
    await db.execute(sql.raw('create trigger refuse_kept_answer before update on idempotency_keys for each row execute function refuse_kept_answer()'));
    const key = crypto.randomUUID();
    try {
      expect((await createPrompt(trial, key, body('Died Between Steps'))).status).toBe(500);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_kept_answer on idempotency_keys'));
      await db.execute(sql.raw('drop function refuse_kept_answer()'));
    }
    expect(await countPrompts('Died Between Steps')).toBe(0);
    // Whatever claim the failed attempt left is past its lease by the time the client retries.
    await db.update(idempotencyKeys).set({ createdAt: new Date(Date.now() - 120_000) }).where(and(eq(idempotencyKeys.userId, trial.userId), eq(idempotencyKeys.key, key)));
    const retried = await createPrompt(trial, key, body('Died Between Steps'));
    expect(retried.status).toBe(201);
    expect(await countPrompts('Died Between Steps')).toBe(1);
    const replayed = await createPrompt(trial, key, body('Died Between Steps'));
    expect(replayed.response.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.body._id).toBe(retried.body._id);
  });

  it('keys belong to one user: another user’s same key creates their own prompt', async () => {
    const key = crypto.randomUUID();
    const mine = await createPrompt(trial, key, body('Shared Key'));
    const theirs = await createPrompt(other, key, body('Shared Key'));
    expect(theirs.status).toBe(201);
    expect(theirs.body._id).not.toBe(mine.body._id);
  });

  it('a failed attempt leaves the key free, so the corrected retry runs', async () => {
    const key = crypto.randomUUID();
    const failed = await createPrompt(trial, key, { ...body('Fixed On Retry'), title: 'ab' });
    expect(failed.status).toBe(400);
    const retried = await createPrompt(trial, key, body('Fixed On Retry'));
    expect(retried.status).toBe(201);
    expect(retried.response.headers.get('idempotent-replayed')).toBeNull();
  });

  it('a key older than 24 hours is forgotten', async () => {
    const key = crypto.randomUUID();
    await createPrompt(trial, key, body('Day Old'));
    const db = await getDb();
    await db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(and(eq(idempotencyKeys.userId, trial.userId), eq(idempotencyKeys.key, key)));
    expect((await createPrompt(trial, key, body('Day Old'))).response.headers.get('idempotent-replayed')).toBeNull();
    expect(await countPrompts('Day Old')).toBe(2);
  });

  it('refuses a malformed key with 400', async () => {
    for (const key of ['x'.repeat(256), 'has space', 'tab\tkey']) {
      const res = await createPrompt(trial, key, body('Bad Key'));
      expect(res.status, key).toBe(400);
    }
    expect(await countPrompts('Bad Key')).toBe(0);
  });

  it('covers custom categories and clones too', async () => {
    const key = crypto.randomUUID();
    const cat = () =>
      call(userCategoriesRoute.POST, { method: 'POST', path: '/api/user-categories', headers: { ...asBearer(trial), 'idempotency-key': key }, body: { name: 'Once Only' } });
    const [a, b] = [await cat(), await cat()];
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body._id).toBe(a.body._id);
    const db = await getDb();
    expect(await db.select().from(userCategories).where(eq(userCategories.name, 'Once Only'))).toHaveLength(1);

    const source = await createPrompt(trial, null, body('Clone Source'));
    const cloneKey = crypto.randomUUID();
    const clone = () =>
      call(cloneRoute.POST, {
        method: 'POST',
        path: `/api/prompts/${source.body._id}/clone`,
        params: { id: source.body._id },
        headers: { ...asCookie(trial), 'idempotency-key': cloneKey },
        body: { newTitle: 'Cloned Once' },
      });
    await Promise.all([clone(), clone(), clone()]);
    await clone();
    expect(await countPrompts('Cloned Once')).toBe(1);
  });
});
