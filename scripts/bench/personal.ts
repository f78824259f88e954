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
  /** The same pages for a person with 10 prompts, measured in the same run. */
  control?: { prompts: number; calls: Record<string, { rps: number; p50: number; p99: number }> };
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

type Person = { cookie: string; userId: string };

/** A pro person who finished onboarding, with 12 categories and `count` prompts of their own, and an API token. */
async function preparePerson(base: string, db: Queryable, who: Person, count: number): Promise<string> {
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
  console.log(`[bench] personal: ${count.toLocaleString('en-US')} prompts of one person…`);
  await seedPersonalPrompts(db, who.userId, count, categories.map((c) => c.id));
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
  return ((await tokenRes.json()) as { token: string }).token;
}

async function measureCalls(base: string, calls: Call[], who: Person, token: string, label = ''): Promise<PersonalResults['calls']> {
  const figures: PersonalResults['calls'] = {};
  for (const call of calls) {
    const headers: Record<string, string> =
      call.auth === 'cookie'
        ? { cookie: who.cookie }
        : { authorization: `Bearer ${token}`, ...(call.method === 'POST' ? { 'content-type': 'application/json', accept: 'application/json, text/event-stream' } : {}) };
    const url = `${base}${call.path}`;
    const probe = await fetch(url, { method: call.method ?? 'GET', body: call.body, headers });
    if (!probe.ok) throw new Error(`personal: ${call.name} answered ${probe.status}: ${(await probe.text()).slice(0, 200)}`);
    console.log(`[bench] personal${label}: ${call.name}: ${SECONDS} s at 10 connections…`);
    await load(url, headers, 2, call);
    const run = await load(url, headers, SECONDS, call);
    if (run.non2xx) throw new Error(`personal: ${call.name}: ${run.non2xx} non-2xx answers`);
    figures[call.name] = { rps: Math.round(run.requests.average), p50: run.latency.p50, p99: run.latency.p99 };
  }
  return figures;
}

/** The calls also measured for a person with 10 prompts: what any page or listing costs on this machine. */
const CONTROL_CALLS = ['home page', 'account page', 'usage (account)', 'MCP prompts/list'];
const CONTROL_PROMPTS = 10;

/**
 * Gives the signed-in person 10,000 prompts of their own and 12 categories, then measures every call;
 * with `control` (another new person), the same pages for one with 10 prompts beside them.
 */
export async function personalFigures(base: string, db: Queryable, who: Person, control?: Person): Promise<PersonalResults> {
  const token = await preparePerson(base, db, who, PERSONAL_PROMPTS);
  const rareWord = ((await db.execute(sql`select term from user_search_terms where user_id = ${who.userId} and docs between 1 and 2 and length(term) >= 6 order by term limit 1`)) as unknown as {
    rows: { term: string }[];
  }).rows[0]!.term;
  const all = callsFor(rareWord);
  const calls = await measureCalls(base, all, who, token);
  let withFew: PersonalResults['control'];
  if (control) {
    const controlToken = await preparePerson(base, db, control, CONTROL_PROMPTS);
    withFew = { prompts: CONTROL_PROMPTS, calls: await measureCalls(base, all.filter((c) => CONTROL_CALLS.includes(c.name)), control, controlToken, `, ${CONTROL_PROMPTS} prompts`) };
  }
  const worst = Object.entries(calls).sort((a, b) => b[1].p99 - a[1].p99)[0]!;
  return { prompts: PERSONAL_PROMPTS, p50: Math.max(...Object.values(calls).map((c) => c.p50)), p99: worst[1].p99, worst: worst[0], calls, ...(withFew ? { control: withFew } : {}) };
}

export function printPersonal(p: PersonalResults | undefined) {
  if (!p) return;
  console.log(`\nA person with ${p.prompts.toLocaleString('en-US')} prompts of their own (target: every call p99 < ${PERSONAL_P99_TARGET} ms):`);
  const few = p.control;
  console.table(
    Object.fromEntries(
      Object.entries(p.calls).map(([name, c]) => {
        const other = few?.calls[name];
        return [name, { ...c, met: c.p99 < PERSONAL_P99_TARGET ? '✓' : '✗', ...(few ? { [`p50 with ${few.prompts}`]: other?.p50 ?? '', [`p99 with ${few.prompts}`]: other?.p99 ?? '' } : {}) }];
      }),
    ),
  );
  console.log(`worst call: ${p.worst}, p99 ${p.p99} ms ${p.p99 < PERSONAL_P99_TARGET ? '✓' : '✗'}; highest p50 ${p.p50} ms`);
}
