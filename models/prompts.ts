import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterCommit, getDb, type Queryable } from '../lib/db';
import { prompts, type NewPromptRow, type PromptRow } from './schema';
import { invalidatePromptCounts, invalidatePromptCountsAfterCommit, countPrompts } from './prompt-counts';
import { searchPrompts } from './prompt-search';
import { isShared, selectPage, withRefs, type PromptListFilter, type PromptListPage, type PromptWithRefs } from './prompt-rows';

export async function listPromptRows(filter: PromptListFilter, q?: Queryable): Promise<PromptListPage> {
  const db = q ?? (await getDb());
  if (filter.tsQuery) return searchPrompts({ ...filter, tsQuery: filter.tsQuery }, db);
  // The count and the page are independent: ask for both at once.
  const [total, rows] = await Promise.all([countPrompts(filter, db), selectPage(db, filter, false)]);
  return { rows, total, capped: false };
}

export async function findPromptById(id: string, q?: Queryable): Promise<PromptWithRefs | null> {
  const db = q ?? (await getDb());
  const [row] = await withRefs(db)
    .where(eq(prompts.id, id))
    .limit(1);
  return row ?? null;
}

/** Insert or refresh library prompts by their seed key (idempotent seeding). */
/** Insert new seed templates and update changed ones; the number of rows written (0 on a rerun). */
export async function upsertSeedPrompts(rows: (NewPromptRow & { seedKey: string })[], q?: Queryable): Promise<number> {
  if (!rows.length) return 0;
  const db = q ?? (await getDb());
  const result = await db
    .insert(prompts)
    .values(rows)
    .onConflictDoUpdate({
      target: prompts.seedKey,
      set: {
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        content: sql`excluded.content`,
        categoryId: sql`excluded.category_id`,
        accessLevel: sql`excluded.access_level`,
        forOnboard: sql`excluded.for_onboard`,
        initialLoad: sql`excluded.initial_load`,
      },
      // A template that did not change is not written again: a rerun of the seed touches no row.
      setWhere: sql`(${prompts.title}, ${prompts.description}, ${prompts.content}, ${prompts.categoryId}, ${prompts.accessLevel}, ${prompts.forOnboard}, ${prompts.initialLoad})
        is distinct from (excluded.title, excluded.description, excluded.content, excluded.category_id, excluded.access_level, excluded.for_onboard, excluded.initial_load)`,
    })
    .returning({ id: prompts.id });
  if (result.length) invalidatePromptCountsAfterCommit(q);
  return result.length;
}

export async function insertPrompt(values: NewPromptRow, q?: Queryable): Promise<PromptRow> {
  const db = q ?? (await getDb());
  const [row] = await db.insert(prompts).values(values).returning();
  invalidatePromptCountsAfterCommit(q);
  return row!;
}

/** The prompt's row, locked until the transaction ends (a save reads the state it replaces). */
export async function lockPromptRow(id: string, q: Queryable): Promise<PromptRow | null> {
  const [row] = await q.select().from(prompts).where(eq(prompts.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function updatePromptRow(id: string, values: Partial<NewPromptRow>, q?: Queryable): Promise<void> {
  const db = q ?? (await getDb());
  await db.update(prompts).set({ ...values, updatedAt: new Date() }).where(eq(prompts.id, id));
  invalidatePromptCountsAfterCommit(q);
}

export async function deletePromptById(id: string, q?: Queryable): Promise<boolean> {
  const db = q ?? (await getDb());
  const rows = await db.delete(prompts).where(eq(prompts.id, id)).returning({ id: prompts.id });
  invalidatePromptCountsAfterCommit(q);
  return rows.length > 0;
}

/** One more use of the prompt (spec P1 §7: a Copy Prompt raises its popularity). */
export async function incrementPopularity(id: string, q?: Queryable): Promise<void> {
  const db = q ?? (await getDb());
  await db.update(prompts).set({ popularityScore: sql`${prompts.popularityScore} + 1` }).where(eq(prompts.id, id));
}

export async function insertPrompts(rows: NewPromptRow[], q?: Queryable): Promise<void> {
  if (!rows.length) return;
  const db = q ?? (await getDb());
  await db.insert(prompts).values(rows);
  invalidatePromptCountsAfterCommit(q);
}

/**
 * Prompts by access level: every prompt, or with `sharedOnly` the shared library (approved and
 * public), which is what the landing, pricing and FAQ may claim.
 */
export async function countPromptsByAccess(options: { sharedOnly?: boolean } = {}, q?: Queryable): Promise<{ free: number; pro: number; total: number }> {
  const db = q ?? (await getDb());
  const [row] = await db
    .select({
      free: sql<number>`count(*) filter (where ${prompts.accessLevel} = 'free')::int`,
      pro: sql<number>`count(*) filter (where ${prompts.accessLevel} = 'pro')::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(prompts)
    .where(options.sharedOnly ? isShared() : undefined);
  return row ?? { free: 0, pro: 0, total: 0 };
}

/** A person's own prompts, oldest first, with their category names (the account export). */
export async function listPromptsByAuthor(authorId: string, q?: Queryable): Promise<PromptWithRefs[]> {
  const db = q ?? (await getDb());
  return withRefs(db)
    .where(eq(prompts.authorId, authorId))
    .orderBy(prompts.createdAt, prompts.id);
}

export async function countPromptsByAuthor(authorId: string, q?: Queryable): Promise<number> {
  const db = q ?? (await getDb());
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(prompts).where(eq(prompts.authorId, authorId));
  return row?.n ?? 0;
}

/** Remove every prompt of one author (their history goes with them); the shared counts follow the commit. */
export async function deletePromptsByAuthor(authorId: string, q?: Queryable): Promise<number> {
  const db = q ?? (await getDb());
  const rows = await db.delete(prompts).where(eq(prompts.authorId, authorId)).returning({ id: prompts.id });
  afterCommit(q, invalidatePromptCounts);
  return rows.length;
}

/** The shared library prompts curated for an onboarding role (spec P2 §2 step 4), most popular first. */
export async function listOnboardingPromptRows(q?: Queryable) {
  const db = q ?? (await getDb());
  return db
    .select({ id: prompts.id, title: prompts.title, description: prompts.description, accessLevel: prompts.accessLevel, forOnboard: prompts.forOnboard })
    .from(prompts)
    .where(and(isShared(), isNotNull(prompts.forOnboard)))
    .orderBy(desc(prompts.popularityScore), desc(prompts.createdAt), desc(prompts.id));
}
