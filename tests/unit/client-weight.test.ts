import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Modules every page's first load carries (the parameter memory's storage, which also clears drafts on
// sign-out) and the viewer's fields must not pull in zod: its ~30 KB gzipped went onto every page when
// the storage took the draft keys from lib/editor-draft.ts, which parses drafts with zod. Walks the
// value imports ('import type' is erased) of each module, as the bundler would, stopping at server
// actions ('use server' files travel as references).
const ROOT = process.cwd();

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? path.join(ROOT, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The packages a module reaches through its value imports, with the chain that reaches each. */
function packagesReached(entry: string): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    if (/^\s*['"]use server['"]/.test(text)) return;
    const imports = [...text.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
    for (const spec of imports) {
      const local = resolve(file, spec);
      const here = [...chain, path.relative(ROOT, file)];
      if (local) walk(local, here);
      else if (!spec.startsWith('.') && !spec.startsWith('@/') && !reached.has(spec)) reached.set(spec, here);
    }
  };
  walk(path.join(ROOT, entry), []);
  return reached;
}

describe('what pages carry', () => {
  it.each(['hooks/parameter-memory-storage.ts', 'lib/placeholder-fields.ts', 'lib/card-copy.ts', 'components/prompts/placeholder-field.tsx'])('%s reaches no zod', (entry) => {
    const reached = packagesReached(entry);
    expect(reached.get('zod'), `zod is reached through ${reached.get('zod')?.join(' → ')}`).toBeUndefined();
  });

  it('the walk finds zod where it is (so the check above can fail)', () => {
    expect(packagesReached('lib/editor-draft.ts').has('zod')).toBe(true);
  });

  // Issue #28: the first load of /, /pricing, /prompts and /prompts/[id] stays within 150 KB gzipped
  // (e2e/first-load.spec.ts measures it on a production build). The root layout's client code, the
  // error boundaries and what those pages import statically reach neither the query library (it comes
  // with the parts that read through it, components/islands.tsx) nor tailwind-merge (8 KB, every page).
  it.each([
    'components/providers.tsx',
    'components/layout/nav-bar.tsx',
    'components/auth/islands.tsx',
    'app/error.tsx',
    'app/global-error.tsx',
    'components/errors/access-error.tsx',
    'components/islands.tsx',
    'components/prompts/islands.tsx',
    'components/home/landing.tsx',
    'components/home/home.tsx',
    'components/home/home-visit.tsx',
  ])('%s reaches neither @tanstack/react-query nor tailwind-merge', (entry) => {
    const reached = packagesReached(entry);
    for (const heavy of ['@tanstack/react-query', 'tailwind-merge']) expect(reached.get(heavy), `${heavy} is reached through ${reached.get(heavy)?.join(' → ')}`).toBeUndefined();
  });

  it('the walk finds the query library where it is (so the check above can fail)', () => {
    expect(packagesReached('components/layout/user-sync.tsx').has('@tanstack/react-query')).toBe(true);
  });
});
