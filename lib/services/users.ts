import type { Viewer } from '../permissions';
import { getEnv } from '../env';
import { ok, notFound, unauthorized, type Result } from '../errors';
import { deriveUserState, trialEndFrom, type UserState } from '../user-state';
import {
  deleteUser,
  findUserByEmail,
  findUserById,
  findUserByProviderId,
  insertUser,
  updateUser,
} from '../../models/users';
import type { UserRow } from '../../models/schema';

// The user as the API answers it (spec P1 §3, P2 §3): `_id` and `id`, subscription fields, derived state.
export type UserDTO = UserState & {
  _id: string;
  id: string;
  email: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  role: 'user' | 'admin';
  authProviderId: string | null;
  subscriptionStatus: string;
  subscriptionTier: string;
  subscriptionId: string | null;
  billingCycle: string | null;
  subscriptionEndDate: string | null;
  nextBillingDate: string | null;
  lastBillingDate: string | null;
  scheduledAction: string | null;
  freeExpiryDate: string | null;
  createdAt: string;
};

export type SubscriptionDTO = Pick<
  UserDTO,
  | 'subscriptionStatus'
  | 'subscriptionTier'
  | 'subscriptionId'
  | 'subscriptionEndDate'
  | 'nextBillingDate'
  | 'lastBillingDate'
  | 'billingCycle'
  | 'scheduledAction'
  | 'freeExpiryDate'
  | 'trialDaysRemaining'
  | 'isTrialActive'
  | 'isCurrent'
  | 'canAccessProFeatures'
>;

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function toUserDTO(row: UserRow, now: Date = new Date()): UserDTO {
  return {
    _id: row.id,
    id: row.id,
    email: row.email,
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
    ...deriveUserState(row, now),
  };
}

/** POST /api/user/sync: the signed-in person's current record. */
export async function syncUser(viewer: Viewer | null): Promise<Result<UserDTO>> {
  if (!viewer) return unauthorized();
  const row = await findUserById(viewer.id);
  if (!row) return notFound('User not found');
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
 * the 14-day trial; one whose email is in ADMIN_EMAILS becomes admin; an existing local account
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
  const isAdminEmail = getEnv().ADMIN_EMAILS.includes(identity.email.toLowerCase());
  return insertUser({
    id: crypto.randomUUID(),
    ...profile,
    name,
    emailVerified: true,
    authProvider: provider,
    authProviderId: identity.providerId,
    role: isAdminEmail ? 'admin' : 'user',
    freeExpiryDate: trialEndFrom(),
  });
}

export async function deleteProviderUser(provider: 'clerk', providerId: string): Promise<boolean> {
  const existing = await findUserByProviderId(provider, providerId);
  return existing ? deleteUser(existing.id) : false;
}
