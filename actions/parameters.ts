'use server';

import { defineAction } from '@/lib/action';
import type { ParameterMemory } from '@/lib/parameter-memory';
import { saveParameters } from '@/lib/services/parameters';

// The personal parameter memory (spec P2 §3): the service PUT /api/user/parameters calls.

export const saveParametersAction = defineAction({
  name: 'parameters.save',
  run: (viewer, input: { parameters: ParameterMemory }) => saveParameters(viewer, input),
});
