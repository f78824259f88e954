import './load-env';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../lib/db';
import { seedPersonalPrompts } from '../lib/seed';
import { foldSearchTerms } from '../models/prompt-search';
import { userCategories } from '../models/schema';
import { startCluster, type Cluster } from './scale/cluster';
import { api, generate, makePro, pct, promptBody, signUp, uniqueEmail, type Answer, type Session } from './scale/client';

// `npm run loadtest`: LOADTEST_SECONDS (60) of mixed traffic from LOADTEST_USERS (50)
// signed-in people through nginx in front of two instances (scripts/scale/cluster.ts). Each person
// loops: an action picked by weight, then a think time of 0.2–0.8 s, as a person clicking through the
// library would. Unexpected errors (5xx, timeouts, wrong answers) must be 0 and refusals by a
// documented limit (429) under 1%. Prints p50/p99 per kind and the rates, writes bench/loadtest.json.
// One of them owns LOADTEST_PERSONAL_PROMPTS (10,000) prompts and 12 categories of their own, and only
// uses what such a person uses (their prompts in Browse, their search, usage, categories): `personal`.
// Unit: one run of LOADTEST_SECONDS; not part of `npm test` (docs/SCALING.md).

const USERS = Number(process.env.LOADTEST_USERS ?? 50);
const SECONDS = Number(process.env.LOADTEST_SECONDS ?? 60);
const PERSONAL_PROMPTS = Number(process.env.LOADTEST_PERSONAL_PROMPTS ?? 10_000);
/** What the person with a big library of their own does (their answers must be JSON objects or arrays). */
const PERSONAL_CALLS = [
  () => `/api/prompts?showOnlyMyPrompts=true&page=${1 + Math.floor(Math.random() * 50)}`,
  () => '/api/prompts?showOnlyMyCategories=true',
  () => `/api/prompts?showOnlyMyPrompts=true&search=${pick(['draft', 'campaign', 'drfat', 'report'])}`,
  () => `/api/prompts?search=${pick(['draft', 'campaign', 'campaing'])}`,
  () => '/api/stats',
  () => '/api/user-categories',
];
const SEARCHES = ['email', 'marketing', 'customer strategy', 'sales report', 'emial', 'meeting agenda', 'product launch', 'social media'];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

type Kind = 'browse' | 'search' | 'open' | 'copy' | 'save' | 'generate' | 'personal';
// What a person does in the library, by weight: mostly reading, sometimes copying, rarely writing.
const MIX: [Kind, number][] = [
  ['browse', 30],
  ['search', 20],
  ['open', 25],
  ['copy', 12],
  ['save', 8],
  ['generate', 5],
];
const KINDS: Kind[] = [...MIX.map(([k]) => k), 'personal'];

type Outcome = { answer: Answer; right: boolean };
type Context = { cluster: Cluster; ids: string[]; categoryId: string };

async function act(kind: Kind, who: Session, { cluster, ids, categoryId }: Context): Promise<Outcome> {
  const base = cluster.url;
  switch (kind) {
    case 'browse': {
      const answer = await api(base, `/api/prompts?page=${1 + Math.floor(Math.random() * 8)}`, { as: who });
      return { answer, right: Array.isArray(answer.body?.prompts) && answer.body.prompts.length > 0 && typeof answer.body.total === 'number' };
    }
    case 'search': {
      const answer = await api(base, `/api/prompts?search=${encodeURIComponent(pick(SEARCHES))}`, { as: who });
      return { answer, right: Array.isArray(answer.body?.prompts) };
    }
    case 'open': {
      const id = pick(ids);
      const answer = await api(base, `/api/prompts/${id}`, { as: who });
      return { answer, right: answer.body?._id === id && typeof answer.body?.content === 'string' };
    }
    case 'copy': {
      // Copy Prompt in the viewer: the browser copies, then tracks the use.
      const answer = await api(base, '/api/events/track', { method: 'POST', as: who, body: { eventType: 'generate', promptId: pick(ids) } });
      return { answer, right: answer.body?.tracked === true };
    }
    case 'save': {
      const title = `Load ${who.userId.slice(0, 8)} ${Date.now()}`;
      const answer = await api(base, '/api/prompts', { method: 'POST', as: who, body: promptBody(categoryId, title), headers: { 'idempotency-key': crypto.randomUUID() } });
      return { answer, right: answer.body?.title === title && typeof answer.body?._id === 'string' };
    }
    case 'generate': {
      const answer = await generate(base, who);
      return { answer, right: answer.done };
    }
    case 'personal': {
      const answer = await api(base, pick(PERSONAL_CALLS)(), { as: who });
      return { answer, right: typeof answer.body === 'object' && answer.body !== null };
    }
  }
}

function chooseKind(): Kind {
  let roll = Math.random() * MIX.reduce((n, [, w]) => n + w, 0);
  for (const [kind, weight] of MIX) if ((roll -= weight) < 0) return kind;
  return 'browse';
}

