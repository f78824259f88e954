import { z } from 'zod';

// Forgot password (issue #12): the texts and the new-password rule, shared by the forms and the tests.

// Never says whether an account exists for the address (docs/security.md, account enumeration).
export const RESET_REQUESTED_MESSAGE = 'If an account exists for that address, we sent a link to reset the password.';
export const RESET_LINK_INVALID_MESSAGE = 'This reset link has expired or was already used. Ask for a new one below.';
export const PASSWORD_CHANGED_MESSAGE = 'Your password was changed. Sign in with your new password.';
export const PASSWORDS_DIFFER_MESSAGE = 'The two passwords differ.';

// The same bounds as better-auth's emailAndPassword (lib/auth/local.ts).
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const newPasswordSchema = z
  .object({
    password: z
      .string()
      .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
      .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { message: PASSWORDS_DIFFER_MESSAGE, path: ['confirm'] });
