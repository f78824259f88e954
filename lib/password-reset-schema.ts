import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, PASSWORDS_DIFFER_MESSAGE } from './password-reset';

// The new-password rule of the reset page.
export const newPasswordSchema = z
  .object({
    password: z
      .string()
      .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
      .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { message: PASSWORDS_DIFFER_MESSAGE, path: ['confirm'] });
