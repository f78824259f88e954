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

/** PATCH /api/user/tokens/{id}: the profile the token fills from, or null. */
export const apiTokenUpdateSchema = z.object({ profileId: z.string().uuid(API_TOKEN_TEXT.profileNotFound).nullable() });
export type ApiTokenUpdateInput = z.input<typeof apiTokenUpdateSchema>;

export type ApiTokenCreateInput = z.input<typeof apiTokenCreateSchema>;
