import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { faqSections } from '@/components/faq/faq-sections';
import { getDb } from '@/lib/db';
import { libraryClaims } from '@/lib/library-size';
import { seedLibrary } from '@/lib/seed';
import { forgetLibrarySize, librarySize } from '@/lib/services/library-size';

// Issue #25: the landing, pricing and FAQ say "800+" only while it is true; the figures come from the database.
const faqText = (size: Awaited<ReturnType<typeof librarySize>>) => JSON.stringify(faqSections(size));

beforeAll(async () => {
  await seedLibrary(await getDb());
});

describe('the library size the marketing pages claim', () => {
  it('is read from the database: 800+ in all, 600+ free and 200+ pro with the seeded library', async () => {
    forgetLibrarySize();
    const size = await librarySize();
    expect(libraryClaims(size)).toEqual({ total: expect.stringMatching(/^8\d\d\+$/), free: expect.stringMatching(/^6\d\d\+$/), pro: expect.stringMatching(/^2\d\d\+$/) });
    expect(faqText(size)).toContain('A library of 800+ reusable prompt templates');
  });

  it('drops below 800+ when the library does, and never claims more than is there', async () => {
    const db = await getDb();
    // Take all but 700 shared prompts out of the library (unapproved), inside a transaction rolled back after.
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`update prompts set approved = false where id in (
          select id from prompts where approved and viewable = 'public' order by seed_key nulls last offset 700)`);
        forgetLibrarySize();
        const { countPromptsByAccess } = await import('@/models/prompts');
        const size = await countPromptsByAccess({ sharedOnly: true }, tx);
        expect(size.free + size.pro).toBe(700);
        const claims = libraryClaims(size);
        expect(claims.total).toBe('700+');
        expect(faqText(size)).not.toContain('800+');
        expect(faqText(size)).toContain('A library of 700+ reusable prompt templates');
        tx.rollback();
      })
      .catch((e: unknown) => {
        if (!(e instanceof Error) || !/rollback/i.test(e.message)) throw e;
      });
    forgetLibrarySize();
    expect(libraryClaims(await librarySize()).total).not.toBe('700+');
  });
});
