'use client';

import { useMemo } from 'react';
import { profileOnly, valuesFromMemory, withProfile } from '@/lib/parameter-memory';
import { notify } from '@/lib/notify';
import { PROFILE_UI } from '@/lib/profile-text';
import { useProfiles, useSetActiveProfile } from './queries/profiles';
import { useParameterMemory } from './use-parameter-memory';

/**
 * The values a build fills from on the web: the parameter memory with the web app's active profile
 * over it (docs/memory.md#profiles), which profile that is, and the switch between them.
 */
export function useFillingMemory() {
  const { memory } = useParameterMemory();
  const list = useProfiles();
  const setActive = useSetActiveProfile();
  const profiles = useMemo(() => list.data?.profiles ?? [], [list.data]);
  const active = profiles.find((p) => p._id === list.data?.activeProfileId) ?? null;
  const values = useMemo(() => valuesFromMemory(active ? withProfile(memory, active.values) : memory), [memory, active]);
  // What the profile fills differently from the memory, by placeholder key: the viewer names it there.
  const fromProfile = useMemo(() => (active ? profileOnly(memory, active.values) : {}), [active, memory]);
  const switchTo = (profileId: string | null) =>
    setActive.mutate(profileId, {
      onSuccess: () => notify.success(PROFILE_UI.switched(profiles.find((p) => p._id === profileId)?.name ?? null)),
      onError: (error) => notify.error(error instanceof Error ? error.message : PROFILE_UI.switchFailed),
    });
  return { values, fromProfile, active, profiles, switchTo, switching: setActive.isPending };
}
