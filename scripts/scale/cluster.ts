import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { closeDb, getDb, migrateDatabase, openPostgres, useDatabaseHandle } from '../../lib/db';
import { seedLibrary } from '../../lib/seed';

// Two production instances of the app on loopback behind nginx, sharing one PostgreSQL database and
// Redis: what `npm run scale-test` and `npm run loadtest` run against (docs/SCALING.md). Everything
// lives under .scale/ (git-ignored): the build, the logs, nginx's config and temp files.

export const SCALE_DIR = path.resolve('.scale');
const ADMIN_DATABASE_URL = process.env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.SCALE_REDIS_URL ?? 'redis://127.0.0.1:6379';
const DATABASE = 'promptloom_scale';
export const ADMIN_EMAIL = 'scale-admin@example.com';
const bin = (name: string) => path.resolve('node_modules/.bin', name);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type Instance = { name: string; port: number; url: string; process: ChildProcess; exited: Promise<number | null> };
export type Cluster = {
  url: string;
  instances: Instance[];
  env: NodeJS.ProcessEnv;
  databaseUrl: string;
  start(name: string, port: number): Promise<Instance>;
  stop(): Promise<void>;
};

/** nginx from Debian's package, installed when missing. */
export function ensureNginx(): string {
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
  if (found) return found;
  console.log('[scale] nginx is missing: apt-get install -y nginx');
  const apt = (args: string[]) => spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
  if (!apt(['install', '-y', 'nginx']) && !(apt(['update']) && apt(['install', '-y', 'nginx']))) throw new Error('could not install nginx');
  return '/usr/sbin/nginx';
}

/** A fresh database for this run (dropped and made again), migrated and seeded with the library. */
async function freshDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${DATABASE}`;
  const handle = await openPostgres(url.toString(), 2);
  await migrateDatabase(handle);
  useDatabaseHandle(handle);
  await seedLibrary(await getDb());
  await closeDb();
  return url.toString();
}

/** `next build` into .scale/next once; SCALE_REUSE_BUILD=1 keeps an earlier build. tsconfig.json is left as it was. */
function build(env: NodeJS.ProcessEnv): void {
  if (process.env.SCALE_REUSE_BUILD === '1' && fs.existsSync(path.join(SCALE_DIR, 'next', 'BUILD_ID'))) return;
  console.log('[scale] building the app into .scale/next…');
  const tsconfig = fs.readFileSync('tsconfig.json', 'utf8');
  const built = spawnSync(bin('next'), ['build'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  // next build adds its dist dir's type folders to tsconfig.json: never ours to commit.
  if (fs.readFileSync('tsconfig.json', 'utf8') !== tsconfig) fs.writeFileSync('tsconfig.json', tsconfig);
  if (built.status !== 0) throw new Error('next build failed');
}

async function waitUntilUp(url: string, process: ChildProcess): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (process.exitCode !== null) throw new Error(`${url} exited with ${process.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(250);
  }
  throw new Error(`${url} did not start`);
}

function nginxConfig(port: number, upstreams: number[]): string {
  const dir = path.join(SCALE_DIR, 'nginx');
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream promptloom {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 2m;
    location / {
      proxy_pass http://promptloom;
      # One connection per request (no upstream keep-alive): an instance that stops refuses new
      # connections, and nginx passes the request to the other one; a request already written on a
      # kept connection that the stopping instance closes could not be passed on if it is a POST.
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # GETs whose instance died are passed to the other one; POSTs are not (not idempotent): the
      # client retries them with its Idempotency-Key.
      proxy_next_upstream error timeout http_502;
      proxy_read_timeout 120s;
      # The AI generator streams Server-Sent Events.
      proxy_buffering off;
    }
  }
}
`;
}

async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as import('node:net').AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Start the whole thing: the OpenAI stand-in, a fresh database, the build, two `next start` on two
 * ports with the same environment, and nginx in front. `extraEnv` adds settings for the run.
 */
export async function startCluster(extraEnv: Record<string, string> = {}): Promise<Cluster> {
  fs.mkdirSync(path.join(SCALE_DIR, 'nginx'), { recursive: true });
  const nginx = ensureNginx();
  const [balancerPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
  const url = `http://127.0.0.1:${balancerPort}`;
  // The end-to-end suite's OpenAI-compatible stand-in (streams a short prompt in about a second).
  const openaiPort = await freePort();
  const openai = spawn(bin('tsx'), ['e2e/fixtures/openai-server.ts'], { env: { ...process.env, E2E_OPENAI_PORT: String(openaiPort) }, stdio: 'ignore' });
  console.log('[scale] fresh database promptloom_scale, migrated and seeded…');
  const databaseUrl = await freshDatabase();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_DIST_DIR: '.scale/next',
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    APP_URL: url,
    BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
    MEMORY_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    PADDLE_WEBHOOK_SECRET: `pdl_ntfset_${randomBytes(16).toString('hex')}`,
    LOCAL_CHECKOUT: 'on',
    OPENAI_BASE_URL: `http://127.0.0.1:${openaiPort}/v1`,
    OPENAI_API_KEY: 'sk-scale-test',
    ADMIN_EMAILS: ADMIN_EMAIL,
    MAIL_WELCOME: 'off',
    LOG_LEVEL: 'warn',
    CLERK_SECRET_KEY: '',
    NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: '',
    ...extraEnv,
  };
  build(env);
  const instances: Instance[] = [];
  const start = async (name: string, port: number): Promise<Instance> => {
    const log = fs.openSync(path.join(SCALE_DIR, `${name}.log`), 'a');
    const child = spawn(bin('next'), ['start', '-p', String(port), '-H', '127.0.0.1'], { env, stdio: ['ignore', log, log] });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const instance = { name, port, url: `http://127.0.0.1:${port}`, process: child, exited };
    await waitUntilUp(instance.url, child);
    const at = instances.findIndex((i) => i.name === name);
    if (at >= 0) instances[at] = instance;
    else instances.push(instance);
    return instance;
  };
  console.log('[scale] starting instances A and B…');
  await Promise.all([start('A', portA), start('B', portB)]);
  fs.writeFileSync(path.join(SCALE_DIR, 'nginx', 'nginx.conf'), nginxConfig(balancerPort, [portA, portB]));
  const balancer = spawn(nginx, ['-c', path.join(SCALE_DIR, 'nginx', 'nginx.conf'), '-p', path.join(SCALE_DIR, 'nginx')], { stdio: 'inherit' });
  await waitUntilUp(url, balancer);
  console.log(`[scale] nginx on ${url} → A :${portA}, B :${portB}`);
  return {
    url,
    instances,
    env,
    databaseUrl,
    start,
    async stop() {
      balancer.kill('SIGTERM');
      for (const instance of instances) if (instance.process.exitCode === null) instance.process.kill('SIGTERM');
      await Promise.all(instances.map((i) => Promise.race([i.exited, sleep(10_000)])));
      for (const instance of instances) if (instance.process.exitCode === null) instance.process.kill('SIGKILL');
      openai.kill('SIGTERM');
    },
  };
}
