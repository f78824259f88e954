import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { seedJunkVocabulary, seedLibrary } from '@/lib/seed';
import { scoreTypoSuite, TYPO_TARGETS, type TypoCase } from '@/lib/seed/typo-suite';
import { listPromptRows } from '@/models/prompts';
import { buildSearch } from '@/models/prompt-search';

// The typo suite (bench/typo-suite.json: 300 searches with a typo in one word or in every word, each
// with the template it is meant to find) on the seeded library crowded by 100,000 made-up words,
// codes and names, as real imports bring. `npm run bench` runs the same suite at 100,000 and
// 1,000,000 prompts through the API, with its latency.

const suite = JSON.parse(fs.readFileSync('bench/typo-suite.json', 'utf8')) as { cases: TypoCase[] };
const keyOf = new Map<string, string>();

beforeAll(async () => {
  const db = await getDb();
  await seedLibrary(db);
  await seedJunkVocabulary(db, 100_000);
  const { rows } = (await db.execute(sql`select id, seed_key from prompts where seed_key is not null`)) as unknown as { rows: { id: string; seed_key: string }[] };
  for (const r of rows) keyOf.set(r.id, r.seed_key);
}, 300_000);

async function rankOf(search: string, key: string): Promise<number | null> {
  // As GET /api/prompts searches: the words as typed first where a known word was widened.
  const built = (await buildSearch(search, null)) ?? {};
  const { rows } = await listPromptRows({ viewerId: 'typo-suite', viewerIsAdmin: false, page: 1, pageSize: 5, ...built });
  const at = rows.findIndex((r) => keyOf.get(r.id) === key);
  return at < 0 ? null : at;
}

describe('the typo suite', () => {
  it('has 300 searches, half of them with a typo in every word', () => {
    expect(suite.cases).toHaveLength(300);
    expect(suite.cases.filter((c) => c.typos.every(Boolean)).length).toBeGreaterThanOrEqual(150);
  });

  it(`finds the intended template first in ≥ ${TYPO_TARGETS.top1 * 100} % and among the first five in ≥ ${TYPO_TARGETS.top5 * 100} %`, async () => {
    const ranks: (number | null)[] = [];
    const misses: string[] = [];
    for (const c of suite.cases) {
      const rank = await rankOf(c.query, c.key);
      ranks.push(rank);
      if (rank !== 0) misses.push(`${c.query} → ${c.key} (${rank === null ? 'not in the first five' : `#${rank + 1}`})`);
    }
    const score = scoreTypoSuite(suite.cases, ranks);
    console.log(`typo suite: top-1 ${score.top1}, top-5 ${score.top5}; not first: ${misses.join('; ')}`);
    expect(score.top5).toBeGreaterThanOrEqual(TYPO_TARGETS.top5);
    expect(score.top1).toBeGreaterThanOrEqual(TYPO_TARGETS.top1);
  }, 300_000);

  it('spelled right, every search ranks its template first (the suite is sound)', async () => {
    const wrong = [];
    for (const c of suite.cases) if ((await rankOf(c.correct, c.key)) !== 0) wrong.push(c.correct);
    expect(wrong).toEqual([]);
  }, 300_000);
});
