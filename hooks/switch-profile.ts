'use client';

import { setActiveProfileAction } from '@/actions/profiles';
import { unwrap } from '@/lib/api-client';
import { PROFILE_UI } from '@/lib/profile-text';

/**
 * The web app's active profile set through its action, without the query library: the home's switch
 * loads beside the first load (components/islands.tsx) and refreshes the server render after.
 */
export const switchWebProfile = (profileId: string | null) => unwrap(setActiveProfileAction({ profileId }), PROFILE_UI.switchFailed);
