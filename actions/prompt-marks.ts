'use server';

import { defineAction } from '@/lib/action';
import { recordPromptUse, setFavourite, type FavouriteInput, type PromptUseInput } from '@/lib/services/prompt-marks';

// Favourites and Recently used: the person's own marks on prompts. The home renders
// Recently used on the server, so a use refreshes it.

export const setFavouriteAction = defineAction({
  name: 'prompts.favourite',
  run: (viewer, input: FavouriteInput) => setFavourite(viewer, input),
  revalidate: () => ['/'],
});

export const recordPromptUseAction = defineAction({
  name: 'prompts.use',
  run: (viewer, input: PromptUseInput) => recordPromptUse(viewer, input),
  revalidate: () => ['/'],
});
