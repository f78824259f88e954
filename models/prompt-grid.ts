import { and, asc, count, desc, eq, gte, ilike, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { containsPattern } from './text-match';
import { getDb, type Queryable } from '../lib/db';
import type { GridSort } from '../lib/dto/admin';
import { categories, prompts, userCategories, users } from './schema';

// The admin prompt grid (spec P2 §2, §3 "Grid filters"): every prompt, filtered, sorted
// and paged in SQL.

export type GridQuery = {
  title?: string;
  description?: string;
  author?: string;
  authorId?: string;
  category?: string;
  approved?: boolean;
  accessLevel?: 'free' | 'pro';
  from?: Date | null;
  /** Public prompts not yet approved (the moderation shortcut); sorted oldest first by the service. */
  awaitingApproval?: boolean;
  sort: GridSort;
  sortDirection: 'asc' | 'desc';
  offset: number;
  limit: number;
};


const SORT_COLUMNS: Record<GridSort, AnyPgColumn> = {
  title: prompts.title,
  description: prompts.description,
  author: users.name,
  category: categories.name,
  approved: prompts.approved,
  accessLevel: prompts.accessLevel,
  usageCount: prompts.popularityScore,
  createdAt: prompts.createdAt,
  updatedAt: prompts.updatedAt,
};

function whereOf(g: GridQuery): SQL | undefined {
  return and(
    g.title ? ilike(prompts.title, containsPattern(g.title)) : undefined,
    g.description ? ilike(prompts.description, containsPattern(g.description)) : undefined,
    g.author ? or(ilike(users.name, containsPattern(g.author)), ilike(users.email, containsPattern(g.author))) : undefined,
    g.authorId ? eq(prompts.authorId, g.authorId) : undefined,
    g.category ? or(eq(prompts.categoryId, g.category), eq(prompts.userCategoryId, g.category)) : undefined,
    g.approved !== undefined ? eq(prompts.approved, g.approved) : undefined,
    g.accessLevel ? eq(prompts.accessLevel, g.accessLevel) : undefined,
    g.from ? gte(prompts.createdAt, g.from) : undefined,
    g.awaitingApproval ? and(eq(prompts.viewable, 'public'), eq(prompts.approved, false)) : undefined,
  );
}

export async function listGridPrompts(g: GridQuery, q?: Queryable) {
  const db = q ?? (await getDb());
  const where = whereOf(g);
  const direction = g.sortDirection === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: prompts.id,
        title: prompts.title,
        description: prompts.description,
        content: prompts.content,
        authorId: prompts.authorId,
        authorName: users.name,
        authorEmail: users.email,
        categoryId: prompts.categoryId,
        categoryName: categories.name,
        userCategoryId: prompts.userCategoryId,
        userCategoryName: userCategories.name,
        approved: prompts.approved,
        accessLevel: prompts.accessLevel,
        viewable: prompts.viewable,
        usageCount: prompts.popularityScore,
        createdAt: prompts.createdAt,
        updatedAt: prompts.updatedAt,
      })
      .from(prompts)
      .leftJoin(users, eq(users.id, prompts.authorId))
      .leftJoin(categories, eq(categories.id, prompts.categoryId))
      .leftJoin(userCategories, eq(userCategories.id, prompts.userCategoryId))
      .where(where)
      .orderBy(direction(SORT_COLUMNS[g.sort]), direction(prompts.id))
      .limit(g.limit)
      .offset(g.offset),
    db
      .select({ n: count() })
      .from(prompts)
      .leftJoin(users, eq(users.id, prompts.authorId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type GridPromptRow = Awaited<ReturnType<typeof listGridPrompts>>['rows'][number];
