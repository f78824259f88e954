import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// Secrets for a machine that has none configured (`npm run dev`, the test suites): random, made on
// first use and kept with the local data (DATA_DIR), readable by the owner alone. Never a constant in
// the code (item 14: a public fallback secret let anyone sign webhooks and sessions).

const known = new Map<string, string>();

/** The secret kept in `file` under `dataDir`, made (prefix + 32 random bytes in hex) on first use. */
export function localSecret(dataDir: string, file: string, prefix = ''): string {
  const where = path.resolve(dataDir, file);
  const cached = known.get(where);
  if (cached) return cached;
  fs.mkdirSync(path.dirname(where), { recursive: true });
  // Written whole under a private name, then linked into place: link fails when the file exists, so
  // of two processes starting at once one wins and the other reads the winner's complete secret.
  const draft = `${where}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(draft, `${prefix}${randomBytes(32).toString('hex')}`, { mode: 0o600 });
  try {
    fs.linkSync(draft, where);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
  const secret = fs.readFileSync(where, 'utf8').trim();
  known.set(where, secret);
  return secret;
}
