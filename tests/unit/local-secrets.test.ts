import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authSecret, LOCAL_AUTH_SECRET_FILE } from '@/lib/env';
import { setEnv } from '../set-env';
import { localSecret } from '@/lib/local-secret';

// Item 14: no secret is a constant in the code. Without BETTER_AUTH_SECRET, development and
// the test suites sign sessions with a random secret kept under DATA_DIR; production refuses to start.

// The constant every build outside production once used.
const OLD_CONSTANT = 'promptloom-development-secret-change-me-in-production';
const saved = { ...process.env };
let dir: string;

const env = setEnv;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'promptloom-auth-secret-'));
  env({ DATA_DIR: dir, BETTER_AUTH_SECRET: undefined, NODE_ENV: 'development', NEXT_PHASE: undefined });
});
afterEach(() => {
  env({ DATA_DIR: saved.DATA_DIR, BETTER_AUTH_SECRET: saved.BETTER_AUTH_SECRET, NODE_ENV: saved.NODE_ENV, NEXT_PHASE: saved.NEXT_PHASE });
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the auth secret', () => {
  it('is the configured BETTER_AUTH_SECRET when there is one', () => {
    env({ BETTER_AUTH_SECRET: 'configured-0123456789abcdef0123456789' });
    expect(authSecret()).toBe('configured-0123456789abcdef0123456789');
    expect(fs.existsSync(path.join(dir, LOCAL_AUTH_SECRET_FILE))).toBe(false);
  });

  it('outside production without one: random, kept under DATA_DIR for the owner alone, the same on every call', () => {
    const secret = authSecret();
    expect(secret).not.toBe(OLD_CONSTANT);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dir, LOCAL_AUTH_SECRET_FILE);
    expect(fs.readFileSync(file, 'utf8')).toBe(secret);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(authSecret()).toBe(secret);
    expect(fs.readdirSync(dir)).toEqual([LOCAL_AUTH_SECRET_FILE]); // no draft left behind
  });

  it('another data folder gets another secret', () => {
    const first = authSecret();
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'promptloom-auth-secret-'));
    try {
      env({ DATA_DIR: other });
      expect(authSecret()).not.toBe(first);
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
  });

  it('production without one refuses to run; its build phase signs nothing and gets a throwaway', () => {
    env({ NODE_ENV: 'production' });
    expect(() => authSecret()).toThrow('BETTER_AUTH_SECRET must be set in production');
    env({ NEXT_PHASE: 'phase-production-build' });
    const a = authSecret();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(authSecret()).not.toBe(a);
    expect(fs.existsSync(path.join(dir, LOCAL_AUTH_SECRET_FILE))).toBe(false);
  });
});

describe('localSecret', () => {
  it('of several processes starting at once, all read the one complete secret', { timeout: 60_000 }, async () => {
    const { execFile } = await import('node:child_process');
    const code = `import { localSecret } from './lib/local-secret.ts'; process.stdout.write(localSecret(${JSON.stringify(dir)}, 'race'));`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        new Promise<string>((resolve, reject) =>
          execFile(process.execPath, ['node_modules/tsx/dist/cli.mjs', '--eval', code], (error, stdout) => (error ? reject(error) : resolve(stdout))),
        ),
      ),
    );
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(localSecret(dir, 'race')).toBe(answers[0]);
    expect(fs.readdirSync(dir)).toEqual(['race']);
  });
});
