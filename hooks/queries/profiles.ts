'use client';

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createProfileAction, deleteProfileAction, rememberValuesAction, setActiveProfileAction, updateProfileAction } from '@/actions/profiles';
import { loadMemory, storeMemory } from '../parameter-memory-storage';
import { apiRequest, unwrap } from '@/lib/api-client';
import type { ProfileDTO, ProfileListDTO } from '@/lib/dto/profiles';
import { ownValue } from '@/lib/own';
import { valuesFromMemory, withProfile } from '@/lib/parameter-memory';
import { PROFILE_UI } from '@/lib/profile-text';

// Profiles over the parameter memory (docs/memory.md#profiles): the list from GET /api/user/profiles,
// every change through actions/profiles.ts.

export const profileKeys = { list: ['user', 'profiles'] as const };

export const profileQueries = {
  list: () => queryOptions({ queryKey: profileKeys.list, queryFn: () => apiRequest('GET /api/user/profiles', { fallbackMessage: PROFILE_UI.loadFailed }), staleTime: 30_000 }),
};

export const useProfiles = (enabled = true) => useQuery({ ...profileQueries.list(), enabled });

function useListUpdate() {
  const queryClient = useQueryClient();
  return {
    set: (change: (list: ProfileListDTO) => ProfileListDTO) => queryClient.setQueryData<ProfileListDTO>(profileKeys.list, (list) => (list ? change(list) : list)),
    refetch: () => void queryClient.invalidateQueries({ queryKey: profileKeys.list }),
  };
}

const replaced = (profile: ProfileDTO) => (list: ProfileListDTO): ProfileListDTO => ({
  ...list,
  profiles: list.profiles.some((p) => p._id === profile._id) ? list.profiles.map((p) => (p._id === profile._id ? profile : p)) : [...list.profiles, profile],
});

export function useCreateProfile() {
  const list = useListUpdate();
  return useMutation({
    mutationFn: (input: { name: string; values?: Record<string, string>; duplicateOf?: string }) => unwrap(createProfileAction(input), PROFILE_UI.createFailed),
    onSuccess: (created) => list.set(replaced(created)),
    onSettled: list.refetch,
  });
}

export function useUpdateProfile() {
  const list = useListUpdate();
  return useMutation({
    mutationFn: (input: { id: string; name?: string; values?: Record<string, string> }) => unwrap(updateProfileAction(input), PROFILE_UI.saveFailed),
    onSuccess: (saved) => list.set(replaced(saved)),
    onSettled: list.refetch,
  });
}

export function useDeleteProfile() {
  const list = useListUpdate();
  return useMutation({
    mutationFn: (id: string) => unwrap(deleteProfileAction({ id }), PROFILE_UI.deleteFailed),
    onSuccess: ({ id }) => list.set((l) => ({ profiles: l.profiles.filter((p) => p._id !== id), activeProfileId: l.activeProfileId === id ? null : l.activeProfileId })),
    onSettled: list.refetch,
  });
}

/** Switches the web app's profile: shown at once, rolled back if the server refuses. */
export function useSetActiveProfile() {
  const queryClient = useQueryClient();
  const list = useListUpdate();
  return useMutation({
    mutationFn: (profileId: string | null) => unwrap(setActiveProfileAction({ profileId }), PROFILE_UI.switchFailed),
    onMutate: async (profileId) => {
      await queryClient.cancelQueries({ queryKey: profileKeys.list });
      const before = queryClient.getQueryData<ProfileListDTO>(profileKeys.list);
      list.set((l) => ({ ...l, activeProfileId: profileId }));
      return { before };
    },
    onError: (_error, _id, context) => queryClient.setQueryData(profileKeys.list, context?.before),
    onSettled: list.refetch,
  });
}

/**
 * The viewer's "Remember this value": kept in the web app's profile, else in the memory, and put at once
 * where this page reads it (the profile list's cache, this browser's copy of the memory) as the server
 * kept it. `fills` says whether the page now fills the field's key from there, so the viewer may drop its
 * typed copy: a parameter the server chose by an alias this page does not know yet would not.
 */
export function useRememberValue() {
  const queryClient = useQueryClient();
  const list = useListUpdate();
  return useMutation({
    mutationFn: async (input: { profileId: string | null; name: string; key: string; value: string }) => {
      const saved = await unwrap(rememberValuesAction({ profileId: input.profileId, values: { [input.name]: input.value } }), PROFILE_UI.rememberFailed);
      const profile = saved.profile;
      if (profile) {
        list.set((l) => ({ ...l, profiles: l.profiles.map((p) => (p._id === profile._id ? { ...p, values: { ...p.values, ...saved.values } } : p)) }));
        list.refetch();
        const values = queryClient.getQueryData<ProfileListDTO>(profileKeys.list)?.profiles.find((p) => p._id === profile._id)?.values ?? saved.values;
        return { saved, fills: ownValue(valuesFromMemory(withProfile(loadMemory(), values)), input.key) !== undefined };
      }
      // A Map, not the object: a name such as '__proto__' stays a plain name.
      const memory = new Map(Object.entries(loadMemory()));
      for (const [name, value] of Object.entries(saved.values)) {
        const param = memory.get(name);
        memory.set(name, param ? { ...param, value } : { value, aliases: [name], isCore: false });
      }
      const next = Object.fromEntries(memory);
      storeMemory(next);
      return { saved, fills: ownValue(valuesFromMemory(next), input.key) !== undefined };
    },
  });
}
