import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { AuthProvider } from '@/lib/auth/provider';
import { currentViewer } from '@/lib/services/viewer';
import { Providers } from '@/components/providers';
import { NavBar } from '@/components/layout/nav-bar';
import { logger } from '@/lib/logger';
import { REQUEST_ID_HEADER } from '@/lib/request-id';
import { SiteFooter } from '@/components/layout/site-footer';
import { VerifyEmailBanner } from '@/components/auth/islands';
import { hasVerifiedEmail } from '@/lib/permissions';
import { isOutboxReadable } from '@/lib/services/mail';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Promptloom — your library of reusable AI prompts', template: '%s · Promptloom' },
  description: 'Keep, fill in and reuse prompt templates for ChatGPT, Claude and Gemini.',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page depends on who is asking, and carries a nonce of its own (lib/security/proxy.ts):
  // reading the request's headers renders it per request, never at build time.
  const requestHeaders = await headers();
  const nonce = requestHeaders.get('x-nonce') ?? undefined;
  const viewer = await currentViewer().catch((error: unknown) => {
    logger().error({ err: error, requestId: requestHeaders.get(REQUEST_ID_HEADER) ?? undefined }, 'could not resolve the viewer');
    return null;
  });
  return (
    <html lang="en" suppressHydrationWarning>
      <body className="min-h-screen antialiased">
        <AuthProvider nonce={nonce}>
          <Providers nonce={nonce}>
            <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-card focus:px-3 focus:py-2">
              Skip to content
            </a>
            <NavBar signedIn={viewer !== null} isAdmin={viewer?.isAdmin === true} />
            {viewer && !hasVerifiedEmail(viewer) && <VerifyEmailBanner email={viewer.email} outbox={isOutboxReadable()} />}
            {/* At least a screen tall under the 4rem nav: the footer starts below the fold, so content that
                streams in late (a Suspense boundary) never pushes it across the screen (CLS). */}
            <main id="main" className="mx-auto min-h-[calc(100svh-4rem)] w-full max-w-6xl px-4 py-8">
              {children}
            </main>
            <SiteFooter />
          </Providers>
        </AuthProvider>
      </body>
    </html>
  );
}
