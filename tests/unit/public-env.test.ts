import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePublicEnv } from '@/lib/public-env-schema';

describe('public environment (NEXT_PUBLIC_*)', () => {
  it('nothing set: the defaults that `npm run dev` runs on', () => {
    expect(parsePublicEnv({})).toEqual({
      clerkPublishableKey: '',
      paddleClientToken: '',
      paddleEnv: 'sandbox',
      paddlePrices: { monthly: '', yearly: '', lifetime: '' },
    });
  });

  it('empty strings count as unset', () => {
    expect(parsePublicEnv({ NEXT_PUBLIC_PADDLE_ENV: '', NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: '  ' }).paddleEnv).toBe('sandbox');
  });

  it('reads good values', () => {
    const env = parsePublicEnv({ NEXT_PUBLIC_PADDLE_ENV: 'production', NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: 'pk_live_abc', NEXT_PUBLIC_PADDLE_PRICE_LIFETIME: 'pri_1' });
    expect(env).toMatchObject({ paddleEnv: 'production', clerkPublishableKey: 'pk_live_abc', paddlePrices: { lifetime: 'pri_1' } });
  });

  it('refuses a Paddle environment that is neither sandbox nor production, naming it', () => {
    expect(() => parsePublicEnv({ NEXT_PUBLIC_PADDLE_ENV: 'prod' })).toThrow(/NEXT_PUBLIC_PADDLE_ENV/);
  });

  it('refuses a Clerk publishable key that is not one (a secret key pasted by mistake)', () => {
    expect(() => parsePublicEnv({ NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: 'sk_live_secret' })).toThrow(/NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY/);
  });
});

// STYLE: lib/env.ts parses process.env once; lib/public-env.ts reads the browser's values. Scripts
// and the config files at the root may read it themselves.
describe('process.env is read in two modules only', () => {
  const root = path.join(import.meta.dirname, '../..');
  const allowed = new Set(['lib/env.ts', 'lib/public-env.ts']);
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (/\.(ts|tsx)$/.test(entry.name)) files.push(rel);
    }
  };
  for (const dir of ['app', 'actions', 'components', 'hooks', 'lib', 'models', 'stores']) walk(dir);
  files.push('proxy.ts');

  it('finds the source', () => expect(files.length).toBeGreaterThan(50));
  it('no other app module reads process.env', () => {
    const readers = files.filter((f) => !allowed.has(f) && /process\.env\b/.test(fs.readFileSync(path.join(root, f), 'utf8')));
    expect(readers).toEqual([]);
  });
});
