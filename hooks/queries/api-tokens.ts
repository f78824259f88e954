'use client';

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createApiTokenAction, revokeApiTokenAction, updateApiTokenAction } from '@/actions/api-tokens';
import { API_TOKEN_TEXT } from '@/lib/account-text';
import { apiRequest, unwrap } from '@/lib/api-client';
import type { ApiTokenDTO } from '@/lib/dto/api-tokens';

// Personal API tokens on the account page: the list from GET /api/user/tokens, create and
// revoke through actions/api-tokens.ts.

export const apiTokenKeys = {
  list: ['account', 'api-tokens'] as const,
};

export const apiTokenQueries = {
  list: () => queryOptions({ queryKey: apiTokenKeys.list, queryFn: () => apiRequest('GET /api/user/tokens', { fallbackMessage: API_TOKEN_TEXT.loadFailed }) }),
};

export const useApiTokens = () => useQuery(apiTokenQueries.list());

/** Creates a token; the answer holds the token itself, which the card shows once. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => unwrap(createApiTokenAction({ name }), API_TOKEN_TEXT.createFailed),
    // The list keeps what a list shows, never the token.
    onSuccess: ({ token: _token, ...created }) =>
      queryClient.setQueryData<ApiTokenDTO[]>(apiTokenKeys.list, (list) => (list ? [created, ...list.filter((t) => t.id !== created.id)] : list)),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: apiTokenKeys.list }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(revokeApiTokenAction({ id }), API_TOKEN_TEXT.revokeFailed),
    onSuccess: ({ id }) => queryClient.setQueryData<ApiTokenDTO[]>(apiTokenKeys.list, (list) => list?.filter((t) => t.id !== id)),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: apiTokenKeys.list }),
  });
}

/** Sets the profile a token fills from (null: the personal memory). */
export function useSetTokenProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; profileId: string | null }) => unwrap(updateApiTokenAction(input), API_TOKEN_TEXT.profileFailed),
    onSuccess: (saved) => queryClient.setQueryData<ApiTokenDTO[]>(apiTokenKeys.list, (list) => list?.map((t) => (t.id === saved.id ? saved : t))),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: apiTokenKeys.list }),
  });
}

/** Which values a token's client may be sent (docs/memory.md#key-grants): names, or null for all. */
export function useSetTokenGrant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; allowedKeys: string[] | null }) => unwrap(updateApiTokenAction(input), API_TOKEN_TEXT.grantFailed),
    onSuccess: (saved) => queryClient.setQueryData<ApiTokenDTO[]>(apiTokenKeys.list, (list) => list?.map((t) => (t.id === saved.id ? saved : t))),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: apiTokenKeys.list }),
  });
}
