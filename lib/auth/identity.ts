import type { ClerkIdentity } from './clerk';

/** Who a session belongs to, as the active provider says: services read it without importing the facade. */
export type SessionIdentity = { provider: 'local'; userId: string } | { provider: 'clerk'; identity: ClerkIdentity };
