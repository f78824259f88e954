import nodemailer, { type Transporter } from 'nodemailer';
import { getEnv } from '../env';
import { logger } from '../logger';
import type { MailContent } from '../mail-templates';
import { insertOutboxMail, listOutboxMails } from '../../models/mail-outbox';
import type { MailOutboxRow } from '../../models/schema';

// The one way Promptloom sends mail. With SMTP_URL, through that server (nodemailer);
// without it, into the local outbox table that /dev/outbox lists, where the outbox may be read
// (isOutboxReadable). A deployment with neither sends nothing and logs a warning.

export type Mail = MailContent & { to: string };
export type MailDelivery = 'smtp' | 'outbox' | 'dropped';

/**
 * The outbox holds reset links, so it is readable only where no real user can be: never with an
 * SMTP server (mail goes there), and in production only when MAIL_OUTBOX=on (the e2e build).
 */
export function isOutboxReadable(): boolean {
  const env = getEnv();
  if (env.SMTP_URL) return false;
  return env.NODE_ENV !== 'production' || env.MAIL_OUTBOX === 'on';
}

let transport: { url: string; transporter: Transporter } | null = null;

function smtpTransport(url: string): Transporter {
  if (transport?.url !== url) transport = { url, transporter: nodemailer.createTransport(url) };
  return transport.transporter;
}

/** Send one mail now; throws when the SMTP server or the database refuses it. */
export async function sendMail(mail: Mail): Promise<MailDelivery> {
  const env = getEnv();
  if (env.SMTP_URL) {
    await smtpTransport(env.SMTP_URL).sendMail({ from: env.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    return 'smtp';
  }
  if (isOutboxReadable()) {
    await insertOutboxMail({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    return 'outbox';
  }
  logger().warn({ subject: mail.subject }, 'mail not sent: SMTP_URL is not set');
  return 'dropped';
}

const inFlight = new Set<Promise<unknown>>();

/**
 * Send without making the caller wait: a slow or failing SMTP server never slows or breaks sign-up,
 * and a reset request for a known address takes as long as one for an unknown one. A failure is
 * logged, never thrown.
 */
export function sendMailInBackground(mail: Mail, context: Record<string, unknown>): void {
  const sending: Promise<unknown> = sendMail(mail)
    .catch((error: unknown) => logger().error({ err: error, subject: mail.subject, ...context }, 'sending mail failed'))
    .finally(() => inFlight.delete(sending));
  inFlight.add(sending);
}

/** Wait until every mail sent in the background has been handed over (tests, operator commands). */
export async function settleMail(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}

/** The outbox's latest mails, newest first, or null where it may not be read. */
export async function readOutbox(limit = 50): Promise<MailOutboxRow[] | null> {
  if (!isOutboxReadable()) return null;
  return listOutboxMails(limit);
}
