// Installs dependencies when they are missing or older than the lockfile (`npm ci`).
// Plain Node with no imports from node_modules: it runs before they exist.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export function ensureDeps(root = process.cwd()) {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const stale = !fs.existsSync(marker) || fs.statSync(lock).mtimeMs > fs.statSync(marker).mtimeMs + 1000;
  if (!stale) return false;
  const started = Date.now();
  console.log('[setup] installing dependencies (npm ci). This happens once, and again only when package-lock.json changes; it usually takes 1 to 3 minutes.');
  // Quiet unless something fails: a first install prints what it did, not a page of npm's warnings.
  const quiet = '--no-audit --no-fund --loglevel=error';
  const ticker = startTicker();
  try {
    execSync(`npm ci ${quiet}`, { cwd: root, stdio: 'pipe' });
  } catch (error) {
    const output = `${error.stdout ?? ''}${error.stderr ?? ''}`;
    // A registry mirror without other platforms' optional packages (@next/swc-darwin-*, …) makes
    // npm ci call the lockfile out of sync; npm install resolves the same versions without them.
    if (!/in sync|Missing: .* from lock file/.test(output)) process.stderr.write(output);
    console.log('[setup] the lockfile names packages for other platforms that this registry lacks; installing with npm install…');
    execSync(`npm install ${quiet}`, { cwd: root, stdio: 'inherit' });
  } finally {
    ticker();
  }
  console.log(`[setup] dependencies installed in ${Math.round((Date.now() - started) / 1000)} s`);
  return true;
}

/**
 * While npm works in silence, a line that says it still does (minutes behind one line read
 * as a hang): the elapsed seconds, in place on a terminal, a line every 20 s in a log. A child process
 * keeps time, since the install blocks this one. Returns the function that stops it.
 */
export function startTicker({ intervalMs, stdio = 'inherit' } = {}) {
  const tty = Boolean(process.stdout.isTTY);
  const source = `const t = Date.now(); setInterval(() => { const line = '[setup] still installing… ' + Math.round((Date.now() - t) / 1000) + ' s'; ${
    tty ? "process.stdout.write('\\r' + line);" : 'console.log(line);'
  } }, ${intervalMs ?? (tty ? 1000 : 20_000)});`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', stdio, 'inherit'] });
  const stop = () => {
    child.kill();
    if (tty) process.stdout.write('\r\x1b[K');
  };
  return Object.assign(stop, { child });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureDeps();
