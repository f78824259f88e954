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
  try {
    execSync('npm ci --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
  } catch {
    // A registry mirror without other platforms' optional packages (@next/swc-darwin-*, …) makes
    // npm ci call the lockfile out of sync; npm install resolves the same versions without them.
    console.log('[setup] npm ci refused the lockfile; installing with npm install instead…');
    execSync('npm install --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
  }
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureDeps();
