import { z } from 'zod';
import { API_TOKEN_NAME_MAX, API_TOKEN_TEXT } from './account-text';
import { storableText } from './text-schema';

// What POST /api/user/tokens takes (and the account card's create action): a name to recognise the
// token by. The texts live in lib/account-text.ts, which the card takes without zod.

export const apiTokenCreateSchema = z.object({
  name: storableText(
    z.string({ error: API_TOKEN_TEXT.nameRequired }).trim().min(1, API_TOKEN_TEXT.nameRequired).max(API_TOKEN_NAME_MAX, API_TOKEN_TEXT.nameMax),
  ),
  /** The profile the token fills from (docs/memory.md#profiles); left out or null: the plain memory. */
  profileId: z.string().uuid(API_TOKEN_TEXT.profileNotFound).nullable().optional(),
});

/** The values a token's client may be sent, by parameter name (docs/memory.md#key-grants); null: all. */
export const allowedKeysSchema = z
  .array(storableText(z.string().trim().min(1, API_TOKEN_TEXT.grantName).max(100, API_TOKEN_TEXT.grantName)).transform((name) => name.toLowerCase()))
  .max(50, API_TOKEN_TEXT.grantTooMany)
  .transform((names) => [...new Set(names)])
  .nullable();

/** PATCH /api/user/tokens/{id}: the profile the token fills from (or null), the values it may be sent (or null: all). */
export const apiTokenUpdateSchema = z
  .object({ profileId: z.string().uuid(API_TOKEN_TEXT.profileNotFound).nullable().optional(), allowedKeys: allowedKeysSchema.optional() })
  .refine((v) => v.profileId !== undefined || v.allowedKeys !== undefined, API_TOKEN_TEXT.updateEmpty);
export type ApiTokenUpdateInput = z.input<typeof apiTokenUpdateSchema>;

export type ApiTokenCreateInput = z.input<typeof apiTokenCreateSchema>;
