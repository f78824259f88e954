// The mails Promptloom sends, as plain text and HTML. Pure: the mail service
// (lib/services/mail.ts) sends them; tests read them.

export type MailContent = { subject: string; text: string; html: string };

export const RESET_LINK_HOURS = 1;
/** How long an email verification link works. */
export const VERIFY_LINK_HOURS = 24;
/** The trial-ending reminder goes out this long before `freeExpiryDate` (3 days). */
export const TRIAL_REMINDER_DAYS = 3;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside HTML elements and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** The first name to greet someone by: the first word of their name, never an email or a long string. */
export function greetingName(name: string | null | undefined): string | null {
  const first = (name ?? '').trim().split(/\s+/)[0] ?? '';
  if (!first || first.includes('@')) return null;
  return first.slice(0, 40);
}

function layout(paragraphs: string[], action: { label: string; url: string }, closing: string): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const url = escapeHtml(action.url);
  return [
    '<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;color:#18181b;line-height:1.5">',
    '<div style="max-width:520px;margin:0 auto;padding:24px">',
    body,
    `<p style="margin:24px 0"><a href="${url}" style="background:#4f46e5;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>`,
    `<p style="margin:0 0 16px;font-size:13px;color:#52525b">Or open this link: <a href="${url}">${url}</a></p>`,
    `<p style="margin:24px 0 0;font-size:13px;color:#52525b">${escapeHtml(closing)}</p>`,
    '</div></body></html>',
  ].join('');
}

function mail(subject: string, paragraphs: string[], action: { label: string; url: string }, closing: string): MailContent {
  const text = [...paragraphs, `${action.label}: ${action.url}`, closing].join('\n\n');
  return { subject, text, html: layout(paragraphs, action, closing) };
}

const hello = (name: string | null | undefined) => {
  const first = greetingName(name);
  return first ? `Hi ${first},` : 'Hi,';
};

export function passwordResetMail({ url }: { url: string }): MailContent {
  return mail(
    'Reset your Promptloom password',
    [
      'Hi,',
      'Someone asked to reset the password of the Promptloom account for this address. Choose a new password with the link below.',
      `The link works once, for ${RESET_LINK_HOURS} hour. If you did not ask for it, ignore this mail: your password stays as it is.`,
      'Resetting your password signs you out on every device and revokes every API token of the account: sign in again, and make new tokens where you use them.',
    ],
    { label: 'Reset password', url },
    'The Promptloom team',
  );
}

export function verifyEmailMail({ name, url }: { name: string | null | undefined; url: string }): MailContent {
  return mail(
    'Confirm your email address for Promptloom',
    [
      hello(name),
      'Please confirm that this address is yours. Until you do, your trial works as usual for browsing and building prompts; AI generations, API tokens and the lifetime plan wait for a confirmed address.',
      `The link works for ${VERIFY_LINK_HOURS} hours. If you did not create a Promptloom account, ignore this mail.`,
    ],
    { label: 'Confirm email address', url },
    'The Promptloom team',
  );
}

export function welcomeMail({ name, appUrl }: { name: string | null | undefined; appUrl: string }): MailContent {
  return mail(
    'Welcome to Promptloom',
    [
      hello(name),
      'Thanks for creating your Promptloom account. Your 14-day trial has started: every prompt in the library, Pro ones included, is yours to use.',
      'Fill in your parameters once (your name, title, company…) and every prompt comes back filled in.',
    ],
    { label: 'Open Promptloom', url: `${appUrl}/prompts` },
    'The Promptloom team',
  );
}

export function trialReminderMail({ name, endsAt, appUrl }: { name: string | null | undefined; endsAt: Date; appUrl: string }): MailContent {
  const date = endsAt.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return mail(
    'Your Promptloom trial ends soon',
    [
      hello(name),
      `Your Promptloom trial ends on ${date} (UTC). After that, Pro prompts and editing your own prompts need a Pro plan; your library and parameters stay.`,
      'Upgrade now to keep everything without a break.',
    ],
    { label: 'See plans', url: `${appUrl}/pricing` },
    'You get this reminder once per trial. The Promptloom team',
  );
}

export type TextPart = { kind: 'text'; value: string } | { kind: 'link'; value: string };

/** A mail's text cut into plain runs and http(s) links, for the outbox page to render links clickable. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    const url = match[0].replace(/[.,;:!?)]+$/, '');
    if (match.index > last) parts.push({ kind: 'text', value: text.slice(last, match.index) });
    parts.push({ kind: 'link', value: url });
    last = match.index + url.length;
  }
  if (last < text.length) parts.push({ kind: 'text', value: text.slice(last) });
  return parts;
}
