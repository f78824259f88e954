import { describe, expect, it } from 'vitest';
import { afterCommit, inOneTransaction, withTransaction } from '@/lib/db';
import { findSessionUser, findUserById, updateUser } from '@/models/users';
import { signUp } from '../factories';

// A cache cleared on a write is cleared after the commit. Cleared before it, a request
// between the write and the commit reads the old row and caches it again for USER_CACHE_MS.
describe('caches are cleared after the commit', () => {
  it('a user row changed in a transaction stays cached until the commit, and is re-read after it', async () => {
    const { userId } = await signUp();
    expect((await findSessionUser(userId))?.role).toBe('user');
    await withTransaction(async (tx) => {
      await updateUser(userId, { role: 'admin' }, tx);
      // Not committed yet: the cached row is still the committed one (a cache hit, no query).
      expect((await findSessionUser(userId))?.role).toBe('user');
    });
    expect((await findSessionUser(userId))?.role).toBe('admin');
  });

  it('a rolled-back change leaves the cache alone, and the row unchanged', async () => {
    const { userId } = await signUp();
    expect((await findSessionUser(userId))?.role).toBe('user');
    await expect(
      withTransaction(async (tx) => {
        await updateUser(userId, { role: 'admin' }, tx);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await findSessionUser(userId))?.role).toBe('user');
    expect((await findUserById(userId))?.role).toBe('user');
  });

  it('inside inOneTransaction, a model that took the database from getDb forgets after the commit too', async () => {
    const { userId } = await signUp();
    expect((await findSessionUser(userId))?.role).toBe('user');
    await inOneTransaction(async () => {
      await updateUser(userId, { role: 'admin' }); // no transaction passed: getDb hands out the ambient one
      expect((await findSessionUser(userId))?.role).toBe('user');
    });
    expect((await findSessionUser(userId))?.role).toBe('admin');
  });

  it('a write outside a transaction forgets at once', async () => {
    const { userId } = await signUp();
    expect((await findSessionUser(userId))?.role).toBe('user');
    await updateUser(userId, { role: 'admin' });
    expect((await findSessionUser(userId))?.role).toBe('admin');
  });

  it('afterCommit runs queued work once, after the commit, in order; never after a rollback', async () => {
    const seen: string[] = [];
    await withTransaction(async (tx) => {
      afterCommit(tx, () => seen.push('first'));
      afterCommit(tx, () => seen.push('second'));
      seen.push('in transaction');
    });
    expect(seen).toEqual(['in transaction', 'first', 'second']);
    await withTransaction(async (tx) => {
      afterCommit(tx, () => seen.push('rolled back'));
      throw new Error('no');
    }).catch(() => {});
    expect(seen).not.toContain('rolled back');
    afterCommit(undefined, () => seen.push('now'));
    expect(seen.at(-1)).toBe('now');
  });
});
