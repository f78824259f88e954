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

/** A JSON report, read once; null when the step left none (its own output says why). */
function report(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}
const firstLine = (text) => String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((l) => l.trim()) ?? '';
const relative = (name) => name.replace(process.cwd() + '/', '');

/** vitest's report: the counts, and each failed test (or file that failed to load) with its first error line. */
function vitestReport(r) {
  if (!r) return { passed: 0, failed: 1, failures: [] };
  const failures = [];
  for (const file of r.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failed) failures.push(`✗ ${relative(file.name)} › ${t.fullName}\n    ${firstLine(t.failureMessages?.[0]).slice(0, 300)}`);
    if (!failed.length && file.status === 'failed') failures.push(`✗ ${relative(file.name)}\n    ${firstLine(file.message).slice(0, 300)}`);
  }
  return { passed: r.numPassedTests, failed: r.numFailedTests || (r.success ? 0 : 1), failures };
}

/** Playwright's report, the same way. */
function e2eReport(r) {
  if (!r) return { passed: 0, failed: 1, failures: [] };
  const failures = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected' || test.status === 'skipped') continue;
        const error = test.results?.flatMap((res) => res.errors ?? [])[0];
        failures.push(`✗ ${file ?? suite.file} › ${spec.title} (${test.status})\n    ${firstLine(error?.message).slice(0, 300)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, file ?? suite.file);
  };
  for (const suite of r.suites ?? []) walk(suite);
  return { passed: r.stats.expected, failed: r.stats.unexpected + r.stats.flaky, failures };
}

const vitest = vitestReport(report('.e2e/vitest.json'));
const e2e = e2eReport(report('.e2e/playwright.json'));

console.log('\n━━ summary ━━');
for (const s of steps) console.log(`${s.ok ? '✓' : '✗'} ${s.name} (${s.seconds}s)`);
const failedSteps = steps.filter((s) => !s.ok).length;
const passed = vitest.passed + e2e.passed;
const failed = Math.max(vitest.failed + e2e.failed, failedSteps);
console.log(`tests: ${passed} passed, ${failed} failed`);
// The failures again, at the end, where a log cut to its tail still shows them.
for (const line of [...vitest.failures, ...e2e.failures]) console.log(line);
process.exit(failedSteps ? 1 : 0);
