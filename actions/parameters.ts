'use server';

import { defineAction } from '@/lib/action';
import { saveParameters, type SaveParametersInput } from '@/lib/services/parameters';

// The personal parameter memory (spec P2 §3): the service PUT /api/user/parameters calls.

export const saveParametersAction = defineAction({
  name: 'parameters.save',
  run: (viewer, input: SaveParametersInput) => saveParameters(viewer, input),
});
