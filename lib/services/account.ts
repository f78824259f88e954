import { listProfiles } from '../../models/parameter-profiles';
import { z } from 'zod';
import { listUserCategories } from '../../models/categories';
import { userEventSummary } from '../../models/events';
import { listPersonalParameters } from '../../models/personal-parameters';
import { countPromptsByAuthor, deletePromptsByAuthor, listPromptsByAuthor } from '../../models/prompts';
import { deleteUser, findUserById, forgetCachedUser, lockUserRowForDeletion } from '../../models/users';
import { forgetCachedSessions } from '../auth/local';
import { ACCOUNT_MESSAGES } from '../account-text';
import { withTransaction } from '../db';
import type { AccountExportDTO, UsageStatsDTO } from '../dto/users';
import { denied, fail, invalid, notFound, ok, unauthorized, type Result } from '../errors';
import { logger } from '../logger';
import { paddleApi } from '../paddle/api';
import { toExportDocument } from '../transfer/document';
import { readablePrompts } from './content-access';
import { exportPromptMarks } from './prompt-marks';
import type { Viewer } from '../permissions';
import { listAllValueUses, listValueSettings } from '../../models/value-trail';
import { normalizeMemory } from '../parameter-memory';
import { withheldAmong, withheldFor, withholdValues } from './value-trail';

// The account's own data (spec P2 §2 account settings): its usage, a copy of everything it holds,
// and its deletion.

/** GET /api/stats (spec P2 §7): prompts created, prompts used (copied or opened), last activity. */
export async function getUsageStats(viewer: Viewer): Promise<Result<UsageStatsDTO>> {
  const [promptsCreated, events] = await Promise.all([countPromptsByAuthor(viewer.id), userEventSummary(viewer.id)]);
  return ok({ promptsCreated, promptsUsed: events.used, lastActivity: events.lastActivity?.toISOString() ?? null });
}

/** GET /api/user/export: the person's own prompts (in the export schema of docs/import-export.md), custom categories and parameter memory. */
export async function exportAccountData(viewer: Viewer): Promise<Result<AccountExportDTO>> {
  const user = await findUserById(viewer.id);
  if (!user) return unauthorized();
  const [authored, categories, memory, marks, profileRows, settings, uses, withheld] = await Promise.all([
    listPromptsByAuthor(viewer.id),
    listUserCategories(viewer.id),
    listPersonalParameters(viewer.id),
    exportPromptMarks(viewer),
    listProfiles(viewer.id),
    listValueSettings(viewer.id),
    listAllValueUses(viewer.id),
    withheldFor(viewer),
  ]);
  // Fetched with a token from the extension or an MCP client, a value marked never to go there stays out.
  const aliases = normalizeMemory(memory.map((r) => [r.key, { value: '', aliases: r.aliases, isCore: r.isCore }]));
  const hidden = new Set(withheldAmong(memory.map((r) => r.key), aliases, withheld));
  const parameters = memory.map((r) => (hidden.has(r.key) ? { ...r, value: '' } : r));
  const profiles = profileRows.map((p) => ({ ...p, values: withholdValues(p.values, aliases, withheld) }));
  // Locked pro text never leaves: a pro clone whose trial ended is left out, as in the prompt export.
  const prompts = readablePrompts(viewer, authored);
  const document = toExportDocument(prompts);
  return ok({
    // The same versioned prompts as GET /api/prompts/export: one exporter (lib/transfer/document.ts),
    // so this file can be imported back too.
    format: document.format,
    version: document.version,
    kind: 'account',
    exportedAt: document.exportedAt,
    user: { email: user.email, name: user.name, createdAt: user.createdAt.toISOString(), subscriptionTier: user.subscriptionTier, billingCycle: user.billingCycle },
    prompts: document.prompts,
    categories: categories.map((c) => ({ name: c.name, description: c.description, color: c.color, order: c.order, createdAt: c.createdAt.toISOString() })),
    parameters: parameters
      .map((r) => ({ key: r.key, value: r.value, aliases: r.aliases, isCore: r.isCore, ...(r.type ? { type: r.type } : {}) }))
      .sort((a, b) => a.key.localeCompare(b.key)),
    profiles: profiles.map((p) => ({ name: p.name, values: p.values, activeOnWeb: p.activeOnWeb, createdAt: p.createdAt.toISOString() })),
    // Which prompts they starred and last built or copied, by id and title (never their text).
    favourites: marks.favourites,
    recentlyUsed: marks.recentlyUsed,
    trail: {
      keepDays: user.trailDays,
      settings: settings.map((s) => ({ key: s.key, neverExtension: s.neverExtension, neverMcp: s.neverMcp, forgottenAt: s.forgottenAt?.toISOString() ?? null })),
      uses: uses.map((u) => ({
        key: u.key,
        source: u.source,
        profile: u.profileName,
        promptId: u.promptId,
        promptTitle: u.promptTitle,
        promptVersion: u.promptVersion,
        action: u.action,
        surface: u.surface,
        client: u.client,
        usedAt: u.createdAt.toISOString(),
      })),
    },
  });
}

