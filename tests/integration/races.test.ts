import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as userCategoriesRoute from '@/app/api/user-categories/route';
import * as userCategoryRoute from '@/app/api/user-categories/[id]/route';
import * as reorderRoute from '@/app/api/user-categories/reorder/route';
import * as parametersRoute from '@/app/api/user/parameters/route';
import * as promptsRoute from '@/app/api/prompts/route';
import * as promptRoute from '@/app/api/prompts/[id]/route';
import * as cloneRoute from '@/app/api/prompts/[id]/clone/route';
import * as importRoute from '@/app/api/prompts/import/route';
import * as userRoute from '@/app/api/user/route';
import * as tokensRoute from '@/app/api/user/tokens/route';
import * as trackRoute from '@/app/api/events/track/route';
import * as appEventsRoute from '@/app/api/events/app/route';
import { insertPrompt } from '@/models/prompts';
import { promptsChatCsv } from '../fixtures/import-formats';
import { getDb } from '@/lib/db';
import { ensureCategories, listUserCategories } from '@/models/categories';
import { asBearer, call, persona, type Session } from '../factories';

// Item 4: real parallel requests through the route handlers. Whatever the
// interleaving, no request may answer 5xx, exactly one of the competing writes wins where only one
// can, and the end state is consistent. These run on PGlite and on the PostgreSQL server, where the
// requests truly run at once on separate connections.

const N = 20;
let systemCategoryId = '';

beforeAll(async () => {
  systemCategoryId = (await ensureCategories(['Writing'])).get('Writing')!.id;
});

const statuses = (results: { status: number }[]) => results.map((r) => r.status).sort();
const noServerErrors = (results: { status: number; body: unknown }[]) => {
  for (const r of results) expect(r.status, JSON.stringify(r.body)).toBeLessThan(500);
};

const createCategory = (who: Session, name: string) =>
  call(userCategoriesRoute.POST, { method: 'POST', path: '/api/user-categories', headers: asBearer(who), body: { name } });

