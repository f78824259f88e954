import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type Queryable } from '../lib/db';
import { categories, prompts, userCategories, type CategoryRow, type UserCategoryRow } from './schema';
import { lockUserRow } from './users';

export async function listCategories(q?: Queryable): Promise<CategoryRow[]> {
  const db = q ?? (await getDb());
  return db.select().from(categories).orderBy(asc(categories.name));
}

/** Insert the named categories that are missing; answer every one by name. */
export async function ensureCategories(names: string[], q?: Queryable): Promise<Map<string, CategoryRow>> {
  const db = q ?? (await getDb());
  if (names.length) {
    await db
      .insert(categories)
      .values(names.map((name) => ({ name })))
      .onConflictDoNothing({ target: categories.name });
  }
  const rows = await db.select().from(categories);
  return new Map(rows.map((r) => [r.name, r]));
}

export type UserCategoryWithCount = UserCategoryRow & { promptCount: number };

export async function listUserCategories(userId: string, q?: Queryable): Promise<UserCategoryWithCount[]> {
  const db = q ?? (await getDb());
  return db
    .select({
      id: userCategories.id,
      userId: userCategories.userId,
      name: userCategories.name,
      description: userCategories.description,
      color: userCategories.color,
      order: userCategories.order,
      createdAt: userCategories.createdAt,
      // Spelled out: inside a subquery drizzle writes bare column names, and a bare "id" would be the prompt's.
      promptCount: sql<number>`(select count(*)::int from "prompts" p where p."user_category_id" = "user_categories"."id")`,
    })
    .from(userCategories)
    .where(eq(userCategories.userId, userId))
    .orderBy(asc(userCategories.order), asc(userCategories.createdAt));
}

export async function findCategory(id: string, q?: Queryable): Promise<CategoryRow | null> {
  const db = q ?? (await getDb());
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
  return row ?? null;
}

export async function findUserCategory(id: string, q?: Queryable): Promise<UserCategoryRow | null> {
  const db = q ?? (await getDb());
  const [row] = await db.select().from(userCategories).where(eq(userCategories.id, id)).limit(1);
  return row ?? null;
}

/** Insert at the end of the user's order. Creates of one user take turns (the user row is their lock), so no two get the same order. */
export async function insertUserCategory(values: { userId: string; name: string; description: string | null; color: string }, q?: Queryable): Promise<UserCategoryRow> {
  const db = q ?? (await getDb());
  return db.transaction(async (tx) => {
    await lockUserRow(values.userId, tx);
    const [last] = await tx.select({ max: sql<number>`coalesce(max(${userCategories.order}), 0)::int` }).from(userCategories).where(eq(userCategories.userId, values.userId));
    const [row] = await tx.insert(userCategories).values({ ...values, order: (last?.max ?? 0) + 1 }).returning();
    return row!;
  });
}

export async function findUserCategoryByName(userId: string, name: string, q?: Queryable): Promise<UserCategoryRow | null> {
  const db = q ?? (await getDb());
  const [row] = await db
    .select()
    .from(userCategories)
    .where(sql`${userCategories.userId} = ${userId} and lower(${userCategories.name}) = ${name.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

/** False when the category is gone. A name taken meanwhile throws a unique violation (see isUniqueViolation). */
export async function renameUserCategory(id: string, name: string, q?: Queryable): Promise<boolean> {
  const db = q ?? (await getDb());
  const rows = await db.update(userCategories).set({ name }).where(eq(userCategories.id, id)).returning({ id: userCategories.id });
  return rows.length > 0;
}

/** False when it was already gone. A prompt filed meanwhile throws a foreign-key violation (see isForeignKeyViolation). */
export async function deleteUserCategory(id: string, q?: Queryable): Promise<boolean> {
  const db = q ?? (await getDb());
  const rows = await db.delete(userCategories).where(eq(userCategories.id, id)).returning({ id: userCategories.id });
  return rows.length > 0;
}

export async function countPromptsInUserCategory(id: string, q?: Queryable): Promise<number> {
  const db = q ?? (await getDb());
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(prompts).where(eq(prompts.userCategoryId, id));
  return row?.n ?? 0;
}

/**
 * Set many orders at once. The user's rows are locked in id order first and then written by one
 * statement: row-by-row updates in request order deadlocked when two reorders listed the rows in
 * different orders.
 */
export async function setUserCategoryOrders(userId: string, orders: { id: string; order: number }[], q?: Queryable): Promise<void> {
  if (!orders.length) return;
  const db = q ?? (await getDb());
  await db.transaction(async (tx) => {
    await tx.select({ id: userCategories.id }).from(userCategories).where(eq(userCategories.userId, userId)).orderBy(asc(userCategories.id)).for('update');
    const values = sql.join(
      orders.map(({ id, order }) => sql`(${id}::uuid, ${order}::int)`),
      sql`, `,
    );
    await tx.execute(
      sql`update ${userCategories} set "order" = v.ord from (values ${values}) as v(id, ord)
          where ${userCategories.id} = v.id and ${userCategories.userId} = ${userId}`,
    );
  });
}

/**
 * Delete those of `ids` that belong to `userId` and hold no prompt, in one statement; answers the
 * ids deleted. A prompt filed under one of them meanwhile makes the foreign key refuse the whole
 * statement (the caller reports it as 'contains prompts').
 */
export async function deleteEmptyUserCategories(userId: string, ids: string[], q?: Queryable): Promise<string[]> {
  const db = q ?? (await getDb());
  const rows = await db
    .delete(userCategories)
    .where(
      and(
        eq(userCategories.userId, userId),
        inArray(userCategories.id, ids),
        sql`not exists (select 1 from "prompts" p where p."user_category_id" = "user_categories"."id")`,
      ),
    )
    .returning({ id: userCategories.id });
  return rows.map((r) => r.id);
}
