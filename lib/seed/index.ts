import { inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../db';
import { ensureCategories } from '../../models/categories';
import { upsertSeedPrompts } from '../../models/prompts';
import { prompts, type NewPromptRow } from '../../models/schema';
import { CATEGORY_NAMES, composeContent, type LibraryPrompt } from './compose';
import { freeOne } from './library/free-1';
import { freeTwo } from './library/free-2';
import { freeThree } from './library/free-3';
import { proOne } from './library/pro-1';
import { proTwo } from './library/pro-2';

export const LIBRARY: LibraryPrompt[] = [...freeOne, ...freeTwo, ...freeThree, ...proOne, ...proTwo];

// A stable pseudo-random popularity from the key, so the seeded order looks lived-in but never changes.
function popularityOf(key: string): number {
  let hash = 0;
  for (const ch of key) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return 20 + (hash % 480);
}

/** Seed system categories and the prompt library. Safe to run any number of times. */
export async function seedLibrary(db: Queryable): Promise<{ categories: number; prompts: number }> {
  const byName = await ensureCategories([...CATEGORY_NAMES], db);
  const rows = LIBRARY.map((p): NewPromptRow & { seedKey: string } => {
    const category = byName.get(p.category);
    if (!category) throw new Error(`Seed prompt ${p.key} names unknown category ${p.category}`);
    return {
      seedKey: p.key,
      title: p.title,
      description: p.description,
      content: composeContent(p),
      categoryId: category.id,
      accessLevel: p.pro ? 'pro' : 'free',
      approved: true,
      viewable: 'public',
      popularityScore: popularityOf(p.key),
      forOnboard: p.onboard ?? null,
      initialLoad: true,
    };
  });
  const count = await upsertSeedPrompts(rows, db);
  return { categories: byName.size, prompts: count };
}

const SYNTHETIC_WORDS =
  'plan draft review summary outline checklist email report strategy campaign launch customer team budget roadmap analysis brief guide audit proposal pitch update policy training workshop'.split(
    ' ',
  );

/** Add `count` synthetic prompts for benchmarks (keys synthetic-1..N, so reruns add nothing twice). */
export async function seedSynthetic(db: Queryable, count: number, onProgress?: (done: number) => void): Promise<number> {
  const categoryRows = [...(await ensureCategories([...CATEGORY_NAMES], db)).values()];
  const batchSize = 1000;
  let inserted = 0;
  for (let start = 1; start <= count; start += batchSize) {
    const batch: NewPromptRow[] = [];
    for (let i = start; i < Math.min(start + batchSize, count + 1); i++) {
      const w = (n: number) => SYNTHETIC_WORDS[(i * n) % SYNTHETIC_WORDS.length]!;
      batch.push({
        seedKey: `synthetic-${i}`,
        title: `Synthetic ${w(7)} ${w(13)} ${i}`,
        description: `A generated ${w(3)} prompt about ${w(5)} and ${w(11)} for load testing.`,
        content: `Write a ${w(3)} for !<Company name>! covering ${w(5)}, ${w(11)} and ${w(17)}. Tone: !|formal, friendly|!.`,
        categoryId: categoryRows[i % categoryRows.length]!.id,
        accessLevel: i % 4 === 0 ? 'pro' : 'free',
        approved: true,
        viewable: 'public',
        popularityScore: i % 500,
      });
    }
    const result = await db.insert(prompts).values(batch).onConflictDoNothing({ target: prompts.seedKey }).returning({ id: prompts.id });
    inserted += result.length;
    onProgress?.(Math.min(start + batchSize - 1, count));
  }
  return inserted;
}

export async function countSeededPrompts(db: Queryable): Promise<number> {
  const keys = LIBRARY.map((p) => p.key);
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(prompts).where(inArray(prompts.seedKey, keys));
  return row?.n ?? 0;
}
