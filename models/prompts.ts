import { and, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb, type Queryable } from '../lib/db';
import { categories, prompts, userCategories, type NewPromptRow, type PromptRow } from './schema';

export type PromptWithRefs = Omit<PromptRow, 'searchVector'> & {
  categoryName: string | null;
  userCategoryName: string | null;
};

export type PromptListFilter = {
  /** Whose view this is: visibility is applied for non-admins. */
  viewerId: string;
  viewerIsAdmin: boolean;
  onlyAuthorId?: string;
  accessLevel?: 'free' | 'pro';
  /** Prompts in custom categories owned by this user. */
  inCategoriesOfUserId?: string;
  categoryIds?: string[];
  userCategoryIds?: string[];
  search?: string;
  forOnboard?: string;
  page: number;
  pageSize: number;
};

const uc = alias(userCategories, 'uc');


function selection() {
  return {
    id: prompts.id,
    title: prompts.title,
    description: prompts.description,
    content: prompts.content,
    categoryId: prompts.categoryId,
    userCategoryId: prompts.userCategoryId,
    accessLevel: prompts.accessLevel,
    approved: prompts.approved,
    viewable: prompts.viewable,
    authorId: prompts.authorId,
    popularityScore: prompts.popularityScore,
    initialLoad: prompts.initialLoad,
    forOnboard: prompts.forOnboard,
    seedKey: prompts.seedKey,
    createdAt: prompts.createdAt,
    updatedAt: prompts.updatedAt,
    categoryName: categories.name,
    userCategoryName: uc.name,
  };
}

function whereFor(filter: PromptListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (!filter.viewerIsAdmin) {
    conditions.push(
      or(and(eq(prompts.approved, true), eq(prompts.viewable, 'public')), eq(prompts.authorId, filter.viewerId)),
    );
  }
  if (filter.onlyAuthorId) conditions.push(eq(prompts.authorId, filter.onlyAuthorId));
  if (filter.accessLevel) conditions.push(eq(prompts.accessLevel, filter.accessLevel));
  if (filter.inCategoriesOfUserId) {
    conditions.push(and(isNotNull(prompts.userCategoryId), eq(uc.userId, filter.inCategoriesOfUserId)));
  }
  const picked: SQL[] = [];
  if (filter.categoryIds?.length) picked.push(inArray(prompts.categoryId, filter.categoryIds));
  if (filter.userCategoryIds?.length) picked.push(inArray(prompts.userCategoryId, filter.userCategoryIds));
  if (picked.length) conditions.push(or(...picked));
  if (filter.forOnboard) conditions.push(eq(prompts.forOnboard, filter.forOnboard));
  if (filter.search) {
    // Full-text match, or a trigram match on the title so a typo still finds the prompt.
    conditions.push(
      or(
        sql`${prompts.searchVector} @@ websearch_to_tsquery('english', ${filter.search})`,
        sql`word_similarity(lower(${filter.search}), lower(${prompts.title})) >= 0.3`,
      ),
    );
  }
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}

export async function listPrompts(
  filter: PromptListFilter,
  q?: Queryable,
): Promise<{ rows: PromptWithRefs[]; total: number }> {
  const db = q ?? (await getDb());
  const where = whereFor(filter);
  const [countRow] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(prompts)
    .leftJoin(uc, eq(uc.id, prompts.userCategoryId))
    .where(where);
  const total = countRow?.n ?? 0;
  const order: SQL[] = [];
  if (filter.search) {
    order.push(
      desc(
        sql`ts_rank_cd(${prompts.searchVector}, websearch_to_tsquery('english', ${filter.search})) + word_similarity(lower(${filter.search}), lower(${prompts.title}))`,
      ),
    );
  }
  order.push(desc(prompts.popularityScore), desc(prompts.createdAt), desc(prompts.id));
  const rows = await db
    .select(selection())
    .from(prompts)
    .leftJoin(categories, eq(categories.id, prompts.categoryId))
    .leftJoin(uc, eq(uc.id, prompts.userCategoryId))
    .where(where)
    .orderBy(...order)
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return { rows, total };
}

export async function findPromptById(id: string, q?: Queryable): Promise<PromptWithRefs | null> {
  const db = q ?? (await getDb());
  const [row] = await db
    .select(selection())
    .from(prompts)
    .leftJoin(categories, eq(categories.id, prompts.categoryId))
    .leftJoin(uc, eq(uc.id, prompts.userCategoryId))
    .where(eq(prompts.id, id))
    .limit(1);
  return row ?? null;
}

/** Insert or refresh library prompts by their seed key (idempotent seeding). */
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
    })
    .returning({ id: prompts.id });
  return result.length;
}

export async function insertPrompts(rows: NewPromptRow[], q?: Queryable): Promise<void> {
  if (!rows.length) return;
  const db = q ?? (await getDb());
  await db.insert(prompts).values(rows);
}

export async function countPromptsByAccess(q?: Queryable): Promise<{ free: number; pro: number; total: number }> {
  const db = q ?? (await getDb());
  const [row] = await db
    .select({
      free: sql<number>`count(*) filter (where ${prompts.accessLevel} = 'free')::int`,
      pro: sql<number>`count(*) filter (where ${prompts.accessLevel} = 'pro')::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(prompts);
  return row ?? { free: 0, pro: 0, total: 0 };
}
