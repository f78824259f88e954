// `npm run lint`. Layers (which folder may import which) come from eslint/layers.mjs, the table of
// ../shared/STYLE.md; docs/architecture.md ("Layers enforced") describes them.
import path from 'node:path';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import nextPlugin from '@next/eslint-plugin-next';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import { allowed, elements } from './eslint/layers.mjs';
import promptloom from './eslint/plugin.mjs';

const policies = Object.entries(allowed).map(([from, to]) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
}));
// Actions may name a model's types (the table: "`lib/`, `models/` types"), never call one.
policies.push({ from: { element: { type: 'actions' } }, allow: { to: { element: { type: 'models' } }, dependency: { kind: 'type' } } });

export default tseslint.config(
  {
    ignores: [
      '.next/**', '.e2e/**', '.bench/**', '.scale/**', '.fl/**', '.data/**', '.look/**', 'node_modules/**',
      'models/migrations/**', 'bench/results*', 'docs/**', 'coverage/**', 'test-results/**',
      'playwright-report/**', 'extension/dist/**', '**/*.tsbuildinfo', 'next-env.d.ts',
    ],
  },
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  nextPlugin.configs.recommended,
  nextPlugin.configs['core-web-vitals'],
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { boundaries, promptloom, 'import-x': importX },
    settings: {
      'boundaries/elements': elements,
      'boundaries/root-path': import.meta.dirname,
      'boundaries/legacy-warnings': false,
      'import/resolver': { [path.join(import.meta.dirname, 'eslint/resolver.cjs')]: {} },
      'import-x/resolver': { [path.join(import.meta.dirname, 'eslint/resolver.cjs')]: {} },
      // The cycle check reads each imported module: TypeScript through typescript-eslint's parser.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: '{{from.type}} ({{from.path}}) may not import {{to.type}} ({{to.path}}): see the layer table in ../shared/STYLE.md and eslint/layers.mjs',
          policies,
        },
      ],
      'promptloom/no-server-import-in-client': 'error',
      // No module reaches itself again through its imports, type imports and dynamic imports included.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Services call models; only models build SQL. A service may compose a transaction
    // (withTransaction) and name the Transaction type and the tables' types, nothing that queries.
    files: ['lib/services/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'Services build no SQL: call a model (models/).' }],
          patterns: [
            { group: ['drizzle-orm/*'], message: 'Services build no SQL: call a model (models/).' },
            { group: ['**/models/schema', '@/models/schema'], allowTypeImports: true, message: 'Services take only the tables\' types: call a model (models/).' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='getDb']", message: 'Services do not open the database: call a model (models/).' },
        { selector: "CallExpression[callee.property.name='transaction']", message: 'Use withTransaction (lib/db.ts), not a transaction of your own.' },
        {
          selector: "CallExpression[callee.object.name=/^(tx|db)$/][callee.property.name=/^(select|insert|update|delete|execute)$/]",
          message: 'Services run no query: call a model (models/).',
        },
      ],
    },
  },
  {
    // Tests read JSON answers field by field (`res.body.data.items[0]._id`); typing every body would
    // only restate the assertions.
    files: ['tests/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Node scripts and configs run outside React: hooks rules mean nothing there.
    files: ['scripts/**', 'e2e/**', '*.config.*', 'eslint/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Every spec takes `test` and `expect` from e2e/fixtures/test.ts, whose console gate
    // fails a test on any console error or hydration warning.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test', 'expect'], message: "Import test and expect from './fixtures/test' (the console gate)." }] },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', exports: 'writable', __dirname: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
