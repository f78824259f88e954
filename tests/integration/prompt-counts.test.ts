import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db';
import { prompts } from '@/models/schema';
import { ensureCategories } from '@/models/categories';
import { insertPrompt } from '@/models/prompts';
import { setFavouriteRow } from '@/models/prompt-marks';
import { countPrompts, invalidatePromptCounts } from '@/models/prompt-counts';
import type { PromptListFilter } from '@/models/prompt-rows';
import { persona, type Session } from '../factories';

// The library's counts (models/prompt-counts.ts): the shared part is kept a few seconds per filter and
// dropped when a prompt is written; so is the viewer's own, per viewer; favourites and custom categories
// (which change without a prompt write) are counted afresh; a capped count stops one past the cap. Rows written straight to the table (not through the models)
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

  it('the viewer’s own unshared prompts are kept per viewer until a prompt write drops them', async () => {
    const db = await getDb();
    const bob = await persona('trial');
    invalidatePromptCounts();
    const before = await countPrompts(filter(alice.userId), db);
    const mine = { ...filter(alice.userId), onlyAuthorId: alice.userId };
    const mineBefore = await countPrompts(mine, db);
    // Kept: a row written behind the models is not seen until the counts are dropped.
    await writeBehindTheModels({ categoryId, title: 'Alice draft', description: 'Private.', content: 'Text.', authorId: alice.userId });
    expect(await countPrompts(filter(alice.userId), db)).toBe(before);
    expect(await countPrompts(mine, db)).toBe(mineBefore);
    // Per viewer: Bob's count is his, never Alice's kept one.
    expect(await countPrompts(filter(bob.userId), db)).toBe(before - mineBefore);
    expect(await countPrompts({ ...filter(bob.userId), onlyAuthorId: bob.userId }, db)).toBe(0);
    // A prompt written through the models drops them at once.
    await insertPrompt({ categoryId, title: 'Alice second draft', description: 'Private.', content: 'Text.', authorId: alice.userId });
    expect(await countPrompts(filter(alice.userId), db)).toBe(before + 2);
    expect(await countPrompts(mine, db)).toBe(mineBefore + 2);
    expect(await countPrompts(filter(bob.userId), db)).toBe(before - mineBefore);
  });

  it('favourites are counted afresh on every call: starring writes no prompt', async () => {
    const db = await getDb();
    const starred = { ...filter(alice.userId), favouritesOfUserId: alice.userId };
    const before = await countPrompts(starred, db);
    const prompt = await insertPrompt({ ...shared(), title: 'Worth a star' });
    expect(await countPrompts(starred, db)).toBe(before);
    await setFavouriteRow(alice.userId, prompt.id, true);
    expect(await countPrompts(starred, db)).toBe(before + 1);
  });

  it('a capped count stops one past the cap', async () => {
    const db = await getDb();
    invalidatePromptCounts();
    expect(await countPrompts(filter(alice.userId, true), db)).toBeGreaterThan(4);
    expect(await countPrompts(filter(alice.userId, true), db, 3)).toBe(4);
  });
});
