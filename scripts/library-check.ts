import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkLibrary, formatLibraryReport } from '../lib/seed/check';
import { CATEGORY_NAMES } from '../lib/seed/compose';
import { LIBRARY } from '../lib/seed/templates';

// `npm run library:check`: the library's quality gate (docs/library.md#the-quality-gate). Exits 1 on
// any error. `--record-keys` adds the keys of new templates to lib/seed/seed-keys.json; it never
// removes one, because people's clones and versions refer to seeded prompts by key.
const KEYS_FILE = join(import.meta.dirname, '..', 'lib', 'seed', 'seed-keys.json');

function main() {
  let recordedKeys = JSON.parse(readFileSync(KEYS_FILE, 'utf8')) as string[];
  if (process.argv.includes('--record-keys')) {
    const added = LIBRARY.map((p) => p.key).filter((k) => !recordedKeys.includes(k));
    recordedKeys = [...recordedKeys, ...added].sort();
    writeFileSync(KEYS_FILE, `${JSON.stringify(recordedKeys, null, 1)}\n`);
    console.log(`[library] recorded ${added.length} new key(s) in lib/seed/seed-keys.json`);
  }
  const report = checkLibrary({ library: LIBRARY, categories: CATEGORY_NAMES, recordedKeys });
  console.log(formatLibraryReport(report));
  process.exitCode = report.errors.length === 0 ? 0 : 1;
}

main();
