import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { prompts } from './prompts';
import { users } from './users';

// A person's own marks on prompts of the library: the ones they starred as favourites,
// and the ones they last built or copied (the home's 'Recently used'). One row per person and prompt,
// so a repeat (a double click, two tabs) changes nothing; both go with the person or the prompt.

/** The two columns every mark has: whose it is and on which prompt, each going with its row. */
const personAndPrompt = () => ({
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  promptId: uuid('prompt_id')
    .notNull()
    .references(() => prompts.id, { onDelete: 'cascade' }),
});

export const promptFavourites = pgTable(
  'prompt_favourites',
  {
    ...personAndPrompt(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.promptId] }), index('prompt_favourites_prompt_idx').on(t.promptId)],
);

export const promptUses = pgTable(
  'prompt_uses',
  {
    ...personAndPrompt(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.promptId] }),
    index('prompt_uses_recent_idx').on(t.userId, t.usedAt.desc()),
    index('prompt_uses_prompt_idx').on(t.promptId),
  ],
);

export type PromptFavouriteRow = typeof promptFavourites.$inferSelect;
export type PromptUseRow = typeof promptUses.$inferSelect;
