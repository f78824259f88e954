import type { SessionIdentity } from '../auth/identity';
import type { Viewer } from '../permissions';
import { getEnv } from '../env';
import { toViewer } from '../viewer';
import { ok, notFound, unauthorized, type Result } from '../errors';
import { deriveUserState, trialEndFrom } from '../user-state';
import {
  deleteUser,
  demoteUnconfirmedAdmins,
  findUserByEmail,
  findUserById,
  findUserByProviderId,
  findSessionUser,
  insertUser,
  updateUser,
} from '../../models/users';
import { fillPersonalParameterIfBlank } from '../../models/personal-parameters';
import type { NewUserRow, UserRow } from '../../models/schema';
import { CORE_PARAMETERS } from '../parameter-memory';
import { sendWelcomeMail } from './account-mail';
import type { SubscriptionDTO, UserDTO } from '../dto/users';
import { MESSAGES } from '../constants';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function toUserDTO(row: UserRow, now: Date = new Date()): UserDTO {
  return {
    _id: row.id,
    id: row.id,
    email: row.email,
    emailVerified: row.emailVerified,
    name: row.name,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    authProviderId: row.authProviderId,
    subscriptionStatus: row.subscriptionStatus,
    subscriptionTier: row.subscriptionTier,
    subscriptionId: row.subscriptionId,
    billingCycle: row.billingCycle,
    subscriptionEndDate: iso(row.subscriptionEndDate),
    nextBillingDate: iso(row.nextBillingDate),
    lastBillingDate: iso(row.lastBillingDate),
    scheduledAction: row.scheduledAction,
    freeExpiryDate: iso(row.freeExpiryDate),
    createdAt: row.createdAt.toISOString(),
    userRole: row.userRole,
    onboardingStartedAt: iso(row.onboardingStartedAt),
    onboardingCompletedAt: iso(row.onboardingCompletedAt),
    onboardingStep: row.onboardingStep,
    firstHomeVisitAt: iso(row.firstHomeVisitAt),
    ...deriveUserState(row, now),
  };
}

/** POST /api/user/sync: the signed-in person's current record. */
export async function syncUser(viewer: Viewer | null): Promise<Result<UserDTO>> {
  if (!viewer) return unauthorized();
  const row = await findUserById(viewer.id);
  if (!row) return notFound(MESSAGES.userNotFound);
  return ok(toUserDTO(row));
}

/** GET /api/user/subscription (spec P1 §7). */
export async function getSubscription(viewer: Viewer | null): Promise<Result<SubscriptionDTO>> {
  const synced = await syncUser(viewer);
  if (!synced.ok) return synced;
  const u = synced.data;
  return ok({
    subscriptionStatus: u.subscriptionStatus,
    subscriptionTier: u.subscriptionTier,
    subscriptionId: u.subscriptionId,
    subscriptionEndDate: u.subscriptionEndDate,
    nextBillingDate: u.nextBillingDate,
    lastBillingDate: u.lastBillingDate,
    billingCycle: u.billingCycle,
    scheduledAction: u.scheduledAction,
    freeExpiryDate: u.freeExpiryDate,
    trialDaysRemaining: u.trialDaysRemaining,
    isTrialActive: u.isTrialActive,
    isCurrent: u.isCurrent,
    canAccessProFeatures: u.canAccessProFeatures,
  });
}

export type ProviderIdentity = {
  providerId: string;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  image?: string | null;
};

/**
 * Create or update the person an external provider (Clerk) tells us about. A new person starts
 * the 14-day trial; one whose (Clerk-confirmed) email is in ADMIN_EMAILS becomes admin; an existing local account
 * with the same email is linked rather than duplicated.
 */
export async function upsertProviderUser(provider: 'clerk', identity: ProviderIdentity): Promise<UserRow> {
  const name = [identity.firstName, identity.lastName].filter(Boolean).join(' ');
  const profile = {
    email: identity.email,
    firstName: identity.firstName ?? null,
    lastName: identity.lastName ?? null,
    image: identity.image ?? null,
    ...(name ? { name } : {}),
  };
  const existing =
    (await findUserByProviderId(provider, identity.providerId)) ?? (await findUserByEmail(identity.email));
  if (existing) {
    return (await updateUser(existing.id, { ...profile, authProvider: provider, authProviderId: identity.providerId }))!;
  }
  // Clerk confirms an address before its session carries it, so a Clerk person's address counts as confirmed.
  const created = await insertUser({
    id: crypto.randomUUID(),
    ...profile,
    name,
    role: 'user',
    ...verifiedEmailChanges(identity.email),
    authProvider: provider,
    authProviderId: identity.providerId,
    freeExpiryDate: trialEndFrom(),
  });
  await seedNameParameter(created.id, name);
  sendWelcomeMail(created);
  return created;
}

