// `npm test`: install what is missing, then run every suite — types, lint, unit, integration
// (PGlite, and the PostgreSQL server at DATABASE_URL_TEST when set) and end-to-end in Chromium.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { ensureDeps } from './ensure-deps.mjs';

ensureDeps();
fs.mkdirSync('.e2e', { recursive: true });

const bin = (name) => `node_modules/.bin/${name}`;
const steps = [];
function step(name, cmd, args) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const result = spawnSync(bin(cmd), args, { stdio: 'inherit' });
  steps.push({ name, ok: result.status === 0, seconds: Math.round((Date.now() - started) / 1000) });
  return result.status === 0;
}

function count(file, read) {
  try {
    return read(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch {
    return { passed: 0, failed: 1 };
  }
}

step('typecheck', 'tsc', ['--noEmit']);
step('lint', 'eslint', ['.', '--cache', '--cache-strategy', 'content', '--cache-location', 'node_modules/.cache/eslint/']);
step('unit + integration', 'vitest', ['run', '--reporter=default', '--reporter=json', '--outputFile.json=.e2e/vitest.json']);
steps.push({ name: 'end-to-end', ...runE2E() });

function runE2E() {
  const started = Date.now();
  console.log('\n━━ end-to-end ━━');
  const result = spawnSync('node', ['scripts/e2e.mjs', '--reporter=list,json'], {
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: '.e2e/playwright.json' },
  });
  return { ok: result.status === 0, seconds: Math.round((Date.now() - started) / 1000) };
}

const vitest = count('.e2e/vitest.json', (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests || (r.success ? 0 : 1) }));
const e2e = count('.e2e/playwright.json', (r) => ({ passed: r.stats.expected, failed: r.stats.unexpected + r.stats.flaky }));

console.log('\n━━ summary ━━');
for (const s of steps) console.log(`${s.ok ? '✓' : '✗'} ${s.name} (${s.seconds}s)`);
const failedSteps = steps.filter((s) => !s.ok).length;
const passed = vitest.passed + e2e.passed;
const failed = Math.max(vitest.failed + e2e.failed, failedSteps);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps ? 1 : 0);
