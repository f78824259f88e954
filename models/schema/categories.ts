import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// System categories. spec P1 §3: a trailing asterisk in the name marks a pro category.
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('categories_name_uq').on(t.name)],
);

// Custom categories of one user. Names are unique per user in any letter case.
export const userCategories = pgTable(
  'user_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    color: text('color').notNull().default('#6366f1'),
    order: integer('order').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_categories_user_name_uq').on(t.userId, sql`lower(${t.name})`),
    index('user_categories_user_order_idx').on(t.userId, t.order),
  ],
);

export type CategoryRow = typeof categories.$inferSelect;
export type UserCategoryRow = typeof userCategories.$inferSelect;
