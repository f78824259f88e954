'use server';

import { defineAction, type IdInput, type WithId } from '@/lib/action';
import {
  createProfile,
  deleteProfile,
  rememberValues,
  setActiveProfile,
  updateProfile,
  type ActiveProfileInput,
  type ProfileCreateInput,
  type ProfileUpdateInput,
  type RememberInput,
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

/** The viewer's "Remember": a typed value kept in the web app's profile, else the memory (POST /api/user/parameters/remember). */
export const rememberValuesAction = defineAction({
  name: 'parameters.remember',
  run: (viewer, input: RememberInput) => rememberValues(viewer, input),
});
