import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script without types
import { startTicker } from '../../scripts/ensure-deps.mjs';

// The first `npm run dev` installs for minutes; a line that counts the seconds says it
// has not hung.
describe('the install ticker', () => {
  it('prints the elapsed seconds while the install runs, and stops when told', async () => {
    const stop = startTicker({ intervalMs: 50, stdio: 'pipe' });
    let output = '';
    stop.child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await expect.poll(() => output, { timeout: 5000 }).toMatch(/\[setup\] still installing… \d+ s/);
    stop();
    await new Promise((resolve) => stop.child.once('exit', resolve));
    expect(stop.child.killed).toBe(true);
  });
});
