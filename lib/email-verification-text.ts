// The address confirmation's texts, apart from lib/account-text.ts: the banner that every signed-in
// page may show carries only these (lib/account-text.ts re-exports them).
export const EMAIL_VERIFICATION_TEXT = {
  required:
    'Please confirm your email address first: open the link we emailed you. Did not get it? Choose "Send the link again" to have a new one sent.',
  banner: 'Please confirm your email address: open the link we sent you. AI generations, API tokens and the lifetime plan wait for it.',
  resend: 'Send the link again',
  sending: 'Sending…',
  sent: 'We sent a new link. Check your inbox.',
  resendFailed: 'The link could not be sent. Please try again in a moment.',
  openOutbox: 'Open the local outbox',
  verified: 'Thanks: your email address is confirmed.',
  linkFailed: 'That confirmation link has expired or was already used. Send a new one from the banner.',
} as const;
