import './load-env';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { appUrl } from '../lib/env';
import { manifestFor } from '../lib/extension';
import { EXTENSION_BUILD_DIR, EXTENSION_FILES, EXTENSION_SOURCE_DIR, extensionPackage } from '../lib/extension-package';

// `npm run build:extension [-- --origin https://promptloom.example] [--out dir]`: the Manifest V3
// extension, unpacked in extension/dist (load it from chrome://extensions with Developer mode) and
// zipped beside it, for one Promptloom origin (APP_URL by default). Plain files and one bundled
// script: no remote code, nothing else to install.
const { values } = parseArgs({ options: { origin: { type: 'string' }, out: { type: 'string' }, quiet: { type: 'boolean' } } });
const origin = new URL(values.origin ?? appUrl()).origin;
const out = values.out ?? EXTENSION_BUILD_DIR;

fs.mkdirSync(out, { recursive: true });
await build({
  entryPoints: [path.join(EXTENSION_SOURCE_DIR, 'popup.ts')],
  outfile: path.join(out, 'popup.js'),
  bundle: true,
  format: 'iife',
  target: 'chrome120',
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
});
for (const file of EXTENSION_FILES.filter((f) => f !== 'popup.js')) fs.copyFileSync(path.join(EXTENSION_SOURCE_DIR, file), path.join(out, file));
fs.writeFileSync(path.join(out, 'manifest.json'), manifestFor(fs.readFileSync(path.join(EXTENSION_SOURCE_DIR, 'manifest.json'), 'utf8'), origin));

if (out === EXTENSION_BUILD_DIR) {
  const zip = extensionPackage(origin)!;
  fs.writeFileSync(path.join(EXTENSION_SOURCE_DIR, 'promptloom-extension.zip'), zip);
}
if (!values.quiet) console.log(`[extension] built for ${origin} in ${out}${out === EXTENSION_BUILD_DIR ? ' and extension/promptloom-extension.zip' : ''}`);
