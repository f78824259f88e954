import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { getDb, type Queryable } from '../lib/db';
import { categories, promptVersions, userCategories, type PromptRow, type PromptVersionRow } from './schema';

export type PromptVersionWithRefs = PromptVersionRow & { categoryName: string | null; userCategoryName: string | null };

/** How many replaced states a prompt keeps; older ones are dropped on save. */
export const VERSIONS_KEPT = 50;

/** Keep the state a save is about to replace, as the next version number of that prompt. */
export async function insertPromptVersion(previous: Omit<PromptRow, 'searchVector'>, savedById: string, q?: Queryable): Promise<PromptVersionRow> {
  const db = q ?? (await getDb());
  // The prompt row is locked by the caller's update, so two saves cannot take the same number.
  const [row] = await db
    .insert(promptVersions)
    .values({
      promptId: previous.id,
      version: sql`(select coalesce(max(${promptVersions.version}), 0) + 1 from ${promptVersions} where ${promptVersions.promptId} = ${previous.id})`,
      title: previous.title,
      description: previous.description,
      content: previous.content,
      categoryId: previous.categoryId,
      userCategoryId: previous.userCategoryId,
      accessLevel: previous.accessLevel,
      approved: previous.approved,
      viewable: previous.viewable,
      savedById,
    })
    .returning();
  await db.delete(promptVersions).where(and(eq(promptVersions.promptId, previous.id), lte(promptVersions.version, row!.version - VERSIONS_KEPT)));
  return row!;
}

/** Newest first, with the names of the categories that still exist. */
export async function listPromptVersions(promptId: string, q?: Queryable): Promise<PromptVersionWithRefs[]> {
  const db = q ?? (await getDb());
  const rows = await db
    .select({ version: promptVersions, categoryName: categories.name, userCategoryName: userCategories.name })
    .from(promptVersions)
    .leftJoin(categories, eq(categories.id, promptVersions.categoryId))
    .leftJoin(userCategories, eq(userCategories.id, promptVersions.userCategoryId))
    .where(eq(promptVersions.promptId, promptId))
    .orderBy(desc(promptVersions.version));
  return rows.map((r) => ({ ...r.version, categoryName: r.categoryName, userCategoryName: r.userCategoryName }));
}

export async function findPromptVersion(promptId: string, versionId: string, q?: Queryable): Promise<PromptVersionRow | null> {
  const db = q ?? (await getDb());
  const [row] = await db
    .select()
    .from(promptVersions)
    .where(and(eq(promptVersions.promptId, promptId), eq(promptVersions.id, versionId)))
    .limit(1);
  return row ?? null;
}
