import { createCache } from '../cache';
import type { LibrarySize } from '../library-size';
import { countPromptsByAccess } from '../../models/prompts';

// The library's size changes when a prompt is approved or seeded, rarely: a count a few minutes old
// is good enough for the marketing pages, and keeps a count over a million rows off every visit.
const sizes = createCache<LibrarySize>({ name: 'library-size', max: 1, ttlMs: 5 * 60_000 });

export async function librarySize(): Promise<LibrarySize> {
  const hit = sizes.get('shared');
  if (hit) return hit;
  const since = sizes.version();
  const { free, pro } = await countPromptsByAccess({ sharedOnly: true });
  const size = { free, pro };
  sizes.set('shared', size, since);
  return size;
}

/** Forget the kept count (tests, and after seeding in the same process). */
export const forgetLibrarySize = () => sizes.clear();
