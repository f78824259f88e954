import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// Imports of prompts that run in the background (docs/import-export.md#large-files): the uploaded
// file is checked, then written in batches; the dialog and the account page read this row for the
// progress and the result. The file itself is never stored here.

/** A row of the file that was not imported, and why (the result's CSV lists these). */
export type ImportJobProblem = { index: number; source: string; title: string; result: 'error' | 'duplicate'; reasons: string[] };

export const importJobs = pgTable(
  'import_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The client's Idempotency-Key: the same key answers the same job instead of starting another. */
    idempotencyKey: text('idempotency_key'),
    filename: text('filename').notNull(),
    /** 'checking' (reading the file), 'writing' (in batches), then 'done' or 'failed'. */
    status: text('status', { enum: ['checking', 'writing', 'done', 'failed'] }).notNull().default('checking'),
    /** 'stop': any row in error stops the import, nothing written (the default); 'skip': the valid rows are imported. */
    onError: text('on_error', { enum: ['stop', 'skip'] }).notNull().default('stop'),
    format: text('format'),
    fileBytes: integer('file_bytes').notNull().default(0),
    /** Bytes of the file checked so far: the checking phase's progress. */
    bytesChecked: integer('bytes_checked').notNull().default(0),
    /** Prompts in the file (known once checked). */
    total: integer('total').notNull().default(0),
    /** Prompts to create, and those created so far: the writing phase's progress. */
    toCreate: integer('to_create').notNull().default(0),
    created: integer('created').notNull().default(0),
    skippedDuplicates: integer('skipped_duplicates').notNull().default(0),
    skippedErrors: integer('skipped_errors').notNull().default(0),
    categoriesCreated: jsonb('categories_created').$type<string[]>().notNull().default([]),
    problems: jsonb('problems').$type<ImportJobProblem[]>().notNull().default([]),
    /** Why a failed import failed, in words. */
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('import_jobs_user_idx').on(t.userId, t.createdAt), uniqueIndex('import_jobs_idempotency_uq').on(t.userId, t.idempotencyKey)],
);

export type ImportJobRow = typeof importJobs.$inferSelect;
