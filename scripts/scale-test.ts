import './load-env';
import pg from 'pg';
import { ADMIN_EMAIL, startCluster, type Cluster, type Instance } from './scale/cluster';
import { api, createOnce, generate, makePro, promptBody, signUp, subscriptionActivated, uniqueEmail, type Session } from './scale/client';

// `npm run scale-test`: two production instances behind nginx, sharing PostgreSQL and
// Redis, proven end to end. Each check prints ✓ or ✗; the exit status is 1 when one failed.
// Unit: one run, about two minutes after the build (docs/SCALING.md). Not part of `npm test`.

const failures: string[] = [];
function check(ok: boolean, what: string, detail = ''): void {
  console.log(`${ok ? '✓' : '✗'} ${what}${detail ? ` (${detail})` : ''}`);
  if (!ok) failures.push(what);
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const tier = async (on: Instance, who: Session) => (await api(on.url, '/api/user/subscription', { as: who })).body?.subscriptionTier;
const total = async (on: Instance, who: Session) => (await api(on.url, '/api/prompts?page=1', { as: who })).body?.total as number;

async function sessions(cluster: Cluster, a: Instance, b: Instance) {
  const who = await signUp(a.url, cluster.url, uniqueEmail('session'));
  const viaCookie = await api(b.url, '/api/user/subscription', { as: who, auth: 'cookie', headers: { origin: cluster.url } });
  const viaBearer = await api(b.url, '/api/user/subscription', { as: who });
  check(viaCookie.status === 200 && viaBearer.status === 200, 'a session made through instance A works on instance B (cookie and bearer)', `${viaCookie.status}, ${viaBearer.status}`);
  const signIn = await fetch(`${b.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: cluster.url },
    body: JSON.stringify({ email: who.email, password: 'scale-password-1' }),
  });
  const signedIn = { ...who, bearer: signIn.headers.get('set-auth-token') ?? '' };
  check(signIn.ok && (await api(a.url, '/api/user/subscription', { as: signedIn })).status === 200, 'a sign-in on B works on A');
}

async function sharedLimits(a: Instance, b: Instance, who: Session, promptId: string) {
  // RATE_LIMIT_EVENTS_PER_PROMPT (10 per user and prompt per 10 minutes), alternating instances.
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) statuses.push((await api((i % 2 ? b : a).url, '/api/events/track', { method: 'POST', as: who, body: { eventType: 'generate', promptId } })).status);
  const accepted = statuses.filter((s) => s === 200).length;
  check(accepted === 10 && statuses.slice(10).every((s) => s === 429), 'rate limits are shared: 10 tracked uses split over A and B, then 429 on both', statuses.join(' '));
}

async function invalidation(cluster: Cluster, a: Instance, b: Instance, admin: Session, categoryId: string) {
  const buyer = await signUp(b.url, cluster.url, uniqueEmail('buyer'));
  await tier(b, buyer); // B now holds the buyer's row in its 5 s cache
  const webhook = subscriptionActivated(buyer, cluster.env.PADDLE_WEBHOOK_SECRET!);
  const delivered = await api(a.url, '/api/webhooks/paddle', { method: 'POST', body: JSON.parse(webhook.body), headers: { 'paddle-signature': webhook.signature } });
  // The body must be the exact bytes signed: JSON.stringify of the parse is the same string.
  const started = Date.now();
  const seen = await tier(b, buyer);
  check(delivered.status === 200 && seen === 'pro', 'a webhook applied on A is seen on B at once (user cache dropped across instances)', `webhook ${delivered.status}, B says ${seen} after ${Date.now() - started} ms`);

  const reader = await signUp(b.url, cluster.url, uniqueEmail('reader'));
  const before = await total(b, reader); // B now holds the library's count in its 15 s cache
  const created = await api(a.url, '/api/prompts', { method: 'POST', as: admin, body: { ...promptBody(categoryId, 'Shared by an admin'), approved: true, viewable: 'public' } });
  const after = await total(b, reader);
  check(created.status === 201 && after === before + 1, 'a prompt published on A counts on B at once (count cache dropped across instances)', `${before} → ${after}`);
}

/** Workers through the balancer: browse and create (each create one intent with its key) until told to stop. */
function traffic(cluster: Cluster, people: Session[], categoryId: string, tag: string) {
  const tally = { gets: 0, getFailures: [] as number[], intents: 0, retried: 0, createFailures: [] as number[], titles: [] as string[], streams: 0, cutStreams: 0 };
  let running = true;
  // Generations stream for about a second each, so some are always in flight when an instance stops.
  const generators = people.slice(0, 4).map(async (who) => {
    while (running) {
      const answer = await generate(cluster.url, who);
      tally.streams++;
      if (!answer.done) tally.cutStreams++;
    }
  });
  const done = Promise.all([
    ...generators,
    ...people.map(async (who, w) => {
      for (let i = 0; running; i++) {
        const got = await api(cluster.url, `/api/prompts?page=${1 + (i % 5)}`, { as: who });
        tally.gets++;
        if (got.status !== 200) tally.getFailures.push(got.status);
        const title = `${tag} ${w}-${i}`;
        tally.intents++;
        tally.titles.push(title);
        const { answer, attempts } = await createOnce(cluster.url, who, promptBody(categoryId, title));
        if (attempts > 1) tally.retried++;
        if (answer.status !== 201) tally.createFailures.push(answer.status);
        await sleep(300); // a person's pace: under RATE_LIMIT_WRITES_PER_MINUTE (120)
      }
    }),
  ]);
  return { tally, stop: async () => ((running = false), await done) };
}

async function createdOnce(cluster: Cluster, titles: string[]): Promise<{ missing: number; doubled: number }> {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ title: string; n: number }>('select title, count(*)::int as n from prompts where title = any($1) group by title', [titles]);
  await client.end();
  return { missing: titles.length - rows.length, doubled: rows.filter((r) => r.n > 1).length };
}

async function stopping(cluster: Cluster, people: Session[], categoryId: string, victim: Instance, signal: 'SIGTERM' | 'SIGKILL') {
  const tag = `scale-${signal}-${Date.now()}`;
  const run = traffic(cluster, people, categoryId, tag);
  await sleep(3_000);
  const sentAt = Date.now();
  victim.process.kill(signal);
  const code = await victim.exited;
  const exitedAfter = Date.now() - sentAt;
  await sleep(4_000); // the balancer serves on with one instance
  await run.stop();
  const { tally } = run;
  const { missing, doubled } = await createdOnce(cluster, tally.titles);
  const detail = `${tally.gets} reads, ${tally.intents} creates, ${tally.retried} retried, ${tally.streams} generations (${tally.cutStreams} cut), exit ${code ?? signal} after ${exitedAfter} ms`;
  if (signal === 'SIGTERM') {
    const clean = tally.getFailures.length === 0 && tally.createFailures.length === 0 && tally.retried === 0 && tally.cutStreams === 0;
    check(code === 143 && clean, `SIGTERM on ${victim.name} mid-traffic: it finishes what it accepted (streams included), exits cleanly, and every request is answered without a retry`, detail);
  } else {
    console.log(`  (${detail}: the cut generations and retried creates are the requests ${victim.name} had not answered)`);
    check(tally.getFailures.length === 0, `SIGKILL on ${victim.name} mid-traffic: every read is answered (nginx passes it to the other instance)`, `${tally.getFailures.length} failed reads`);
    check(tally.createFailures.length === 0, 'every create whose answer was lost succeeds when retried with the same Idempotency-Key', `${tally.retried} of ${tally.intents} needed a retry; failed: ${tally.createFailures.join(' ') || 'none'}`);
  }
  check(missing === 0 && doubled === 0, `${signal}: each create is in the database exactly once`, `${missing} missing, ${doubled} doubled`);
}

async function main() {
  const cluster = await startCluster({ TRUSTED_PROXY_HOPS: '2' });
  try {
    const byName = (name: string) => cluster.instances.find((i) => i.name === name)!;
    const [a, b] = [byName('A'), byName('B')];
    const admin = await signUp(a.url, cluster.url, ADMIN_EMAIL);
    const categories = (await api(a.url, '/api/categories', { as: admin })).body as { _id: string; name: string }[];
    const categoryId = categories.find((c) => !c.name.endsWith('*'))!._id;
    const listed = await api(cluster.url, '/api/prompts?page=1', { as: admin });
    const promptId = listed.body.prompts[0]._id as string;

    await sessions(cluster, a, b);
    await sharedLimits(a, b, await signUp(cluster.url, cluster.url, uniqueEmail('limits')), promptId);
    await invalidation(cluster, a, b, admin, categoryId);

    const people = await Promise.all(Array.from({ length: 12 }, (_, i) => signUp(cluster.url, cluster.url, uniqueEmail(`worker${i}`), `198.18.0.${i + 1}`)));
    for (const who of people.slice(0, 4)) await makePro(cluster.url, who, cluster.env.PADDLE_WEBHOOK_SECRET!);
    await stopping(cluster, people, categoryId, a, 'SIGTERM');
    console.log('[scale] restarting A…');
    await cluster.start('A', a.port);
    await sleep(6_000); // nginx's fail_timeout: A is tried again
    await stopping(cluster, people, categoryId, byName('B'), 'SIGKILL');
  } finally {
    await cluster.stop();
  }
  console.log(failures.length ? `\n${failures.length} check(s) failed` : '\nall checks passed');
  process.exit(failures.length ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
