import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot, sourceFiles } from '../source-files';
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
  const root = projectRoot;
  const allowed = new Set(['lib/env.ts', 'lib/public-env.ts']);
  const files = [...sourceFiles(), 'proxy.ts'];

  it('finds the source', () => expect(files.length).toBeGreaterThan(50));
  it('no other app module reads process.env', () => {
    const readers = files.filter((f) => !allowed.has(f) && /process\.env\b/.test(fs.readFileSync(path.join(root, f), 'utf8')));
    expect(readers).toEqual([]);
  });
});

describe("the browser's reading agrees with the schema", () => {
  it('on every value the schema accepts', async () => {
    const fc = (await import('fast-check')).default;
    const { readPublicEnv } = await import('@/lib/public-env-values');
    const value = fc.oneof(fc.constant(undefined), fc.constantFrom('', ' ', 'sandbox', 'production', ' production ', 'pk_test_abc', 'pk_live_x ', 'pri_01'), fc.string({ maxLength: 12 }));
    const raw = fc.record({
      NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: value,
      NEXT_PUBLIC_PADDLE_CLIENT_TOKEN: value,
      NEXT_PUBLIC_PADDLE_ENV: value,
      NEXT_PUBLIC_PADDLE_PRICE_PRO_MONTHLY: value,
      NEXT_PUBLIC_PADDLE_PRICE_PRO_YEARLY: value,
      NEXT_PUBLIC_PADDLE_PRICE_LIFETIME: value,
    });
    let accepted = 0;
    fc.assert(
      fc.property(raw, (r) => {
        let parsed;
        try {
          parsed = parsePublicEnv(r);
        } catch {
          return; // refused at build time: never inlined
        }
        accepted++;
        expect(readPublicEnv(r)).toEqual(parsed);
      }),
      { numRuns: 500 },
    );
    expect(accepted).toBeGreaterThan(50);
  });

  it('next.config.ts refuses a bad value when Next starts', () => {
    const config = fs.readFileSync(path.join(import.meta.dirname, '../../next.config.ts'), 'utf8');
    expect(config).toMatch(/^parsePublicEnv\(process\.env as PublicEnvInput\);$/m);
  });
});
