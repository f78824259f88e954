import { and, desc, eq, inArray } from 'drizzle-orm';
import { getDb, type Queryable } from '../lib/db';
import { importJobs, prompts, type ImportJobRow } from './schema';
import { invalidatePromptCounts } from './prompt-counts';

// Background imports (docs/import-export.md#large-files): one row per import, read by the dialog
// and the account page for its progress and result. Data access only.

export type ImportJobPatch = Partial<Omit<ImportJobRow, 'id' | 'userId' | 'createdAt' | 'idempotencyKey' | 'filename'>>;

export async function insertImportJob(values: { userId: string; filename: string; onError: 'stop' | 'skip'; fileBytes: number; idempotencyKey: string | null }): Promise<ImportJobRow> {
  const db = await getDb();
  const [row] = await db.insert(importJobs).values(values).returning();
  return row!;
}

export async function findImportJob(userId: string, id: string): Promise<ImportJobRow | null> {
  const db = await getDb();
  const [row] = await db.select().from(importJobs).where(and(eq(importJobs.userId, userId), eq(importJobs.id, id)));
  return row ?? null;
}

export async function findImportJobByKey(userId: string, key: string): Promise<ImportJobRow | null> {
  const db = await getDb();
  const [row] = await db.select().from(importJobs).where(and(eq(importJobs.userId, userId), eq(importJobs.idempotencyKey, key)));
  return row ?? null;
}

/** The newest first. */
export async function listImportJobs(userId: string, limit: number): Promise<ImportJobRow[]> {
  const db = await getDb();
  return db.select().from(importJobs).where(eq(importJobs.userId, userId)).orderBy(desc(importJobs.createdAt)).limit(limit);
}

export async function updateImportJob(id: string, patch: ImportJobPatch, q?: Queryable): Promise<void> {
  const db = q ?? (await getDb());
  await db.update(importJobs).set({ ...patch, updatedAt: new Date() }).where(eq(importJobs.id, id));
}

/** Removes prompts an import wrote before it failed (its own, by id). */
export async function deletePromptsOfImport(authorId: string, ids: string[]): Promise<void> {
  if (!ids.length) return;
  const db = await getDb();
  for (let at = 0; at < ids.length; at += 1000) await db.delete(prompts).where(and(eq(prompts.authorId, authorId), inArray(prompts.id, ids.slice(at, at + 1000))));
  invalidatePromptCounts();
}
