'use server';

import { defineAction, type IdInput } from '@/lib/action';
import type { ApiTokenCreateInput } from '@/lib/api-token-schema';
import { createApiToken, revokeApiToken } from '@/lib/services/api-tokens';

// The account page's API tokens card: the services of POST /api/user/tokens and
// DELETE /api/user/tokens/{id}. Not idempotent: a stored answer would hold the token.

export const createApiTokenAction = defineAction({
  name: 'apiTokens.create',
  run: (viewer, input: ApiTokenCreateInput) => createApiToken(viewer, input),
});

export const revokeApiTokenAction = defineAction({
  name: 'apiTokens.revoke',
  run: (viewer, input: IdInput) => revokeApiToken(viewer, input?.id),
});
