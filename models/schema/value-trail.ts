import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { parameterProfiles } from './parameter-profiles';
import { prompts } from './prompts';
import { users } from './users';
import { TRAIL_ACTIONS, TRAIL_SOURCES, TRAIL_SURFACES } from '../../lib/dto/value-trail';

export { TRAIL_ACTIONS, TRAIL_SOURCES, TRAIL_SURFACES, type TrailAction, type TrailSource, type TrailSurface } from '../../lib/dto/value-trail';

// The usage trail (docs/memory.md#the-usage-trail): which prompt used which of a person's values, from
// where and on which surface. It names values by their parameter's name, never holds one.

export const valueUses = pgTable(
  'value_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The parameter's name in the memory that the placeholder answers to, else the placeholder's label. */
    key: text('key').notNull(),
    source: text('source', { enum: TRAIL_SOURCES }).notNull(),
    /** The profile that filled it (source 'profile'); its name is kept for when it is gone. */
    profileId: uuid('profile_id').references(() => parameterProfiles.id, { onDelete: 'set null' }),
    profileName: text('profile_name'),
    /** The prompt, its title then, and its version then (1 + the versions its saves replaced). */
    promptId: uuid('prompt_id').references(() => prompts.id, { onDelete: 'set null' }),
    promptTitle: text('prompt_title').notNull(),
    promptVersion: integer('prompt_version').notNull(),
    action: text('action', { enum: TRAIL_ACTIONS }).notNull(),
    surface: text('surface', { enum: TRAIL_SURFACES }).notNull(),
    /** The MCP client's name, or the assistant a prompt was opened in. */
    client: text('client'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A prompt's or profile's deletion sets its uses' column null: each finds them by its index.
  (t) => [
    index('value_uses_user_key_idx').on(t.userId, t.key, t.createdAt),
    index('value_uses_user_time_idx').on(t.userId, t.createdAt),
    index('value_uses_prompt_idx').on(t.promptId),
    index('value_uses_profile_idx').on(t.profileId),
  ],
);

/**
 * A person's settings for one value, by its parameter's name: never to the extension, never over MCP,
 * and when it was forgotten everywhere, with marks of what was forgotten (a device's older copy of the
 * memory does not bring it back).
 */
export const valueSettings = pgTable(
  'value_settings',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    neverExtension: boolean('never_extension').notNull().default(false),
    neverMcp: boolean('never_mcp').notNull().default(false),
    forgottenAt: timestamp('forgotten_at', { withTimezone: true }),
    /** Marks of the values forgotten (lib/memory-crypto.ts forgottenMarks), never the values: a device's sign-in merge does not bring them back. */
    forgottenMarks: text('forgotten_marks').array().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);


export type ValueUseRow = typeof valueUses.$inferSelect;
export type ValueSettingsRow = typeof valueSettings.$inferSelect;
