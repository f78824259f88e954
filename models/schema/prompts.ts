import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { categories, userCategories } from './categories';
import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const prompts = pgTable(
  'prompts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    content: text('content').notNull(),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    // A custom category can only be deleted while empty (spec P1 §4), so restrict here too.
    userCategoryId: uuid('user_category_id').references(() => userCategories.id, { onDelete: 'restrict' }),
    accessLevel: text('access_level', { enum: ['free', 'pro'] }).notNull().default('free'),
    approved: boolean('approved').notNull().default(false),
    viewable: text('viewable', { enum: ['private', 'public'] }).notNull().default('private'),
    // Library prompts written by the team have no author.
    authorId: text('author_id').references(() => users.id, { onDelete: 'cascade' }),
    popularityScore: integer('popularity_score').notNull().default(0),
    initialLoad: boolean('initial_load').notNull().default(false),
    // The onboarding role this prompt is curated for (marketing, content, business, developer, other).
    forOnboard: text('for_onboard'),
    // Stable key of a seeded library prompt, so seeding is idempotent.
    seedKey: text('seed_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Weighted full-text vector: title (A) > description (B) > content (C).
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', coalesce(${prompts.title}, '')), 'A') || setweight(to_tsvector('english', coalesce(${prompts.description}, '')), 'B') || setweight(to_tsvector('english', coalesce(${prompts.content}, '')), 'C')`,
    ),
  },
  (t) => [
    // spec P1 §3: exactly one of category and userCategoryId.
    check('prompts_one_category_ck', sql`(${t.categoryId} IS NULL) <> (${t.userCategoryId} IS NULL)`),
    index('prompts_search_vector_idx').using('gin', t.searchVector),
    index('prompts_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    // A search's first tier, the prompts whose title matches, when they are few (models/prompt-search.ts).
    // The expression is the title part of search_vector; ANALYZE keeps its statistics too.
    index('prompts_title_tsv_idx').using('gin', sql`to_tsvector('english', coalesce(${t.title}, ''))`),
    // Ordered scans for Browse: the page is read in rank order and stops after LIMIT rows
    // (NULLS FIRST matches the plain DESC of the queries' ORDER BY).
    index('prompts_rank_idx').on(t.popularityScore.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('prompts_category_rank_idx').on(t.categoryId, t.popularityScore.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Browse's other orders: newest first, and A–Z by title whatever its case.
    index('prompts_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('prompts_title_order_idx').on(sql`lower(${t.title})`, t.id),
    index('prompts_user_category_idx').on(t.userCategoryId),
    index('prompts_author_idx').on(t.authorId, t.createdAt),
    // A person's own prompts in rank order (Browse's 'Only my prompts', their searches): a page of a
    // 10,000-prompt library stops after its rows instead of sorting them all (issue #28).
    index('prompts_author_rank_idx').on(t.authorId, t.popularityScore.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('prompts_access_level_idx').on(t.accessLevel),
    index('prompts_for_onboard_idx').on(t.forOnboard),
    // The admin grid's 'Awaiting approval': public prompts not yet approved, oldest first.
    index('prompts_awaiting_approval_idx').on(t.createdAt).where(sql`${t.viewable} = 'public' AND ${t.approved} = false`),
  ],
);

export type PromptRow = typeof prompts.$inferSelect;
export type NewPromptRow = typeof prompts.$inferInsert;
