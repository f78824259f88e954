'use client';

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteAccountAction } from '@/actions/account';
import { apiRequest, unwrap } from '@/lib/api-client';
import { ACCOUNT_MESSAGES } from '@/lib/account-text';

// The account page's own data: the usage summary and the account's deletion.

export const accountKeys = {
  stats: ['account', 'stats'] as const,
};

export const accountQueries = {
  stats: () => queryOptions({ queryKey: accountKeys.stats, queryFn: () => apiRequest('GET /api/stats', { fallbackMessage: ACCOUNT_MESSAGES.statsFailed }) }),
};

export const useUsageStats = () => useQuery(accountQueries.stats());

/** The export is a file the browser downloads; this is its address. */
export const ACCOUNT_EXPORT_URL = '/api/user/export';

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmEmail: string) => unwrap(deleteAccountAction({ confirmEmail }), ACCOUNT_MESSAGES.deleteFailed),
    // Nothing of the deleted account stays cached in this tab.
    onSuccess: () => queryClient.clear(),
  });
}
