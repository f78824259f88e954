import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { OutboxList } from '@/components/mail/outbox-list';
import { readOutbox } from '@/lib/services/mail';

export const metadata = { title: 'Outbox', robots: { index: false } };

// What the app sent while no SMTP server is configured (development, the e2e suite).
// 404 wherever the outbox may not be read: with SMTP_URL, or in production without MAIL_OUTBOX=on.
export default async function Page() {
  await connection();
  const mails = await readOutbox();
  if (!mails) notFound();
  return (
    <OutboxList
      mails={mails.map((m) => ({ id: m.id, to: m.to, subject: m.subject, text: m.text, sentAt: m.createdAt.toISOString() }))}
    />
  );
}
