import { z } from 'zod';
import { findPromptById } from '../../models/prompts';
import { findPromptsByIds } from '../../models/prompt-rows';
import { favouriteIdsAmong, listFavouriteRows, listRecentUseRows, recordUseRow, setFavouriteRow } from '../../models/prompt-marks';
import { RECENTLY_USED_MAX, PROMPT_MESSAGES } from '../constants';
import { isForeignKeyViolation } from '../db';
import type { PromptDTO } from '../dto/prompts';
import { invalid, notFound, ok, type Result } from '../errors';
import { canSeePrompt, type Viewer } from '../permissions';
import { promptSeenBy } from './content-access';
import { eventUses, recordUses } from './value-trail';

// Favourites and Recently used (docs/library.md). Each person reads and changes only their
// own: the user id is always the signed-in viewer's, never one from the request.

const promptId = z.string().uuid(PROMPT_MESSAGES.invalidId);

export const favouriteInput = z.object({
  promptId,
  favourite: z.boolean({ error: 'favourite must be true or false' }),
});
export type FavouriteInput = z.input<typeof favouriteInput>;

/** A prompt this viewer may see, or null (a private prompt of someone else is 'not found', as by id). */
async function findSeen(viewer: Viewer, id: string) {
  const row = await findPromptById(id);
  return row && canSeePrompt(viewer, row) ? row : null;
}

/**
 * Star or unstar a prompt: the state asked for, not a flip, so a repeat or two tabs at once end the
 * same. A locked pro prompt may be starred: it shows as its card, as in Browse.
 */
export async function setFavourite(viewer: Viewer, raw: unknown): Promise<Result<{ promptId: string; favourite: boolean }>> {
  const input = favouriteInput.safeParse(raw);
  if (!input.success) return invalid(input.error);
  const row = await findSeen(viewer, input.data.promptId);
  if (!row) return notFound(PROMPT_MESSAGES.notFound);
  try {
    await setFavouriteRow(viewer.id, row.id, input.data.favourite);
  } catch (error) {
    // Deleted between the check and the write.
    if (isForeignKeyViolation(error)) return notFound(PROMPT_MESSAGES.notFound);
    throw error;
  }
  return ok({ promptId: row.id, favourite: input.data.favourite });
}

export const useInput = z.object({
  promptId,
  // The values the build filled with, from where (the usage trail, docs/memory.md#the-usage-trail).
  uses: eventUses,
});
export type PromptUseInput = z.input<typeof useInput>;

/** A prompt built in the viewer: it goes to the top of the viewer's Recently used. Copies count through trackEvent. */
export async function recordPromptUse(viewer: Viewer, raw: unknown): Promise<Result<{ recorded: true }>> {
  const input = useInput.safeParse(raw);
  if (!input.success) return invalid(input.error);
  const row = await findSeen(viewer, input.data.promptId);
  if (!row) return notFound(PROMPT_MESSAGES.notFound);
  try {
    await recordUseRow(viewer.id, row.id);
    if (input.data.uses?.length) await recordUses(viewer, row, 'build', input.data.uses);
  } catch (error) {
    if (isForeignKeyViolation(error)) return notFound(PROMPT_MESSAGES.notFound);
    throw error;
  }
  return ok({ recorded: true });
}

/**
 * The home's Recently used: the last prompts this viewer built or copied that they may still see,
 * as cards. A locked pro prompt comes as its card preview only (content-access.ts), as in Browse.
 */
export async function listRecentlyUsed(viewer: Viewer): Promise<Result<PromptDTO[]>> {
  // A few more than shown: some may have turned private since.
  const uses = await listRecentUseRows(viewer.id, RECENTLY_USED_MAX * 3);
  const rows = (await findPromptsByIds(uses.map((u) => u.promptId))).filter((row) => canSeePrompt(viewer, row)).slice(0, RECENTLY_USED_MAX);
  const starred = await favouriteIdsAmong(viewer.id, rows.map((r) => r.id));
  return ok(rows.map((row) => ({ ...promptSeenBy(viewer, row), favourite: starred.has(row.id) })));
}

export type PromptMarksExport = {
  favourites: { promptId: string; title: string; starredAt: string }[];
  recentlyUsed: { promptId: string; title: string; usedAt: string }[];
};

/**
 * The account export's part (docs/import-export.md): which prompts the person starred and last used,
 * by id and title only: never a prompt's text, so a locked pro prompt leaks nothing.
 */
export async function exportPromptMarks(viewer: Viewer): Promise<PromptMarksExport> {
  const [favourites, uses] = await Promise.all([listFavouriteRows(viewer.id), listRecentUseRows(viewer.id, 1000)]);
  const rows = await findPromptsByIds([...new Set([...favourites, ...uses].map((r) => r.promptId))]);
  const seen = new Map(rows.filter((row) => canSeePrompt(viewer, row)).map((row) => [row.id, row.title]));
  return {
    favourites: favourites.filter((f) => seen.has(f.promptId)).map((f) => ({ promptId: f.promptId, title: seen.get(f.promptId)!, starredAt: f.createdAt.toISOString() })),
    recentlyUsed: uses.filter((u) => seen.has(u.promptId)).map((u) => ({ promptId: u.promptId, title: seen.get(u.promptId)!, usedAt: u.usedAt.toISOString() })),
  };
}
