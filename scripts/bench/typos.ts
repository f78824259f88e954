import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../lib/db';
import { scoreTypoSuite, TYPO_TARGETS, type TypoCase } from '../../lib/seed/typo-suite';

// The typo suite in `npm run bench` (bench/typo-suite.json, lib/seed/typo-suite.ts): each of its 300
// searches once through the API, 10 at a time, with caches as cold as a new search finds them; where
// its template ranks, and how long each answer took. The server is warmed first with 10 searches of a word
// no query of the suite holds and 10 plain listings: a new process's first requests open its database
// connections, prepare the route, the library's count and the list's query shapes (its first ten answers
// were the suite's ten slowest, 110–120 ms in-process), which a server in service has done long before;
// what the suite's words find is still new to every cache.

export type TypoResults = { queries: number; top1: number; top5: number; p50: number; p99: number; words: number; prompts: number };

export async function typoSuite(base: string, auth: Record<string, string>, db: Queryable): Promise<TypoResults> {
  const { cases } = JSON.parse(fs.readFileSync('bench/typo-suite.json', 'utf8')) as { cases: TypoCase[] };
  const keys = (await db.execute(sql`select id, seed_key from prompts where seed_key = any(${`{${cases.map((c) => c.key).join(',')}}`}::text[])`)) as unknown as {
    rows: { id: string; seed_key: string }[];
  };
  const keyOf = new Map(keys.rows.map((r) => [r.id, r.seed_key]));
  const warmUp = 'zymurgies';
  if (cases.some((c) => c.query.toLowerCase().includes(warmUp.slice(0, 4)))) throw new Error('typo suite: the warm-up word is part of a query');
  for (const path of [`/api/prompts?search=${warmUp}`, '/api/prompts']) {
    await Promise.all(Array.from({ length: 10 }, () => fetch(`${base}${path}`, { headers: auth }).then((res) => res.arrayBuffer())));
  }
  const ranks: (number | null)[] = new Array(cases.length).fill(null);
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < cases.length) {
        const i = next++;
        const started = performance.now();
        const res = await fetch(`${base}/api/prompts?search=${encodeURIComponent(cases[i]!.query)}`, { headers: auth });
        const body = (await res.json()) as { prompts?: { _id: string }[] };
        times.push(performance.now() - started);
        if (!res.ok || !body.prompts) throw new Error(`typo suite: ${res.status} for "${cases[i]!.query}"`);
        const at = body.prompts.slice(0, 5).findIndex((p) => keyOf.get(p._id) === cases[i]!.key);
        ranks[i] = at < 0 ? null : at;
      }
    }),
  );
  times.sort((a, b) => a - b);
  const pct = (p: number) => Math.round(times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!);
  const size = (await db.execute(sql`select (select count(*) from search_terms)::int as words, (select count(*) from prompts)::int as prompts`)) as unknown as {
    rows: { words: number; prompts: number }[];
  };
  return { ...scoreTypoSuite(cases, ranks), p50: pct(50), p99: pct(99), words: size.rows[0]!.words, prompts: size.rows[0]!.prompts };
}

const mark = (ok: boolean) => (ok ? '✓' : '✗');

export function printTypos(label: string, t: TypoResults | undefined) {
  if (!t) return;
  console.log(
    `typo suite ${label} (${t.prompts.toLocaleString('en-US')} prompts, ${t.words.toLocaleString('en-US')} known words): top-1 ${t.top1} (target ≥ ${TYPO_TARGETS.top1}) ${mark(t.top1 >= TYPO_TARGETS.top1)}, top-5 ${t.top5} (target ≥ ${TYPO_TARGETS.top5}) ${mark(t.top5 >= TYPO_TARGETS.top5)}; each search once, cold, 10 at a time: p50 ${t.p50} ms, p99 ${t.p99} ms (targets < 40, < 100) ${mark(t.p50 < 40 && t.p99 < 100)}`,
  );
}
