'use client';

import { setActiveProfileAction } from '@/actions/profiles';
import { unwrap } from '@/lib/api-client';
import { PROFILE_UI } from '@/lib/profile-text';

/**
 * The web app's active profile set through its action, without the query library: the home's switch
 * loads beside the first load (components/islands.tsx) and refreshes the server render after.
 */
export async function switchWebProfile(profileId: string | null) {
  const answer = await unwrap(setActiveProfileAction({ profileId }), PROFILE_UI.switchFailed);
  // A list cached by this tab (the cards' Copy reads it) is read again.
  const [{ getQueryClient }, { profileKeys }] = await Promise.all([import('./query-client'), import('./queries/profiles')]);
  void getQueryClient().invalidateQueries({ queryKey: profileKeys.list });
  return answer;
}
