'use client';

import { recordHomeVisitAction } from '@/actions/onboarding';
import { userKeys } from './queries/user-keys';

/**
 * The home's first visit, recorded once; the visits after it say 'Welcome back'. Then the cached user
 * is refreshed, through the query client loaded with it: the home's first load has no query library.
 */
export function recordHomeVisit(): void {
  void recordHomeVisitAction(undefined)
    .then(async (answer) => {
      if (answer.ok) (await import('./query-client')).getQueryClient().invalidateQueries({ queryKey: userKeys.me() });
    })
    .catch(() => {
      /* not recorded: the next visit tries again */
    });
}