async function rowCount(query: ReturnType<typeof sql>): Promise<number> {
  const db = await getDb();
  const result = await db.execute<{ n: number }>(query);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe('parallel requests', () => {
  it('20 parallel reorders of the same categories all succeed and leave one of the requested orders', async () => {
    const who = await persona('pro');
    for (let i = 0; i < 6; i++) expect((await createCategory(who, `Shelf ${i}`)).status).toBe(201);
    const ids = (await listUserCategories(who.userId)).map((c) => c.id);
    // Each request lists the categories in a different rotation (and asks for that order), so
    // row-by-row updates in request order would lock the rows in different orders.
    const orders = Array.from({ length: N }, (_, k) => ids.map((_, i) => ({ id: ids[(i + k) % ids.length]!, order: i + 1 })));
    const results = await Promise.all(
      orders.map((body) => call(reorderRoute.POST, { method: 'POST', path: '/api/user-categories/reorder', headers: asBearer(who), body })),
    );
    noServerErrors(results);
    expect(statuses(results)).toEqual(Array(N).fill(200));
    const final = (await listUserCategories(who.userId)).map((c) => ({ id: c.id, order: c.order }));
    const asRequested = orders.map((o) => [...o].sort((a, b) => a.order - b.order));
    // One request's orders, whole: never a mix of two.
    expect(asRequested).toContainEqual(final);
  });

  it('20 parallel saves of the parameter memory all succeed and leave exactly one of the saved sets', async () => {
    const who = await persona('free');
    const memories = Array.from({ length: N }, (_, k) => ({
      parameters: {
        name: { value: `Ada ${k}`, aliases: [], isCore: true },
        [`extra_${k}`]: { value: `value ${k}`, aliases: [`alias ${k}`], isCore: false },
      },
    }));
    const results = await Promise.all(
      memories.map((body) => call(parametersRoute.PUT, { method: 'PUT', path: '/api/user/parameters', headers: asBearer(who), body })),
    );
    noServerErrors(results);
    expect(statuses(results)).toEqual(Array(N).fill(200));
    const saved = await call(parametersRoute.GET, { path: '/api/user/parameters', headers: asBearer(who) });
    const extras = Object.keys(saved.body.parameters).filter((k) => k.startsWith('extra_'));
    expect(extras).toHaveLength(1);
    const k = Number(extras[0]!.slice('extra_'.length));
    expect(saved.body.parameters.name.value).toBe(`Ada ${k}`);
  });

  it('20 parallel creates of one category name: one 201, nineteen 409 DUPLICATE_NAME, one row', async () => {
    const who = await persona('pro');
    const results = await Promise.all(Array.from({ length: N }, (_, i) => createCategory(who, i % 2 ? 'Inbox' : 'INBOX')));
    noServerErrors(results);
    expect(statuses(results)).toEqual([201, ...Array(N - 1).fill(409)]);
    for (const r of results.filter((r) => r.status === 409)) expect(r.body.code).toBe('DUPLICATE_NAME');
    expect(await listUserCategories(who.userId)).toHaveLength(1);
  });

  it('20 parallel renames onto one name: one 200, the others 409 DUPLICATE_NAME, the name used once', async () => {
    const who = await persona('pro');
    const created = [];
    for (let i = 0; i < N; i++) created.push((await createCategory(who, `Draft ${i}`)).body as { _id: string });
    const results = await Promise.all(
      created.map((c) =>
        call(userCategoryRoute.PUT, { method: 'PUT', path: '/api/user-categories/x', params: { id: c._id }, headers: asBearer(who), body: { name: 'Final' } }),
      ),
    );
    noServerErrors(results);
    expect(statuses(results)).toEqual([200, ...Array(N - 1).fill(409)]);
    const names = (await listUserCategories(who.userId)).map((c) => c.name);
    expect(names.filter((n) => n === 'Final')).toHaveLength(1);
  });

  it('20 parallel creates of different categories get the orders 1 to 20, each once', async () => {
    const who = await persona('pro');
    const results = await Promise.all(Array.from({ length: N }, (_, i) => createCategory(who, `Box ${i}`)));
    noServerErrors(results);
    expect(statuses(results)).toEqual(Array(N).fill(201));
    const orders = (await listUserCategories(who.userId)).map((c) => c.order).sort((a, b) => a - b);
    expect(orders).toEqual(Array.from({ length: N }, (_, i) => i + 1));
  });

  it('30 parallel deletes of one prompt: one 200, the others 404, one audit event', async () => {
    const who = await persona('trial');
    const created = await call(promptsRoute.POST, {
      method: 'POST',
      path: '/api/prompts',
      headers: asBearer(who),
      body: { title: 'Short-lived', description: 'A prompt deleted thirty times at once.', content: 'Write about !<Topic>!.', category: systemCategoryId },
    });
    expect(created.status).toBe(201);
    const id = created.body._id as string;
    const results = await Promise.all(
      Array.from({ length: 30 }, () => call(promptRoute.DELETE, { method: 'DELETE', path: '/api/prompts/x', params: { id }, headers: asBearer(who) })),
    );
    noServerErrors(results);
    expect(statuses(results)).toEqual([200, ...Array(29).fill(404)]);
    expect(await rowCount(sql`select count(*)::int as n from prompts where id = ${id}`)).toBe(0);
    expect(await rowCount(sql`select count(*)::int as n from prompt_events where event_type = 'delete' and metadata->>'promptId' = ${id}`)).toBe(1);
  });

  it('deleting a custom category while prompts are being filed into it never answers 5xx and never strands a prompt', async () => {
    const who = await persona('pro');
    for (let round = 0; round < 5; round++) {
      const category = (await createCategory(who, `Transient ${round}`)).body as { _id: string };
      const results = await Promise.all([
        call(userCategoryRoute.DELETE, { method: 'DELETE', path: '/api/user-categories/x', params: { id: category._id }, headers: asBearer(who) }),
        ...Array.from({ length: 5 }, (_, i) =>
          call(promptsRoute.POST, {
            method: 'POST',
            path: '/api/prompts',
            headers: asBearer(who),
            body: { title: `Filed ${round}.${i}`, description: 'Filed into a category being deleted.', content: 'Some prompt content.', userCategoryId: category._id },
          }),
        ),
      ]);
      noServerErrors(results);
      const [deleted, ...creates] = results;
      const filed = creates.filter((r) => r.status === 201).length;
      // Either the category went first (every create refused) or a prompt got in first (delete refused).
      if (deleted!.status === 200) expect(filed).toBe(0);
      else expect(deleted!.body.code).toBe('CATEGORY_HAS_PROMPTS');
      for (const r of creates.filter((r) => r.status !== 201)) expect(r.status).toBe(400);
    }
  });
});

// Writes that race the account's deletion. Deletion wins: every write either lands before
// it (and goes with the account) or answers 401 (the session went with the user) or 404, never 500;
// afterwards no row of any table still points at the person.
describe('writes racing the account deletion', () => {
  type Answer = { status: number; body: any };
  const deleteAccount = (who: Session) => call(userRoute.DELETE, { method: 'DELETE', path: '/api/user', headers: asBearer(who), body: { confirmEmail: who.email } });

  /** Every column of every table with a foreign key to users, from the catalogue (a new table is covered too). */
  async function rowsPointingAt(userId: string): Promise<Record<string, number>> {
    const db = await getDb();
    const fks = await db.execute<{ tbl: string; col: string }>(sql`
      select c.conrelid::regclass::text as tbl, a.attname as col
      from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
      where c.contype = 'f' and c.confrelid = 'users'::regclass`);
    const left: Record<string, number> = {};
    for (const { tbl, col } of (fks as unknown as { rows: { tbl: string; col: string }[] }).rows) {
      const n = await rowCount(sql`select count(*)::int as n from ${sql.identifier(tbl)} where ${sql.identifier(col)} = ${userId}`);
      if (n) left[`${tbl}.${col}`] = n;
    }
    left.users = await rowCount(sql`select count(*)::int as n from users where id = ${userId}`);
    return left;
  }

  /** The writes and the deletion started together, the deletion after `before` of them; returns the writes' answers. */
  async function raceDeletion(who: Session, writes: (() => Promise<Answer>)[], before: number): Promise<Answer[]> {
    const started = writes.slice(0, before).map((w) => w());
    const deletion = deleteAccount(who);
    const rest = writes.slice(before).map((w) => w());
    const [deleted, ...results] = await Promise.all([deletion, ...started, ...rest]);
    expect(deleted!.status, JSON.stringify(deleted!.body)).toBe(200);
    for (const r of results) {
      expect([200, 201, 401, 404], `${r.status} ${JSON.stringify(r.body)}`).toContain(r.status);
      if (r.status === 401) expect(r.body).toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
    }
    expect(await rowsPointingAt(who.userId)).toEqual({ users: 0 });
    // The session went with the account: nothing more gets in.
    expect((await createCategory(who, 'After the end')).status).toBe(401);
    expect((await call(parametersRoute.GET, { path: '/api/user/parameters', headers: asBearer(who) })).status).toBe(401);
    expect(await rowsPointingAt(who.userId)).toEqual({ users: 0 });
    return results;
  }

  const ROUNDS = [0, 3, 10, 19];

  it('20 category creates and an import racing DELETE /api/user: never a 500, the user and all their rows gone', async () => {
    for (const before of ROUNDS) {
      const who = await persona('pro');
      const writes = [
        ...Array.from({ length: N }, (_, i) => () => createCategory(who, `Doomed ${i}`)),
        () => call(importRoute.POST, { method: 'POST', path: '/api/prompts/import', headers: asBearer(who), body: { filename: promptsChatCsv.name, content: promptsChatCsv.text } }),
      ];
      await raceDeletion(who, writes, before);
    }
  });

  it('20 prompt creates (some into a custom category) racing DELETE /api/user: never a 500, nothing left', async () => {
    for (const before of ROUNDS) {
      const who = await persona('pro');
      const shelf = (await createCategory(who, 'Shelf')).body as { _id: string };
      const writes = Array.from({ length: N }, (_, i) => () =>
        call(promptsRoute.POST, {
          method: 'POST',
          path: '/api/prompts',
          headers: asBearer(who),
          body: { title: `Doomed ${i}`, description: 'Written while the account goes.', content: 'Write about !<Topic>!.', ...(i % 2 ? { userCategoryId: shelf._id } : { category: systemCategoryId }) },
        }),
      );
      await raceDeletion(who, writes, before);
    }
  });

  it('20 parameter saves racing DELETE /api/user: never a 500, no parameter left', async () => {
    for (const before of ROUNDS) {
      const who = await persona('free');
      const writes = Array.from({ length: N }, (_, k) => () =>
        call(parametersRoute.PUT, { method: 'PUT', path: '/api/user/parameters', headers: asBearer(who), body: { parameters: { [`extra_${k}`]: { value: `v ${k}`, aliases: [], isCore: false } } } }),
      );
      await raceDeletion(who, writes, before);
    }
  });

  it('clones, API token creates, tracked events and app events racing DELETE /api/user: never a 500, nothing left', async () => {
    const author = await persona('admin');
    const source = await insertPrompt({ title: 'Public', description: 'A public prompt to clone.', content: 'Write about !<Topic>!.', categoryId: systemCategoryId, authorId: author.userId, approved: true, viewable: 'public', accessLevel: 'free' });
    for (const before of ROUNDS) {
      const who = await persona('pro');
      const writes = Array.from({ length: N }, (_, i) => {
        switch (i % 4) {
          case 0:
            return () => call(cloneRoute.POST, { method: 'POST', path: '/api/prompts/x/clone', params: { id: source.id }, headers: asBearer(who), body: { newTitle: `Clone ${i}` } });
          case 1:
            return () => call(tokensRoute.POST, { method: 'POST', path: '/api/user/tokens', headers: asBearer(who), body: { name: `Token ${i}` } });
          case 2:
            return () => call(trackRoute.POST, { method: 'POST', path: '/api/events/track', headers: asBearer(who), body: { eventType: 'generate', promptId: source.id } });
          default:
            return () => call(appEventsRoute.POST, { method: 'POST', path: '/api/events/app', headers: asBearer(who), body: { name: 'home_click', properties: { target: 'x' } } });
        }
      });
      await raceDeletion(who, writes, before);
    }
  });
});

