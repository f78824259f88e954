// Installs dependencies when they are missing or older than the lockfile (`npm ci`).
// Plain Node with no imports from node_modules: it runs before they exist.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export function ensureDeps(root = process.cwd()) {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const stale = !fs.existsSync(marker) || fs.statSync(lock).mtimeMs > fs.statSync(marker).mtimeMs + 1000;
  if (!stale) return false;
  console.log('[setup] installing dependencies (npm ci)…');
  // Quiet unless something fails: a first install prints what it did, not a page of npm's warnings.
  const quiet = '--no-audit --no-fund --loglevel=error';
  try {
    execSync(`npm ci ${quiet}`, { cwd: root, stdio: 'pipe' });
  } catch (error) {
    const output = `${error.stdout ?? ''}${error.stderr ?? ''}`;
    // A registry mirror without other platforms' optional packages (@next/swc-darwin-*, …) makes
    // npm ci call the lockfile out of sync; npm install resolves the same versions without them.
    if (!/in sync|Missing: .* from lock file/.test(output)) process.stderr.write(output);
    console.log('[setup] the lockfile names packages for other platforms that this registry lacks; installing with npm install…');
    execSync(`npm install ${quiet}`, { cwd: root, stdio: 'inherit' });
  }
  console.log('[setup] dependencies installed');
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureDeps();
