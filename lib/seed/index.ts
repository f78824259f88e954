import { inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../db';
import { ensureCategories } from '../../models/categories';
import { upsertSeedPrompts } from '../../models/prompts';
import { foldSearchTerms } from '../../models/prompt-search';
import { prompts, type NewPromptRow, type UserRow } from '../../models/schema';
import { CATEGORY_NAMES, composeContent } from './compose';
import { junkWords, random } from './junk-words';
import { LIBRARY } from './templates';

export { LIBRARY };

// A stable pseudo-random popularity from the key, so the seeded order looks lived-in but never changes.
function popularityOf(key: string): number {
  let hash = 0;
  for (const ch of key) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return 20 + (hash % 480);
}

/**
 * Seed system categories and the prompt library. Safe to run any number of times: a rerun writes no
 * row (`written` 0). `prompts` is the library's size.
 */
export async function seedLibrary(db: Queryable): Promise<{ categories: number; prompts: number; written: number }> {
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
  // One statement: 800 rows × 11 columns stay far under PostgreSQL's 65,535 bound parameters.
  const written = await upsertSeedPrompts(rows, db);
  // The library's words into the search vocabulary's counts at once, rather than a search at a time.
  if (written) await foldSearchTerms(db);
  return { categories: byName.size, prompts: rows.length, written };
}

export const SYNTHETIC_WORDS =
  'plan draft review summary outline checklist email report strategy campaign launch customer team budget roadmap analysis brief guide audit proposal pitch update policy training workshop'.split(
    ' ',
  );

/**
 * Add `count` synthetic prompts for benchmarks (keys synthetic-1..N, so reruns add nothing twice).
 * Written by PostgreSQL itself from generate_series, 100,000 rows a statement, so a million rows
 * take minutes rather than an hour of round trips. Row i: six words and a popularity (0–499) drawn
 * from hashes of i, category i mod 17, pro when i is a multiple of 4.
 */
export async function seedSynthetic(db: Queryable, count: number, onProgress?: (done: number) => void): Promise<number> {
  const categoryIds = [...(await ensureCategories([...CATEGORY_NAMES], db)).values()].map((c) => c.id);
  const batchSize = 100_000;
  let inserted = 0;
  const words = sql`${`{${SYNTHETIC_WORDS.join(',')}}`}::text[]`;
  // Pseudo-random but repeatable: hashint4 spreads the words and the popularity independently, as
  // in a real library. (With both taken from i mod 25, every prompt of one popularity had the same
  // words, and a search walking the most popular prompts first met none or all of its matches.)
  const hash = (salt: number) => sql`(hashint4(i * 31 + ${salt}) & 2147483647)`;
  const w = (n: number) => sql`(${words})[(${hash(n)} % ${SYNTHETIC_WORDS.length}) + 1]`;
  for (let start = 1; start <= count; start += batchSize) {
    const end = Math.min(start + batchSize - 1, count);
    const result = await db.execute(sql`
      insert into prompts (seed_key, title, description, content, category_id, access_level, approved, viewable, popularity_score)
      select 'synthetic-' || i,
             'Synthetic ' || ${w(7)} || ' ' || ${w(13)} || ' ' || i,
             'A generated ' || ${w(3)} || ' prompt about ' || ${w(5)} || ' and ' || ${w(11)} || ' for load testing.',
             'Write a ' || ${w(3)} || ' for !<Company name>! covering ' || ${w(5)} || ', ' || ${w(11)} || ' and ' || ${w(17)} || '. Tone: !|formal, friendly|!.',
             (${`{${categoryIds.join(',')}}`}::uuid[])[(i % ${categoryIds.length}) + 1],
             case when i % 4 = 0 then 'pro' else 'free' end,
             true, 'public', ${hash(0)} % 500
      from generate_series(${start}::int, ${end}::int) as i
      on conflict (seed_key) do nothing`);
    inserted += (result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as unknown as { affectedRows?: number }).affectedRows ?? 0;
    onProgress?.(end);
  }
  return inserted;
}

/**
 * Shared prompts that bring `words` made-up words, codes and names into the vocabulary, as real imports
 * do, each in one to three prompts (keys junk-1..N, 15 words a prompt, so reruns add nothing twice): the
 * typo suite's crowd.
 */
export async function seedJunkVocabulary(db: Queryable, words: number): Promise<number> {
  // Each word in one, two or three prompts, as an import's names and codes recur; spread at random
  // (repeatably), so a prompt holds fifteen different ones.
  const distinct = junkWords(words);
  const next = random(97);
  const junk = distinct.flatMap((w, i) => Array.from({ length: 1 + (i % 3) }, () => w));
  for (let i = junk.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [junk[i], junk[j]] = [junk[j]!, junk[i]!];
  }
  const categoryIds = [...(await ensureCategories([...CATEGORY_NAMES], db)).values()].map((c) => c.id);
  const rows: (NewPromptRow & { seedKey: string })[] = [];
  for (let i = 0; i < junk.length; i += 15) {
    const some = junk.slice(i, i + 15);
    rows.push({ seedKey: `junk-${i / 15 + 1}`, title: `${some[0]} ${some[1] ?? ''}`.trim(), description: some.slice(2, 6).join(' ') || 'Imported.', content: some.join(' '), categoryId: categoryIds[(i / 15) % categoryIds.length]!, accessLevel: 'free', approved: true, viewable: 'public' });
  }
  let inserted = 0;
  for (let i = 0; i < rows.length; i += 2000) {
    const result = await db.insert(prompts).values(rows.slice(i, i + 2000)).onConflictDoNothing({ target: prompts.seedKey }).returning({ id: prompts.id });
    inserted += result.length;
  }
  await foldSearchTerms(db);
  return inserted;
}

/**
 * The bench's person with a big library of their own (issue #28): `count` prompts by `userId`, written
 * by PostgreSQL like seedSynthetic, a fifth of them in the person's own categories (`userCategoryIds`),
 * most private, some shared and awaiting review, each about 2.5 KB with made-up words beside common ones
 * (their own vocabulary, as imports bring). Keys personal-{userId}-1..N, so reruns add nothing twice.
 */
/** About 2.3 KB of a real prompt's instructions, so the person's prompts weigh what imported ones do. */
const LONG_PARAGRAPH = 'Keep the answer specific to the audience, name the trade-offs, and end with the next step the reader should take.';

export async function seedPersonalPrompts(db: Queryable, userId: string, count: number, userCategoryIds: string[]): Promise<number> {
  const categoryIds = [...(await ensureCategories([...CATEGORY_NAMES], db)).values()].map((c) => c.id);
  const words = sql`${`{${SYNTHETIC_WORDS.join(',')}}`}::text[]`;
  const junk = sql`${`{${junkWords(20_000, 11).join(',')}}`}::text[]`;
  const hash = (salt: number) => sql`(hashint4(i * 37 + ${salt}) & 2147483647)`;
  const w = (n: number) => sql`(${words})[(${hash(n)} % ${SYNTHETIC_WORDS.length}) + 1]`;
  const j = (n: number) => sql`(${junk})[(${hash(n)} % 20000) + 1]`;
  // A fifth in the person's own categories (a prompt has a system category or an own one).
  const own = userCategoryIds.length ? sql`case when i % 5 = 0` : sql`case when false`;
  const result = await db.execute(sql`
    insert into prompts (seed_key, title, description, content, category_id, user_category_id, access_level, approved, viewable, author_id, popularity_score, created_at)
    select 'personal-' || ${userId} || '-' || i,
           'My ' || ${w(7)} || ' ' || ${j(13)} || ' ' || i,
           'For ' || ${j(3)} || ': a ' || ${w(5)} || ' I use.',
           'Draft a ' || ${w(3)} || ' for !<Company name>! on ' || ${j(5)} || ', ' || ${j(11)} || ' and ' || ${w(17)} || '. Tone: !|formal, friendly|!.' || ${sql.raw(`repeat(' ${LONG_PARAGRAPH}', 18)`)},
           ${own} then null else (${`{${categoryIds.join(',')}}`}::uuid[])[(i % ${categoryIds.length}) + 1] end,
           ${own} then (${`{${userCategoryIds.join(',')}}`}::uuid[])[(i / 5 % ${Math.max(userCategoryIds.length, 1)}) + 1] end,
           'free', false, case when i % 10 = 0 then 'public' else 'private' end, ${userId}, ${hash(1)} % 50,
           now() - (i || ' minutes')::interval
    from generate_series(1, ${count}::int) as i
    on conflict (seed_key) do nothing`);
  await foldSearchTerms(db);
  return (result as unknown as { rowCount?: number }).rowCount ?? (result as unknown as { affectedRows?: number }).affectedRows ?? 0;
}

export async function countSeededPrompts(db: Queryable): Promise<number> {
  const keys = LIBRARY.map((p) => p.key);
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(prompts).where(inArray(prompts.seedKey, keys));
  return row?.n ?? 0;
}

// The account state of each of the spec's roles (P1 §6): the tests' personas (tests/factories.ts) and
// the bench's person with 10,000 prompts (scripts/bench/personal.ts) are made from the same.

const DAY = 86_400_000;
export type PersonaKind = 'free' | 'trial' | 'pro' | 'lifetime' | 'admin';

export const PERSONA_STATE: Record<PersonaKind, () => Partial<UserRow>> = {
  free: () => ({ freeExpiryDate: new Date(Date.now() - DAY) }),
  trial: () => ({}),
  pro: () => ({
    freeExpiryDate: new Date(Date.now() - DAY),
    subscriptionTier: 'pro',
    subscriptionStatus: 'active',
    billingCycle: 'monthly',
    subscriptionEndDate: new Date(Date.now() + 20 * DAY),
  }),
  lifetime: () => ({
    freeExpiryDate: new Date(Date.now() - DAY),
    subscriptionTier: 'pro',
    subscriptionStatus: 'active',
    billingCycle: 'lifetime',
    subscriptionId: `txn_lifetime_${Math.random().toString(36).slice(2)}`,
    subscriptionEndDate: null,
  }),
  admin: () => ({ role: 'admin', freeExpiryDate: new Date(Date.now() - DAY) }),
};

