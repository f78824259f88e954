import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The layer table (../shared/STYLE.md, eslint/layers.mjs) as `npm run lint` enforces it: each case
// lints a few lines as if they lived at `filePath`, with the project's own eslint.config.mjs.
// The first lint loads the config and its plugins (seconds on a slow machine): it happens here,
// under a stated timeout, so each case below measures only its own lint.
const ESLINT_TIMEOUT_MS = 60_000;
let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: process.cwd() });
  await eslint.lintText('export {};\n', { filePath: 'components/x/warm-up.tsx' });
}, ESLINT_TIMEOUT_MS);

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

describe('layer boundaries', { timeout: ESLINT_TIMEOUT_MS }, () => {
  it('a component importing a service is refused', async () => {
    const code = "import { createPrompt } from '@/lib/services/prompts';\nexport const run = createPrompt;\n";
    expect(await rulesBroken('components/x/fixture.tsx', code)).toEqual(['boundaries/dependencies']);
  });

  it('a component importing a model by a relative path is refused', async () => {
    const code = "import { users } from '../../models/schema';\nexport const table = users;\n";
    expect(await rulesBroken('components/x/fixture.tsx', code)).toEqual(['boundaries/dependencies']);
  });

  it('a component importing a type from a service is refused too', async () => {
    const code = "import type { toPromptDTO } from '@/lib/services/prompt-dto';\nexport type T = typeof toPromptDTO;\n";
    expect(await rulesBroken('components/x/fixture.tsx', code)).toEqual(['boundaries/dependencies']);
  });

  it('a model importing a service is refused', async () => {
    const code = "import { createPrompt } from '@/lib/services/prompts';\nexport const run = createPrompt;\n";
    expect(await rulesBroken('models/fixture.ts', code)).toEqual(['boundaries/dependencies']);
  });

  it('a hook importing the server env is refused', async () => {
    const code = "import { getEnv } from '@/lib/env';\nexport const env = getEnv;\n";
    expect(await rulesBroken('hooks/use-fixture.ts', code)).toEqual(['boundaries/dependencies']);
  });

  it('a store importing a hook is refused', async () => {
    const code = "import { readStorage } from '@/hooks/use-local-storage';\nexport const read = readStorage;\n";
    expect(await rulesBroken('stores/fixture-store.ts', code)).toEqual(['boundaries/dependencies']);
  });

  it('a lib module importing a component is refused (lib holds no React UI)', async () => {
    const code = "import { Button } from '@/components/ui/button';\nexport const B = Button;\n";
    expect(await rulesBroken('lib/auth/fixture.tsx', code)).toEqual(['boundaries/dependencies']);
  });

  it('a service importing a store is refused', async () => {
    const code = "import { useEditorStore } from '../../stores/editor-store';\nexport const store = useEditorStore;\n";
    expect(await rulesBroken('lib/services/fixture.ts', code)).toEqual(['boundaries/dependencies']);
  });

  it('an action may name a model type but not call a model', async () => {
    const typeOnly = "'use server';\nimport type { PromptListFilter } from '@/models/prompts';\nexport type F = PromptListFilter;\n";
    const value = "'use server';\nimport { listPromptRows } from '@/models/prompts';\nexport const list = listPromptRows;\n";
    expect(await rulesBroken('actions/fixture.ts', typeOnly)).toEqual([]);
    expect(await rulesBroken('actions/fixture.ts', value)).toEqual(['boundaries/dependencies']);
  });

  it("a 'use client' file importing the database is refused, wherever it lives", async () => {
    const server = "import { getDb } from '@/lib/db';\nexport const db = getDb;\n";
    expect(await rulesBroken('app/fixture/error.tsx', server)).toEqual([]);
    expect(await rulesBroken('app/fixture/error.tsx', `'use client';\n${server}`)).toEqual(['promptloom/no-server-import-in-client']);
  });

  it('a component importing ui primitives, wire types, pure lib modules and hooks is allowed', async () => {
    const code = [
      "'use client';",
      "import { Button } from '@/components/ui/button';",
      "import type { PromptDTO } from '@/lib/dto/prompts';",
      "import { parsePlaceholders } from '@/lib/placeholders';",
      "import { useStoredState } from '../../hooks/use-stored-state';",
      "import { useEditorStore } from '@/stores/editor-store';",
      'export const parts = { Button, parsePlaceholders, useStoredState, useEditorStore };',
      'export type P = PromptDTO;',
      '',
    ].join('\n');
    expect(await rulesBroken('components/x/fixture.tsx', code)).toEqual([]);
  });

  it('a service that builds SQL is refused: drizzle-orm, the tables, getDb, a transaction of its own, a query', async () => {
    const code = [
      "import { eq } from 'drizzle-orm';",
      "import { users } from '../../models/schema';",
      "import type { UserRow } from '../../models/schema';",
      "import { getDb } from '../db';",
      'export async function f(id: string, row: UserRow) {',
      '  const db = await getDb();',
      '  await db.transaction(async () => row);',
      '  return db.select().from(users).where(eq(users.id, id));',
      '}',
      '',
    ].join('\n');
    expect((await rulesBroken('lib/services/fixture.ts', code)).sort()).toEqual([
      'no-restricted-imports',
      'no-restricted-imports',
      'no-restricted-syntax',
      'no-restricted-syntax',
      'no-restricted-syntax',
    ]);
  });

  it('a service that composes a transaction and calls models passes', async () => {
    const code = [
      "import { withTransaction } from '../db';",
      "import type { UserRow } from '../../models/schema';",
      "import { findUserById } from '../../models/users';",
      'export const f = (id: string): Promise<UserRow | null> => withTransaction((tx) => findUserById(id, tx));',
      '',
    ].join('\n');
    expect(await rulesBroken('lib/services/fixture.ts', code)).toEqual([]);
  });

  it('an import that closes a cycle is refused: the viewer service reads users, so users may not import it', async () => {
    const code = "import { currentViewer } from './viewer';\nexport const viewer = currentViewer;\n";
    expect(await rulesBroken('lib/services/users.ts', code)).toContain('import-x/no-cycle');
  });

  it('the same import from a module the viewer service does not reach is no cycle', async () => {
    const code = "import { currentViewer } from './viewer';\nexport const viewer = currentViewer;\n";
    expect(await rulesBroken('lib/services/cycle-free-fixture.ts', code)).not.toContain('import-x/no-cycle');
  });

  it('the auth adapter calling a service is refused (it reports through lib/auth/events.ts)', async () => {
    const code = "import { markEmailVerified } from '../services/users';\nexport const mark = markEmailVerified;\n";
    expect(await rulesBroken('lib/auth/fixture.ts', code)).toEqual(['boundaries/dependencies']);
  });

  it('a service may read the auth facade', async () => {
    const code = "import { sessionIdentity } from '../auth';\nexport const read = sessionIdentity;\n";
    expect(await rulesBroken('lib/services/fixture.ts', code)).toEqual([]);
  });
});
