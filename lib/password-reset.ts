// Forgot password: the texts and the password bounds, shared by the forms and the tests
// (the new-password rule is lib/password-reset-schema.ts: zod stays out of the nav bar's bundle).

// Never says whether an account exists for the address (docs/security.md, account enumeration).
export const RESET_REQUESTED_MESSAGE = 'If an account exists for that address, we sent a link to reset the password.';
export const RESET_LINK_INVALID_MESSAGE = 'This reset link has expired or was already used. Ask for a new one below.';
export const PASSWORD_CHANGED_MESSAGE = 'Your password was changed. Sign in with your new password.';
export const PASSWORDS_DIFFER_MESSAGE = 'The two passwords differ.';

// The same bounds as better-auth's emailAndPassword (lib/auth/local.ts).
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
