import { afterCommit, getDb, type Queryable } from '../lib/db';
import { invalidatePromptCounts } from './prompt-counts';
import { prompts, type NewPromptRow } from './schema';

// Writes of the prompt import: many prompts in one statement, inside the caller's
// transaction, so an import creates all of its prompts or none.

export async function insertImportedPrompts(rows: NewPromptRow[], q?: Queryable): Promise<{ id: string; title: string }[]> {
  if (!rows.length) return [];
  const db = q ?? (await getDb());
  const inserted = await db.insert(prompts).values(rows).returning({ id: prompts.id, title: prompts.title });
  afterCommit(q, invalidatePromptCounts);
  return inserted;
}
