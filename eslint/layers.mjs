// The layer table of ../../shared/STYLE.md ("The house"), as ESLint reads it. Change it together
// with docs/architecture.md ("Layers enforced") and the table in STYLE.md.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import micromatch from 'micromatch';

const require = createRequire(import.meta.url);
const resolver = require('./resolver.cjs');
export const root = path.resolve(import.meta.dirname, '..');

// Modules that hold secrets, open the database or read the session: never in a browser bundle.
export const serverModules = [
  'lib/services/**',
  'models/**',
  'lib/db.ts',
  'lib/db-errors.ts',
  'lib/env.ts',
  'lib/http.ts',
  'lib/action.ts',
  'lib/page-guard.ts',
  'lib/auth/**',
  'lib/security/**',
  'lib/paddle/**',
  // The seed's data and its quality gate are pure (the landing's demo shows library templates); seeding is not.
  'lib/seed/index.ts',
  'lib/logger.ts',
  'lib/cache-bus.ts',
  'lib/ai/provider.ts',
  // The OpenAPI document is built from the services' schemas; the reference page renders it on the server.
  'lib/openapi/**',
];

// First match wins, so the narrow patterns come before `lib/**`.
export const elements = [
  { type: 'app', pattern: 'app/**' },
  { type: 'actions', pattern: 'actions/**' },
  { type: 'services', pattern: 'lib/services/**' },
  { type: 'models', pattern: 'models/**' },
  { type: 'dto', pattern: 'lib/dto/**' },
  { type: 'auth', pattern: 'lib/auth/**' },
  { type: 'lib-server', pattern: serverModules.filter((p) => !p.startsWith('lib/services') && !p.startsWith('models')) },
  { type: 'lib', pattern: 'lib/**' },
  { type: 'components', pattern: 'components/**' },
  { type: 'hooks', pattern: 'hooks/**' },
  { type: 'stores', pattern: 'stores/**' },
  { type: 'tests', pattern: 'tests/**' },
  { type: 'e2e', pattern: 'e2e/**' },
  { type: 'scripts', pattern: ['scripts/**', 'bench/**'] },
  { type: 'config', pattern: ['*.ts', '*.mjs', 'eslint/**'] },
].map((e) => ({ ...e, mode: 'full' }));

// Who may import whom (types included: "components never import a server module, not even for a type").
const everything = ['app', 'actions', 'services', 'models', 'dto', 'auth', 'lib-server', 'lib', 'components', 'hooks', 'stores', 'tests', 'e2e', 'scripts', 'config'];
export const allowed = {
  app: ['app', 'actions', 'services', 'models', 'dto', 'auth', 'lib-server', 'lib', 'components', 'hooks', 'stores'],
  actions: ['actions', 'services', 'dto', 'auth', 'lib-server', 'lib'], // + models, types only (below)
  services: ['services', 'models', 'dto', 'auth', 'lib-server', 'lib'],
  models: ['models', 'dto', 'lib-server', 'lib'],
  // The auth adapter reads sessions and runs the providers; it calls no service: what follows a
  // sign-up or a reset reaches the app through lib/auth/events.ts, wired by the auth routes.
  auth: ['auth', 'lib-server', 'models', 'dto', 'lib'],
  // The other adapters (http, actions, seed) call a service or a model; nothing in lib reaches above services.
  'lib-server': ['lib-server', 'auth', 'services', 'models', 'dto', 'lib'],
  lib: ['lib', 'dto'],
  dto: ['dto', 'lib'],
  components: ['components', 'hooks', 'stores', 'dto', 'lib'],
  hooks: ['hooks', 'stores', 'actions', 'dto', 'lib'],
  stores: ['dto', 'lib'],
  tests: everything,
  e2e: everything,
  scripts: ['scripts', 'services', 'models', 'dto', 'auth', 'lib-server', 'lib'],
  config: ['config', 'auth', 'lib-server', 'lib'],
};

/** The project-relative path an import resolves to, or null for a package or an unresolved name. */
export function resolveLocal(source, file) {
  if (!source.startsWith('@/') && !source.startsWith('.')) return null;
  const result = resolver.resolve(source, file);
  if (!result.found || !result.path) return null;
  const relative = path.relative(root, result.path);
  return relative.startsWith('..') || relative.split(path.sep).includes('node_modules') ? null : relative.split(path.sep).join('/');
}

// A module marked `import 'server-only'` counts wherever it lives (Next also refuses it in a client bundle).
const marked = new Map();
function isMarkedServerOnly(relativePath) {
  if (!marked.has(relativePath)) {
    let text = '';
    try {
      text = fs.readFileSync(path.join(root, relativePath), 'utf8');
    } catch {
      /* unreadable: not marked */
    }
    marked.set(relativePath, /^\s*import\s+['"]server-only['"]/m.test(text));
  }
  return marked.get(relativePath);
}

export const isServerModule = (relativePath) =>
  micromatch.isMatch(relativePath, serverModules) || isMarkedServerOnly(relativePath);