async function main() {
  const cluster = await startCluster({ TRUSTED_PROXY_HOPS: '2', LOG_LEVEL: 'error' });
  try {
    console.log(`[loadtest] signing up ${USERS} people (each from its own address, as behind a front proxy)…`);
    const people: Session[] = [];
    for (let i = 0; i < USERS; i++) people.push(await signUp(cluster.url, cluster.url, uniqueEmail(`load${i}`), `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`));
    // Pro (through a signed webhook), so the generator's monthly allowance is not what a minute of traffic meets.
    const handle = await openPostgres(cluster.databaseUrl, 2);
    // Generating needs a confirmed address (docs/ai.md): as if each had opened the link of their welcome mail.
    await handle.db.execute(sql`update users set email_verified = true where id = any(${`{${people.map((p) => p.userId).join(',')}}`}::text[])`);
    for (const who of people) await makePro(cluster.url, who, cluster.env.PADDLE_WEBHOOK_SECRET!);
    const collector = people[0]!;
    if (PERSONAL_PROMPTS > 0) {
      console.log(`[loadtest] one person gets ${PERSONAL_PROMPTS.toLocaleString('en-US')} prompts and 12 categories of their own…`);
      const categories = await handle.db
        .insert(userCategories)
        .values(Array.from({ length: 12 }, (_, i) => ({ userId: collector.userId, name: `My area ${i + 1}`, order: i + 1 })))
        .returning({ id: userCategories.id });
      await seedPersonalPrompts(handle.db, collector.userId, PERSONAL_PROMPTS, categories.map((c) => c.id));
      await foldSearchTerms(handle.db);
      await handle.db.execute(sql`analyze prompts`);
    }
    await handle.close();
    // The server keeps a session's user row for 5 s (docs/auth.md): let it see the confirmed addresses.
    await sleep(5500);
    const ids: string[] = [];
    // The prompts everyone opens, as someone without private prompts sees them (not the collector).
    const reader = people[1] ?? collector;
    for (let page = 1; page <= 8; page++) ids.push(...((await api(cluster.url, `/api/prompts?page=${page}`, { as: reader })).body.prompts as { _id: string }[]).map((p) => p._id));
    const categories = (await api(cluster.url, '/api/categories', { as: reader })).body as { _id: string; name: string }[];
    const context: Context = { cluster, ids, categoryId: categories.find((c) => !c.name.endsWith('*'))!._id };

    const samples = new Map<Kind, number[]>(KINDS.map((k) => [k, []]));
    const errors: string[] = [];
    const perSecond = new Array<number>(SECONDS + 1).fill(0);
    let limited = 0;
    let requests = 0;
    const started = Date.now();
    const end = started + SECONDS * 1000;
    console.log(`[loadtest] ${SECONDS} s of mixed traffic from ${USERS} people through ${cluster.url}…`);
    await Promise.all(
      people.map(async (who) => {
        await sleep(Math.random() * 1000); // people do not all start in the same millisecond
        while (Date.now() < end) {
          const kind: Kind = PERSONAL_PROMPTS > 0 && who === collector ? 'personal' : chooseKind();
          const { answer, right } = await act(kind, who, context);
          requests++;
          perSecond[Math.min(SECONDS, Math.floor((Date.now() - started) / 1000))]!++;
          if (answer.status === 429) limited++;
          else if (answer.status >= 200 && answer.status < 300 && right) samples.get(kind)!.push(answer.ms);
          else errors.push(`${kind} ${answer.status <= 0 ? (answer.status === -1 ? 'timeout' : 'network error') : answer.status}${answer.status < 300 && answer.status > 0 ? ' wrong answer' : ''}`);
          await sleep(200 + Math.random() * 600);
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;

    const kinds: Record<string, { requests: number; p50: number; p99: number }> = {};
    console.log('\nkind       requests    p50 ms    p99 ms');
    for (const kind of KINDS) {
      const sorted = samples.get(kind)!.sort((a, b) => a - b);
      kinds[kind] = { requests: sorted.length, p50: +pct(sorted, 50).toFixed(1), p99: +pct(sorted, 99).toFixed(1) };
      console.log(`${kind.padEnd(10)} ${String(sorted.length).padStart(8)} ${kinds[kind]!.p50.toFixed(1).padStart(9)} ${kinds[kind]!.p99.toFixed(1).padStart(9)}`);
    }
    // Highest sustained rate: the best 10-second window.
    let best = 0;
    for (let s = 0; s + 10 <= SECONDS; s++) best = Math.max(best, perSecond.slice(s, s + 10).reduce((a, b) => a + b, 0) / 10);
    console.log(`\n${requests} requests in ${seconds.toFixed(1)} s: ${(requests / seconds).toFixed(1)} req/s on average, ${best.toFixed(1)} req/s over the best 10 s`);

    const report = { users: USERS, seconds: SECONDS, personalPrompts: PERSONAL_PROMPTS, requests, errors: errors.length, limited, kinds };
    fs.mkdirSync('bench', { recursive: true });
    fs.writeFileSync('bench/loadtest.json', `${JSON.stringify(report, null, 2)}\n`);
    console.log('written to bench/loadtest.json\n');

    const limitedShare = requests ? limited / requests : 0;
    const counts = Object.entries(errors.reduce<Record<string, number>>((m, e) => ((m[e] = (m[e] ?? 0) + 1), m), {}));
    console.log(`${errors.length === 0 ? '✓' : '✗'} 0 unexpected errors (5xx, timeouts, wrong answers)${counts.length ? `: ${counts.map(([e, n]) => `${n}× ${e}`).join(', ')}` : ''}`);
    console.log(`${limitedShare < 0.01 ? '✓' : '✗'} refusals by a documented limit (429) under 1%: ${limited} (${(limitedShare * 100).toFixed(2)}%)`);
    process.exitCode = errors.length === 0 && limitedShare < 0.01 ? 0 : 1;
  } finally {
    await cluster.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
