'use server';

import { defineAction, type IdInput, type WithId } from '@/lib/action';
import {
  createProfile,
  deleteProfile,
  setActiveProfile,
  updateProfile,
  type ActiveProfileInput,
  type ProfileCreateInput,
  type ProfileUpdateInput,
} from '@/lib/services/profiles';

// Profiles over the parameter memory (docs/memory.md#profiles): the services of
// /api/user/profiles. The home page renders its banner from the filled memory, so it is revalidated.

export const createProfileAction = defineAction({
  name: 'profiles.create',
  // Not idempotent: a stored answer would keep the profile's values outside their sealed column; a
  // repeat is refused by the name it already took.
  run: (viewer, input: ProfileCreateInput) => createProfile(viewer, input),
});

export const updateProfileAction = defineAction({
  name: 'profiles.update',
  run: (viewer, { id, ...input }: WithId<ProfileUpdateInput>) => updateProfile(viewer, id, input),
  revalidate: () => ['/'],
});

export const deleteProfileAction = defineAction({
  name: 'profiles.delete',
  run: (viewer, input: IdInput) => deleteProfile(viewer, input?.id),
  revalidate: () => ['/'],
});

export const setActiveProfileAction = defineAction({
  name: 'profiles.activate',
  run: (viewer, input: ActiveProfileInput) => setActiveProfile(viewer, input),
  revalidate: () => ['/'],
});
