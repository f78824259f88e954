import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { connection } from 'next/server';
import { AuthProvider } from '@/lib/auth/provider';
import { currentViewer } from '@/lib/auth';
import { Providers } from '@/components/providers';
import { NavBar } from '@/components/layout/nav-bar';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Promptloom — your library of reusable AI prompts', template: '%s · Promptloom' },
  description: 'Keep, fill in and reuse prompt templates for ChatGPT, Claude and Gemini.',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page depends on who is asking: render per request, never at build time.
  await connection();
  const viewer = await currentViewer().catch((error: unknown) => {
    console.error('[layout] could not resolve the viewer:', error);
    return null;
  });
  return (
    <html lang="en" suppressHydrationWarning>
      <body className="min-h-screen antialiased">
        <AuthProvider>
          <Providers>
            <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-card focus:px-3 focus:py-2">
              Skip to content
            </a>
            <NavBar signedIn={viewer !== null} />
            <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8">
              {children}
            </main>
          </Providers>
        </AuthProvider>
      </body>
    </html>
  );
}
