'use server';

import { defineAction, type IdInput, type WithId } from '@/lib/action';
import type { ApiTokenCreateInput, ApiTokenUpdateInput } from '@/lib/api-token-schema';
import { createApiToken, revokeApiToken, updateApiToken } from '@/lib/services/api-tokens';

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

/** The profile a token (and so its MCP client) fills from: PATCH /api/user/tokens/{id}. */
export const updateApiTokenAction = defineAction({
  name: 'apiTokens.update',
  run: (viewer, { id, ...input }: WithId<ApiTokenUpdateInput>) => updateApiToken(viewer, id, input),
});
