import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users';

// Profiles (docs/memory.md#profiles): named sets of values over a person's parameter memory, e.g.
// "Me at Acme" or "Client: Globex". A value a profile lacks falls through to the memory. Which profile
// fills is chosen per surface: the web app's is the one marked active_on_web (at most one per person,
// so deleting it leaves the web on the plain memory), a token's (and so an MCP client's) is
// api_tokens.profile_id, and a call may name its own `profile`.
export const parameterProfiles = pgTable(
  'parameter_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    activeOnWeb: boolean('active_on_web').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A name once per person, whatever its case: a `profile` argument names one.
  (t) => [
    uniqueIndex('parameter_profiles_user_name_uq').on(t.userId, sql`lower(${t.name})`),
    uniqueIndex('parameter_profiles_web_active_uq').on(t.userId).where(sql`${t.activeOnWeb}`),
    index('parameter_profiles_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * A profile's value for one parameter, by the parameter's name in the memory (its aliases apply) or any
 * other name. Sealed like the memory's values (lib/memory-crypto.ts), bound to the profile too.
 */
export const profileValues = pgTable(
  'profile_values',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => parameterProfiles.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [uniqueIndex('profile_values_profile_key_uq').on(t.profileId, t.key), index('profile_values_user_idx').on(t.userId)],
);

export type ParameterProfileRow = typeof parameterProfiles.$inferSelect;
export type ProfileValueRow = typeof profileValues.$inferSelect;