export const deleteAccountInput = z.object({ confirmEmail: z.string({ error: ACCOUNT_MESSAGES.confirmMismatch }).max(320) });
export type DeleteAccountInput = z.input<typeof deleteAccountInput>;

/**
 * Delete the account (docs/account.md): a recurring subscription is cancelled at Paddle first (a
 * deleted person is never billed again; if Paddle refuses, nothing is deleted), then, in one
 * transaction, the person's prompts (private and public) and the user row, which takes sessions,
 * custom categories and the parameter memory with it. Usage events stay as anonymous counts;
 * payment records stay for accounting, without the link to the person.
 */
export async function deleteAccount(viewer: Viewer, raw: unknown): Promise<Result<{ deleted: true }>> {
  const input = deleteAccountInput.safeParse(raw);
  if (!input.success) return invalid(input.error);
  if (input.data.confirmEmail.trim().toLowerCase() !== viewer.email.toLowerCase()) {
    return fail(400, 'VALIDATION_ERROR', ACCOUNT_MESSAGES.confirmMismatch, { confirmEmail: ACCOUNT_MESSAGES.confirmMismatch });
  }
  // An admin's prompts are the shared library: an admin account is removed by the operator
  // (`npm run user`), who decides what happens to them.
  if (viewer.isAdmin) return denied(ACCOUNT_MESSAGES.adminCannotDelete);
  const user = await findUserById(viewer.id);
  if (!user) return notFound();
  // Anything Paddle may still bill (active, past due, paused) is cancelled; a lifetime purchase has nothing to cancel.
  const recurring = user.subscriptionStatus !== 'cancelled' && user.billingCycle !== 'lifetime' && user.subscriptionId;
  const api = paddleApi();
  if (recurring && api && user.subscriptionId) {
    try {
      await api.subscriptions.cancel(user.subscriptionId, { effectiveFrom: 'immediately' });
    } catch (error) {
      // Already cancelled at Paddle (its webhook not in yet): nothing left to bill.
      const alreadyCancelled = (error as { code?: unknown } | null)?.code === 'subscription_is_canceled_action_invalid';
      if (!alreadyCancelled) {
        logger().error({ err: error, userId: user.id }, 'account deletion: Paddle cancel failed');
        return fail(502, 'UNKNOWN_ERROR', ACCOUNT_MESSAGES.subscriptionNotCancelled);
      }
    }
  }
  const deleted = await withTransaction(async (tx) => {
    // Writes of the person racing this finish before it or wait and find them gone: none
    // can file a prompt into a category between the two deletes below, or leave a row behind.
    if (!(await lockUserRowForDeletion(user.id, tx))) return false;
    // Prompts first: one filed under the person's own categories would hold those categories back.
    await deletePromptsByAuthor(user.id, tx);
    return deleteUser(user.id, tx);
  });
  // A request that read the person while the transaction ran may have cached them again: forget
  // them and every cached session once more, now that the rows are gone.
  forgetCachedUser(user.id);
  forgetCachedSessions();
  // A second deletion of the same account, run alongside: the first one won.
  if (!deleted) return notFound();
  return ok({ deleted: true });
}
