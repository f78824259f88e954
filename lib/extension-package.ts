import fs from 'node:fs';
import path from 'node:path';
import { zipSync, strToU8 } from 'fflate';
import { manifestFor } from './extension';

// The extension as a zip for one origin, from the built popup (`npm run build:extension`, which
// `npm run dev` and `npm run build` run) and the manifest source. Used by the build and by the
// account page's download, which makes it for this server's own origin.

export const EXTENSION_SOURCE_DIR = 'extension';
export const EXTENSION_BUILD_DIR = path.join('extension', 'dist');
/** Files of the unpacked extension besides the manifest. */
export const EXTENSION_FILES = ['popup.html', 'popup.css', 'popup.js'] as const;

/** The zip's bytes, or null when the popup is not built here. */
export function extensionPackage(origin: string, root = process.cwd()): Uint8Array | null {
  if (!isExtensionBuilt(root)) return null;
  const built = path.join(root, EXTENSION_BUILD_DIR);
  const manifest = manifestFor(fs.readFileSync(path.join(root, EXTENSION_SOURCE_DIR, 'manifest.json'), 'utf8'), origin);
  const files: Record<string, Uint8Array> = { 'manifest.json': strToU8(manifest) };
  for (const f of EXTENSION_FILES) files[f] = fs.readFileSync(path.join(built, f));
  return zipSync(files, { level: 9, mtime: new Date('2026-01-01T00:00:00Z') });
}

/** Whether the popup is built here, so the account page can offer the download. */
export function isExtensionBuilt(root = process.cwd()): boolean {
  return EXTENSION_FILES.every((f) => fs.existsSync(path.join(root, EXTENSION_BUILD_DIR, f)));
}
