'use server';

import { defineAction } from '@/lib/action';
import { forgetValue, setKeepDays, setValueFlags, type KeepDaysInput, type ValueFlagsInput } from '@/lib/services/value-trail';

// The usage trail and each value's flags (docs/memory.md#the-usage-trail): the services of
// /api/user/trail and /api/user/values/{key}. Forgetting a value changes what the home fills with.

export const setKeepDaysAction = defineAction({
  name: 'trail.keepDays',
  run: (viewer, input: KeepDaysInput) => setKeepDays(viewer, input),
});

export const setValueFlagsAction = defineAction({
  name: 'values.flags',
  run: (viewer, { key, ...input }: ValueFlagsInput & { key: string }) => setValueFlags(viewer, key, input),
});

export const forgetValueAction = defineAction({
  name: 'values.forget',
  run: (viewer, input: { key: string }) => forgetValue(viewer, input?.key),
  revalidate: () => ['/'],
});
