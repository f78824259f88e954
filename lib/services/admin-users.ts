import { storableText } from '../text-schema';
import { z } from 'zod';
import { pageNumber, strictQuery } from '../query-schema';
import { insertAdminAudit, listAdminAudit, listUsersForAdmin, lockAdmins, setUserRole } from '../../models/admin-users';
import { findUserById, lockUserForBilling, updateUser } from '../../models/users';
import { withTransaction } from '../db';
import type { AdminAuditEntry, AdminUserRow, AdminUsersAnswer } from '../dto/admin';
import { denied, fail, invalid, notFound, ok, type Result } from '../errors';
import type { Viewer } from '../permissions';
import { deriveUserState, holdsLifetime, trialDaysRemaining, trialEndFrom } from '../user-state';
import { MESSAGES } from '../constants';

// The admin users list (beyond the spec): find people, make or unmake admins, extend a
// trial; every change is recorded with who made it and when, and shown on the person.

export const USERS_PAGE_SIZE = 20;
export const ADMIN_USER_MESSAGES = {
  notFound: MESSAGES.userNotFound,
  ownRole: 'You cannot remove your own admin role',
  unchanged: 'Nothing changed: the user already has that role',
} as const;

export const usersQuery = strictQuery(
  {
    search: storableText(z.string().trim().max(200, 'Search must be at most 200 characters')).optional(),
    page: pageNumber,
  },
  'users filter',
);

type ListedUser = Awaited<ReturnType<typeof listUsersForAdmin>>['rows'][number];

function planOf(user: ListedUser['user'], now: Date): AdminUserRow['plan'] {
  const state = deriveUserState(user, now);
  if (state.isAdmin) return 'Admin';
  if (holdsLifetime(user)) return 'Lifetime';
  if (user.subscriptionTier === 'pro' && state.isCurrent) return 'Pro';
  return state.isTrialActive ? 'Trial' : 'Free';
}

const toAdminUserRow = ({ user, lastActiveAt, promptCount }: ListedUser, now: Date): AdminUserRow => ({
  _id: user.id,
  email: user.email,
  name: user.name,
  role: user.role,
  plan: planOf(user, now),
  trialDaysRemaining: deriveUserState(user, now).trialDaysRemaining,
  createdAt: user.createdAt.toISOString(),
  lastActiveAt: lastActiveAt ? new Date(lastActiveAt).toISOString() : null,
  promptCount,
});

/** GET /api/admin/users?search=&page=: newest first, 20 a page. */
export async function listUsers(viewer: Viewer, raw: unknown, now = new Date()): Promise<Result<AdminUsersAnswer>> {
  if (!viewer.isAdmin) return denied();
  const parsed = usersQuery.safeParse(raw ?? {});
  if (!parsed.success) return invalid(parsed.error, 'Invalid users filter');
  const { search, page } = parsed.data;
  const { rows, total } = await listUsersForAdmin(search || undefined, (page - 1) * USERS_PAGE_SIZE, USERS_PAGE_SIZE);
  return ok({ users: rows.map((r) => toAdminUserRow(r, now)), totalPages: Math.max(1, Math.ceil(total / USERS_PAGE_SIZE)), currentPage: page, total });
}

// A NUL in an id reached the database as a 500.
const userId = storableText(z.string().min(1).max(200));

/** GET /api/admin/users/{id}/audit: the recorded changes to a person, newest first. */
export async function listUserAudit(viewer: Viewer, rawId: unknown): Promise<Result<AdminAuditEntry[]>> {
  if (!viewer.isAdmin) return denied();
  const id = userId.safeParse(rawId);
  if (!id.success || !(await findUserById(id.data))) return notFound(ADMIN_USER_MESSAGES.notFound);
  const rows = await listAdminAudit(id.data);
  return ok(rows.map((r) => ({ _id: r.id, actorEmail: r.actorEmail, action: r.action, detail: r.detail as Record<string, unknown>, createdAt: r.createdAt.toISOString() })));
}

export const roleInput = z.object({ userId, role: z.enum(['user', 'admin'], { error: "role must be 'user' or 'admin'" }) }).strict();
export type SetRoleInput = z.input<typeof roleInput>;

/**
 * Make or unmake an admin; recorded. An admin cannot unmake themselves, and whoever is no longer an
 * admin when the change runs is refused: two admins removing each other leave one of them.
 */
export async function setRole(viewer: Viewer, raw: unknown): Promise<Result<{ _id: string; role: 'user' | 'admin' }>> {
  if (!viewer.isAdmin) return denied();
  const parsed = roleInput.safeParse(raw);
  if (!parsed.success) return invalid(parsed.error);
  const { userId: id, role } = parsed.data;
  if (id === viewer.id && role !== 'admin') return fail(400, 'VALIDATION_ERROR', ADMIN_USER_MESSAGES.ownRole);
  const outcome = await withTransaction(async (tx) => {
    // Role changes take the admins' rows in one order: two admins removing each other run one after
    // the other, and the second is no longer an admin by then.
    const admins = await lockAdmins(tx);
    if (!admins.includes(viewer.id)) return 'denied' as const;
    const row = await setUserRole(id, role, tx);
    if (!row) return 'unchanged' as const;
    await insertAdminAudit({ actorId: viewer.id, actorEmail: viewer.email, targetUserId: id, action: role === 'admin' ? 'make_admin' : 'unmake_admin', detail: { role } }, tx);
    return 'changed' as const;
  });
  if (outcome === 'denied') return denied();
  if (outcome === 'changed') return ok({ _id: id, role });
  // Two admins pressing at once: one changes it, the other is told nothing changed.
  return (await findUserById(id)) ? fail(409, 'CONFLICT', ADMIN_USER_MESSAGES.unchanged) : notFound(ADMIN_USER_MESSAGES.notFound);
}

export const trialInput = z
  .object({
    userId,
    days: z.coerce.number({ error: 'days must be a number' }).int('days must be a whole number').min(1, 'days must be 1 or more').max(365, 'days must be at most 365'),
  })
  .strict();
export type ExtendTrialInput = z.input<typeof trialInput>;

/** Add days to a person's trial: from its end, or from now when it has ended. Recorded with the old and new end. */
export async function extendTrial(viewer: Viewer, raw: unknown, now = new Date()): Promise<Result<{ _id: string; freeExpiryDate: string; trialDaysRemaining: number }>> {
  if (!viewer.isAdmin) return denied();
  const parsed = trialInput.safeParse(raw);
  if (!parsed.success) return invalid(parsed.error);
  const { userId: id, days } = parsed.data;
  const to = await withTransaction(async (tx) => {
    // Locked: two extensions at once apply one after the other, and both count.
    const user = await lockUserForBilling({ userId: id }, tx);
    if (!user) return null;
    const from = user.freeExpiryDate;
    const end = trialEndFrom(from && from.getTime() > now.getTime() ? from : now, days);
    await updateUser(id, { freeExpiryDate: end }, tx);
    await insertAdminAudit({ actorId: viewer.id, actorEmail: viewer.email, targetUserId: id, action: 'extend_trial', detail: { days, from: from?.toISOString() ?? null, to: end.toISOString() } }, tx);
    return end;
  });
  if (!to) return notFound(ADMIN_USER_MESSAGES.notFound);
  return ok({ _id: id, freeExpiryDate: to.toISOString(), trialDaysRemaining: trialDaysRemaining(to, now) });
}
