import { desc } from 'drizzle-orm';
import { getDb } from '../lib/db';
import { mailOutbox, type MailOutboxRow } from './schema';

export type OutboxMail = Pick<MailOutboxRow, 'to' | 'subject' | 'text' | 'html'>;

// Mails sent within one millisecond had the same created_at (PGlite's clock counts milliseconds),
// and the list then put them in the random order of their ids: each mail of this process is stamped
// at least a millisecond after the one before.
let lastStamp = 0;

export async function insertOutboxMail(mail: OutboxMail): Promise<MailOutboxRow> {
  const db = await getDb();
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  const [row] = await db.insert(mailOutbox).values({ ...mail, createdAt: new Date(lastStamp) }).returning();
  return row!;
}

/** The latest mails, newest first. */
export async function listOutboxMails(limit = 50): Promise<MailOutboxRow[]> {
  const db = await getDb();
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit);
}
