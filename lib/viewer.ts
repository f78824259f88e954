import type { Viewer } from './permissions';
import { deriveUserState, type UserStateSource } from './user-state';

export type ViewerSource = UserStateSource & { id: string; email: string; emailVerified?: boolean | null };

/** The signed-in person as the rules see them: identity plus derived state, computed now. */
export function toViewer(user: ViewerSource, now: Date = new Date()): Viewer {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified === true,
    role: user.role === 'admin' ? 'admin' : 'user',
    subscriptionTier: user.subscriptionTier ?? 'free',
    subscriptionStatus: user.subscriptionStatus ?? 'inactive',
    ...deriveUserState(user, now),
  };
}
