import { Inbox } from 'lucide-react';
import { splitLinks } from '@/lib/mail-templates';

export type OutboxMailView = { id: string; to: string; subject: string; text: string; sentAt: string };

// The local outbox, newest first. Mails are shown as their plain text (React escapes it), links made
// clickable; their HTML is never rendered here.
export function OutboxList({ mails }: { mails: OutboxMailView[] }) {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Outbox</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Mails sent while no SMTP server is configured (SMTP_URL). Development and tests only: anyone who can open this page reads them.
        </p>
      </div>
      {mails.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-border py-12 text-center">
          <Inbox className="size-8 text-muted-foreground" aria-hidden />
          <p className="text-sm text-muted-foreground">No mail sent yet.</p>
        </div>
      ) : (
        <ol className="space-y-4" aria-label="Sent mails, newest first">
          {mails.map((mail) => (
            <li key={mail.id}>
              <article className="rounded-lg border border-border bg-card p-4" aria-labelledby={`mail-${mail.id}`} data-testid="outbox-mail">
                <header className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
                  <h2 id={`mail-${mail.id}`} className="font-medium">
                    {mail.subject}
                  </h2>
                  <time dateTime={mail.sentAt} className="text-xs text-muted-foreground">
                    {mail.sentAt.replace('T', ' ').slice(0, 19)} UTC
                  </time>
                </header>
                <p className="mb-3 text-sm text-muted-foreground">
                  To: <span className="text-foreground">{mail.to}</span>
                </p>
                <div className="whitespace-pre-wrap break-words text-sm">
                  {splitLinks(mail.text).map((part, i) =>
                    part.kind === 'link' ? (
                      <a key={i} href={part.value} className="text-accent underline underline-offset-2">
                        {part.value}
                      </a>
                    ) : (
                      <span key={i}>{part.value}</span>
                    ),
                  )}
                </div>
              </article>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