/**
 * The name given at sign-up becomes the 'Your name' parameter of the new account, unless it
 * already has one. The client's parameter sync (useParameterMemorySync) brings it to local storage.
 */
export async function seedNameParameter(userId: string, name: string | null | undefined): Promise<void> {
  const value = (name ?? '').trim().slice(0, 500);
  if (!value) return;
  await fillPersonalParameterIfBlank(userId, { key: 'name', value, aliases: [...CORE_PARAMETERS.name], isCore: true });
}

/**
 * The viewer a session identity stands for. A Clerk person the webhook has not delivered yet is
 * created now when the token carries their email; without it they are signed out until it arrives.
 */
export async function viewerForIdentity(identity: SessionIdentity | null): Promise<Viewer | null> {
  const userId = identity ? await userIdForIdentity(identity) : null;
  if (!userId) return null;
  const row = await findSessionUser(userId);
  return row ? toViewer(row) : null;
}

/**
 * A refusal given to a viewer whose account was deleted while the request ran becomes
 * 401, the answer every later request gets: what the service saw missing (a category, a prompt of
 * theirs) went with the account, and "unknown category" or "not found" would tell the client to fix
 * a request that can no longer succeed. Reads the user only for a refusal; a success stands (what it
 * wrote, it wrote before the deletion, which removed it).
 */
export async function refusalForGoneViewer<T>(viewer: Viewer | null, result: Result<T>): Promise<Result<T>> {
  if (result.ok || !viewer || result.status === 401 || result.status >= 500) return result;
  return (await findUserById(viewer.id)) ? result : unauthorized();
}

async function userIdForIdentity(identity: SessionIdentity): Promise<string | null> {
  if (identity.provider === 'local') return identity.userId;
  const clerk = identity.identity;
  const known = await findUserByProviderId('clerk', clerk.providerId);
  if (known) return known.id;
  if (!clerk.email) return null;
  return (await upsertProviderUser('clerk', { ...clerk, email: clerk.email })).id;
}

export async function deleteProviderUser(provider: 'clerk', providerId: string): Promise<boolean> {
  const existing = await findUserByProviderId(provider, providerId);
  return existing ? deleteUser(existing.id) : false;
}

/**
 * The change a confirmed address brings: the flag, and, with `makesAdmin`, admin when the
 * address is in ADMIN_EMAILS. An address only makes an admin once it is confirmed, so whoever signs up
 * first with a listed address that has no account yet gets an ordinary account.
 */
export function verifiedEmailChanges(email: string, makesAdmin = true): Pick<NewUserRow, 'emailVerified'> & { role?: 'admin' } {
  return { emailVerified: true, ...(makesAdmin && getEnv().ADMIN_EMAILS.includes(email.trim().toLowerCase()) ? { role: 'admin' as const } : {}) };
}

/**
 * The address is confirmed. `makesAdmin` says whether whoever confirmed it also holds the account: the
 * mailed link opened in a browser signed in to that account, a reset through the mailed link (which sets
 * a password only the inbox's owner knows), or an operator. A link opened elsewhere confirms the address
 * but makes no admin: the account may be someone else's who signed up first with that address and kept
 * its password and sessions (pre-hijacking).
 */
export async function markEmailVerified(userId: string, makesAdmin: boolean): Promise<UserRow | null> {
  const user = await findUserById(userId);
  return user ? updateUser(user.id, verifiedEmailChanges(user.email, makesAdmin)) : null;
}

/**
 * Once per deployment (`npm start` and `npm run dev` run it after the migrations): accounts
 * that became admin at sign-up through ADMIN_EMAILS before addresses were confirmed, and whose address
 * is still unconfirmed, become ordinary users; whoever holds the account confirms it again (the banner's
 * link while signed in, a password reset, or `npm run user -- set EMAIL --verified`). Their emails.
 */
export async function demoteUnconfirmedListedAdmins(): Promise<string[]> {
  return demoteUnconfirmedAdmins(getEnv().ADMIN_EMAILS.map((e) => e.trim().toLowerCase()));
}
