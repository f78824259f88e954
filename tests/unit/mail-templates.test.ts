import { describe, expect, it } from 'vitest';
import { escapeHtml, greetingName, passwordResetMail, splitLinks, trialReminderMail, welcomeMail } from '@/lib/mail-templates';
import { PASSWORDS_DIFFER_MESSAGE } from '@/lib/password-reset';
import { newPasswordSchema } from '@/lib/password-reset-schema';

describe('mail templates', () => {
  it('escape what they put into HTML, names and links alike', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const mail = welcomeMail({ name: '<script>alert(1)</script>', appUrl: 'https://app.test' });
    expect(mail.html).not.toContain('<script>');
    const reset = passwordResetMail({ url: 'https://app.test/reset-password?token=a"b' });
    expect(reset.html).toContain('href="https://app.test/reset-password?token=a&quot;b"');
  });

  it('greet by the first word of the name, never by an email', () => {
    expect(greetingName('Ada Lovelace')).toBe('Ada');
    expect(greetingName('ada@example.com')).toBeNull();
    expect(greetingName('   ')).toBeNull();
    expect(welcomeMail({ name: null, appUrl: 'https://app.test' }).text).toMatch(/^Hi,/);
  });

  it('put the link in the text as well as the HTML, and say how long a reset link lives', () => {
    const reset = passwordResetMail({ url: 'https://app.test/reset-password?token=abc' });
    expect(reset.text).toContain('https://app.test/reset-password?token=abc');
    expect(reset.text).toContain('1 hour');
    const reminder = trialReminderMail({ name: 'Grace', endsAt: new Date('2030-03-14T12:00:00Z'), appUrl: 'https://app.test' });
    expect(reminder.text).toContain('Thursday, March 14');
    expect(reminder.text).toContain('https://app.test/pricing');
  });

  it('splitLinks finds http(s) links and leaves trailing punctuation out', () => {
    expect(splitLinks('Open https://a.test/x?token=1. Then http://b.test')).toEqual([
      { kind: 'text', value: 'Open ' },
      { kind: 'link', value: 'https://a.test/x?token=1' },
      { kind: 'text', value: '. Then ' },
      { kind: 'link', value: 'http://b.test' },
    ]);
    expect(splitLinks('javascript:alert(1) no link')).toEqual([{ kind: 'text', value: 'javascript:alert(1) no link' }]);
  });
});

describe('the new password', () => {
  it('is 8 to 128 characters and typed the same twice', () => {
    expect(newPasswordSchema.safeParse({ password: 'a'.repeat(8), confirm: 'a'.repeat(8) }).success).toBe(true);
    expect(newPasswordSchema.safeParse({ password: 'a'.repeat(7), confirm: 'a'.repeat(7) }).success).toBe(false);
    expect(newPasswordSchema.safeParse({ password: 'a'.repeat(129), confirm: 'a'.repeat(129) }).success).toBe(false);
    const differ = newPasswordSchema.safeParse({ password: 'a'.repeat(8), confirm: 'b'.repeat(8) });
    expect(differ.success ? null : differ.error.issues[0]?.message).toBe(PASSWORDS_DIFFER_MESSAGE);
  });
});
