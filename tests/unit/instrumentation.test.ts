import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomBytes } from 'node:crypto';
import { setEnv } from '../set-env';
import { register } from '@/instrumentation';

// A production server without MEMORY_ENCRYPTION_KEY stops when Next runs register(), before it answers
// anything (docs/memory.md): left running, it would answer every request with a 500.

const saved = { NEXT_RUNTIME: process.env.NEXT_RUNTIME, NODE_ENV: process.env.NODE_ENV, MEMORY_ENCRYPTION_KEY: process.env.MEMORY_ENCRYPTION_KEY };
const env = setEnv;
afterEach(() => {
  env(saved);
  vi.restoreAllMocks();
});

describe('the server process at start (instrumentation.ts)', () => {
  it('in production without MEMORY_ENCRYPTION_KEY: says why and exits 1', async () => {
    env({ NEXT_RUNTIME: 'nodejs', NODE_ENV: 'production', MEMORY_ENCRYPTION_KEY: undefined });
    const exit = vi.spyOn(process, 'exit').mockImplementation(((code?: number) => {
      throw new Error(`exit ${code}`);
    }) as never);
    const said = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(register()).rejects.toThrow('exit 1');
    expect(exit).toHaveBeenCalledWith(1);
    expect(said.mock.calls[0]![0]).toMatch(/MEMORY_ENCRYPTION_KEY must be set in production.*openssl rand -hex 32/);
  });

  it('in production with a key: starts', async () => {
    env({ NEXT_RUNTIME: 'nodejs', NODE_ENV: 'production', MEMORY_ENCRYPTION_KEY: randomBytes(32).toString('hex') });
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    await register();
    expect(exit).not.toHaveBeenCalled();
  });
});

describe('npm start', () => {
  // Run without NODE_ENV, the migration took the development path and sealed every stored value under a
  // key made up on the spot, just before the production server refused to start without one.
  it('runs its migration in production mode, so a missing MEMORY_ENCRYPTION_KEY stops it before it seals anything', async () => {
    const { default: pkg } = await import('../../package.json', { with: { type: 'json' } });
    expect(pkg.scripts.start).toMatch(/NODE_ENV=production tsx scripts\/migrate\.ts && next start/);
  });
});
