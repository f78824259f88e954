import { beforeAll, describe, expect, it } from 'vitest';
import * as promptsRoute from '@/app/api/prompts/route';
import * as promptRoute from '@/app/api/prompts/[id]/route';
import { rightsOf } from '@/lib/permissions';
import { OPERATOR_SUBSCRIPTION_DAYS, setUserByEmail } from '@/lib/services/operators';
import { toViewer } from '@/lib/viewer';
import { ensureCategories } from '@/models/categories';
import { findUserById } from '@/models/users';
import { asBearer, call, signUp } from '../factories';

// Item 16: the README's recipe for a Pro user (`npm run user -- set X --tier pro --status
// active --trial-days 0`) made a user who could edit but not create. The operator service behind the
// CLI now gives an active pro subscription an end date, and a free tier ends it.

const DAY = 86_400_000;
let categoryId = '';
beforeAll(async () => {
  categoryId = (await ensureCategories(['Writing'])).get('Writing')!.id;
});

const rightsNow = async (userId: string) => rightsOf(toViewer((await findUserById(userId))!));
const all = { create: true, editOwn: true, editOthers: false, clone: true, customCategories: true, readProContent: true, seeOthersPrivate: false, moderate: false, apiTokens: true };
const none = { create: false, editOwn: false, editOthers: false, clone: false, customCategories: false, readProContent: false, seeOthersPrivate: false, moderate: false, apiTokens: false };

describe('npm run user -- set', () => {
  it('the README recipe for a Pro user makes one who may create, edit, clone and delete', async () => {
    const s = await signUp();
    const result = await setUserByEmail(s.email, { tier: 'pro', status: 'active', trialDays: 0 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toMatchObject({ subscriptionTier: 'pro', subscriptionStatus: 'active', isCurrent: true, trialDaysRemaining: 0 });
    const end = Date.parse(result.data.subscriptionEndDate!);
    expect(Math.round((end - Date.now()) / DAY)).toBe(OPERATOR_SUBSCRIPTION_DAYS);
    expect(await rightsNow(s.userId)).toEqual(all);
    // And through the API, as that person.
    const created = await call(promptsRoute.POST, {
      method: 'POST',
      path: '/api/prompts',
      headers: asBearer(s),
      body: { title: 'Operator-made Pro', description: 'Created by a user the CLI made Pro.', content: 'Content for !<Topic>!.', category: categoryId },
    });
    expect(created.status).toBe(201);
    expect((await call(promptRoute.DELETE, { method: 'DELETE', path: '/api/prompts/x', params: { id: created.body._id }, headers: asBearer(s) })).status).toBe(200);
  });

  it('--days sets the length; a running subscription keeps its end date when only the tier is repeated', async () => {
    const s = await signUp();
    const first = await setUserByEmail(s.email, { tier: 'pro', status: 'active', subscriptionDays: 365 });
    const end = first.ok ? first.data.subscriptionEndDate : null;
    expect(Math.round((Date.parse(end!) - Date.now()) / DAY)).toBe(365);
    const again = await setUserByEmail(s.email, { tier: 'pro' });
    expect(again.ok && again.data.subscriptionEndDate).toBe(end);
  });

  it('--tier free ends the subscription: nothing is current any more', async () => {
    const s = await signUp();
    await setUserByEmail(s.email, { tier: 'pro', status: 'active', trialDays: 0 });
    const result = await setUserByEmail(s.email, { tier: 'free' });
    expect(result.ok && result.data).toMatchObject({ subscriptionTier: 'free', subscriptionStatus: 'inactive', subscriptionEndDate: null, isCurrent: false });
    expect(await rightsNow(s.userId)).toEqual(none);
  });

  it('--days without an active pro subscription is refused and changes nothing', async () => {
    const s = await signUp();
    const before = await findUserById(s.userId);
    const result = await setUserByEmail(s.email, { tier: 'free', subscriptionDays: 30 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    expect(await findUserById(s.userId)).toEqual(before);
  });
});

describe('npm run db:seed', () => {
  // With REDIS_URL set the seed never exited (the cache bus's connections held the process
  // open), and on a fresh database it failed with 'relation "categories" does not exist'.
  it('on a fresh database with REDIS_URL set, applies the migrations, seeds and exits 0', async () => {
    const { spawn } = await import('node:child_process');
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'promptloom-seed-'));
    const env: NodeJS.ProcessEnv = { NODE_ENV: 'development', PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir, REDIS_URL: 'redis://127.0.0.1:6379', LOG_LEVEL: 'warn' };
    const child = spawn('node_modules/.bin/tsx', ['scripts/seed.ts'], { cwd: process.cwd(), env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    // A guard only: a seed that hangs is killed, so the test fails instead of waiting for the suite's timeout.
    const guard = setTimeout(() => child.kill('SIGKILL'), 50_000);
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) => child.on('exit', (c, s) => resolve([c, s])));
    clearTimeout(guard);
    expect({ code, signal }, output).toEqual({ code: 0, signal: null });
    expect(output).toMatch(/\[seed\] \d+ categories, \d+ library prompts/);
    expect(output).not.toContain('does not exist');
  }, 60_000);
});
