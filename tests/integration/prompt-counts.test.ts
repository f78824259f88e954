import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db';
import { prompts } from '@/models/schema';
import { ensureCategories } from '@/models/categories';
import { insertPrompt } from '@/models/prompts';
import { countPrompts, invalidatePromptCounts } from '@/models/prompt-counts';
import type { PromptListFilter } from '@/models/prompt-rows';
import { persona, type Session } from '../factories';

// The library's counts (models/prompt-counts.ts): the shared part is kept a few seconds per filter and
// dropped when a prompt is written; the viewer's own unshared prompts are always counted afresh; a
// capped count stops one past the cap. Rows written straight to the table (not through the models)
// show what is cached.

let alice: Session;
let categoryId = '';
const shared = () => ({ categoryId, approved: true, viewable: 'public' as const, accessLevel: 'free' as const, description: 'Shared.', content: 'Text.' });

beforeAll(async () => {
  alice = await persona('trial');
  categoryId = (await ensureCategories(['Writing'])).get('Writing')!.id;
  for (let i = 0; i < 5; i++) await insertPrompt({ ...shared(), title: `Shared ${i}` });
});

const filter = (viewerId: string, viewerIsAdmin = false): PromptListFilter => ({ viewerId, viewerIsAdmin, page: 1, pageSize: 20 });
const writeBehindTheModels = async (values: typeof prompts.$inferInsert) => (await getDb()).insert(prompts).values(values);

describe('the prompt counts', () => {
  it('a shared count is kept until the counts are dropped, then counted afresh', async () => {
    const db = await getDb();
    const before = await countPrompts(filter(alice.userId), db);
    await writeBehindTheModels({ ...shared(), title: 'Unseen by the cache' });
    expect(await countPrompts(filter(alice.userId), db)).toBe(before);
    invalidatePromptCounts();
    expect(await countPrompts(filter(alice.userId), db)).toBe(before + 1);
  });

  it('a prompt written through the models drops the counts at once', async () => {
    const db = await getDb();
    const before = await countPrompts(filter(alice.userId, true), db);
    await insertPrompt({ ...shared(), title: 'Counted at once' });
    expect(await countPrompts(filter(alice.userId, true), db)).toBe(before + 1);
  });

  it('the viewer’s own unshared prompts are counted afresh on every call', async () => {
    const db = await getDb();
    const before = await countPrompts(filter(alice.userId), db);
    await writeBehindTheModels({ categoryId, title: 'Alice draft', description: 'Private.', content: 'Text.', authorId: alice.userId });
    expect(await countPrompts(filter(alice.userId), db)).toBe(before + 1);
  });

  it('a capped count stops one past the cap', async () => {
    const db = await getDb();
    invalidatePromptCounts();
    expect(await countPrompts(filter(alice.userId, true), db)).toBeGreaterThan(4);
    expect(await countPrompts(filter(alice.userId, true), db, 3)).toBe(4);
  });
});
