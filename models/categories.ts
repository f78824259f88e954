import { asc, eq, sql } from 'drizzle-orm';
import { getDb, type Queryable } from '../lib/db';
import { categories, prompts, userCategories, type CategoryRow, type UserCategoryRow } from './schema';

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

export async function insertUserCategory(values: { userId: string; name: string; description: string | null; color: string }, q?: Queryable): Promise<UserCategoryRow> {
  const db = q ?? (await getDb());
  const [last] = await db.select({ max: sql<number>`coalesce(max(${userCategories.order}), 0)::int` }).from(userCategories).where(eq(userCategories.userId, values.userId));
  const [row] = await db.insert(userCategories).values({ ...values, order: (last?.max ?? 0) + 1 }).returning();
  return row!;
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

export async function renameUserCategory(id: string, name: string, q?: Queryable): Promise<void> {
  const db = q ?? (await getDb());
  await db.update(userCategories).set({ name }).where(eq(userCategories.id, id));
}

export async function deleteUserCategory(id: string, q?: Queryable): Promise<void> {
  const db = q ?? (await getDb());
  await db.delete(userCategories).where(eq(userCategories.id, id));
}

export async function countPromptsInUserCategory(id: string, q?: Queryable): Promise<number> {
  const db = q ?? (await getDb());
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(prompts).where(eq(prompts.userCategoryId, id));
  return row?.n ?? 0;
}

export async function setUserCategoryOrders(userId: string, orders: { id: string; order: number }[], q?: Queryable): Promise<void> {
  const db = q ?? (await getDb());
  await db.transaction(async (tx) => {
    for (const { id, order } of orders) {
      await tx.update(userCategories).set({ order }).where(sql`${userCategories.id} = ${id} and ${userCategories.userId} = ${userId}`);
    }
  });
}
