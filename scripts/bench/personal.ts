import { sql } from 'drizzle-orm';
import type { Queryable } from '../../lib/db';
import { PERSONA_STATE, seedPersonalPrompts } from '../../lib/seed';
import { foldSearchTerms } from '../../models/prompt-search';
import { userCategories } from '../../models/schema';
import { updateUser } from '../../models/users';
import { load } from './load';

// A person who owns 10,000 prompts, beside the million shared ones (issue #28): each API call and page
// they use, at 10 connections, and the worst call's figures. Target: p99 < 100 ms for every call.

export const PERSONAL_PROMPTS = 10_000;
export const PERSONAL_P99_TARGET = 100;
const SECONDS = 10;

type Call = { name: string; path: string; method?: 'GET' | 'POST'; body?: string; auth: 'cookie' | 'token' };
export type PersonalResults = {
  prompts: number;
  p50: number;
  p99: number;
  worst: string;
  calls: Record<string, { rps: number; p50: number; p99: number }>;
};

const callsFor = (rare: string): Call[] => [
  { name: 'Browse, only my prompts', path: '/api/prompts?showOnlyMyPrompts=true', auth: 'cookie' },
  { name: 'Browse, only my prompts, page 50', path: '/api/prompts?showOnlyMyPrompts=true&page=50', auth: 'cookie' },
  { name: 'Browse, only my categories', path: '/api/prompts?showOnlyMyCategories=true', auth: 'cookie' },
  { name: 'search my prompts', path: '/api/prompts?showOnlyMyPrompts=true&search=draft', auth: 'cookie' },
  // A word in one or two of their prompts: the walk through their rank index checks them all.
  { name: 'search my prompts, a rare word', path: `/api/prompts?showOnlyMyPrompts=true&search=${rare}`, auth: 'cookie' },
  { name: 'search everything, a rare word of mine', path: `/api/prompts?search=${rare}`, auth: 'cookie' },
  { name: 'search everything', path: '/api/prompts?search=campaign', auth: 'cookie' },
  { name: 'search, a typo', path: '/api/prompts?search=campaing', auth: 'cookie' },
  { name: 'home page', path: '/', auth: 'cookie' },
  { name: 'account page', path: '/account', auth: 'cookie' },
  { name: 'usage (account)', path: '/api/stats', auth: 'cookie' },
  { name: 'categories manager', path: '/api/user-categories', auth: 'cookie' },
  { name: 'extension search', path: '/api/prompts?search=draft', auth: 'token' },
  { name: 'MCP prompts/list', path: '/api/mcp', method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'prompts/list', params: {} }), auth: 'token' },
  {
    name: 'MCP search_prompts',
    path: '/api/mcp',
    method: 'POST',
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search_prompts', arguments: { query: 'draft' } } }),
    auth: 'token',
  },
];

/** Gives the signed-in person 10,000 prompts of their own and 12 categories, then measures every call. */
export async function personalFigures(base: string, db: Queryable, who: { cookie: string; userId: string }): Promise<PersonalResults> {
  await updateUser(who.userId, {
    ...PERSONA_STATE.pro(),
    emailVerified: true,
    onboardingStartedAt: new Date(),
    onboardingCompletedAt: new Date(),
    firstHomeVisitAt: new Date(),
  });
  const categories = await db
    .insert(userCategories)
    .values(Array.from({ length: 12 }, (_, i) => ({ userId: who.userId, name: `My area ${i + 1}`, order: i + 1 })))
    .returning({ id: userCategories.id });
  console.log(`[bench] personal: ${PERSONAL_PROMPTS.toLocaleString('en-US')} prompts of one person…`);
  await seedPersonalPrompts(db, who.userId, PERSONAL_PROMPTS, categories.map((c) => c.id));
  await foldSearchTerms(db);
  await db.execute(sql`analyze prompts`);
  await db.execute(sql`analyze user_search_terms`);
  // The server keeps a session's user row for 5 s (docs/auth.md): let it see the subscription.
  await new Promise((r) => setTimeout(r, 5500));
  const tokenRes = await fetch(`${base}/api/user/tokens`, {
    method: 'POST',
    headers: { cookie: who.cookie, origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench assistant' }),
  });
  if (tokenRes.status !== 201) throw new Error(`personal: creating a token answered ${tokenRes.status}: ${(await tokenRes.text()).slice(0, 200)}`);
  const { token } = (await tokenRes.json()) as { token: string };

  const rareWord = ((await db.execute(sql`select term from user_search_terms where user_id = ${who.userId} and docs between 1 and 2 and length(term) >= 6 order by term limit 1`)) as unknown as {
    rows: { term: string }[];
  }).rows[0]!.term;
  const calls: PersonalResults['calls'] = {};
  for (const call of callsFor(rareWord)) {
    const headers: Record<string, string> =
      call.auth === 'cookie'
        ? { cookie: who.cookie }
        : { authorization: `Bearer ${token}`, ...(call.method === 'POST' ? { 'content-type': 'application/json', accept: 'application/json, text/event-stream' } : {}) };
    const url = `${base}${call.path}`;
    const probe = await fetch(url, { method: call.method ?? 'GET', body: call.body, headers });
    if (!probe.ok) throw new Error(`personal: ${call.name} answered ${probe.status}: ${(await probe.text()).slice(0, 200)}`);
    console.log(`[bench] personal: ${call.name}: ${SECONDS} s at 10 connections…`);
    await load(url, headers, 2, call);
    const run = await load(url, headers, SECONDS, call);
    if (run.non2xx) throw new Error(`personal: ${call.name}: ${run.non2xx} non-2xx answers`);
    calls[call.name] = { rps: Math.round(run.requests.average), p50: run.latency.p50, p99: run.latency.p99 };
  }
  const worst = Object.entries(calls).sort((a, b) => b[1].p99 - a[1].p99)[0]!;
  return { prompts: PERSONAL_PROMPTS, p50: Math.max(...Object.values(calls).map((c) => c.p50)), p99: worst[1].p99, worst: worst[0], calls };
}

export function printPersonal(p: PersonalResults | undefined) {
  if (!p) return;
  console.log(`\nA person with ${p.prompts.toLocaleString('en-US')} prompts of their own (target: every call p99 < ${PERSONAL_P99_TARGET} ms):`);
  console.table(Object.fromEntries(Object.entries(p.calls).map(([name, c]) => [name, { ...c, met: c.p99 < PERSONAL_P99_TARGET ? '✓' : '✗' }])));
  console.log(`worst call: ${p.worst}, p99 ${p.p99} ms ${p.p99 < PERSONAL_P99_TARGET ? '✓' : '✗'}; highest p50 ${p.p50} ms`);
}
