import type { ReactNode } from 'react';
import { ClerkProvider } from '@clerk/nextjs';
import { isClerkEnabled } from '../env';

/** Wraps the app in the active provider's context (Clerk needs one; the local provider does not). */
export function AuthProvider({ children }: { children: ReactNode }) {
  return isClerkEnabled() ? <ClerkProvider>{children}</ClerkProvider> : <>{children}</>;
}
