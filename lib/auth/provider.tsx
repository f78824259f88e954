import 'server-only';
import type { ReactNode } from 'react';
import { isClerkEnabled } from '../env';

/** Wraps the app in the active provider's context (Clerk needs one; the local provider does not). */
export async function AuthProvider({ children, nonce }: { children: ReactNode; nonce?: string }) {
  if (!isClerkEnabled()) return <>{children}</>;
  // Imported only when Clerk is the provider, so its code ships only to those deployments.
  const { ClerkProvider } = await import('@clerk/nextjs');
  return <ClerkProvider nonce={nonce}>{children}</ClerkProvider>;
}
