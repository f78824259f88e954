import { desc } from 'drizzle-orm';
import { getDb } from '../lib/db';
import { mailOutbox, type MailOutboxRow } from './schema';

export type OutboxMail = Pick<MailOutboxRow, 'to' | 'subject' | 'text' | 'html'>;

export async function insertOutboxMail(mail: OutboxMail): Promise<MailOutboxRow> {
  const db = await getDb();
  const [row] = await db.insert(mailOutbox).values(mail).returning();
  return row!;
}

/** The latest mails, newest first. */
export async function listOutboxMails(limit = 50): Promise<MailOutboxRow[]> {
  const db = await getDb();
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit);
}
