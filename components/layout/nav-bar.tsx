'use client';

import { useState } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { LogOut, Menu, Sparkles, X } from 'lucide-react';
import { AuthButtons } from '@/components/auth/auth-buttons';
import { SignOut } from '@/components/auth/sign-out';
import dynamic from 'next/dynamic';
import { useSyncedUser } from '@/hooks/synced-user';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ThemeToggle } from './theme-toggle';

// The sign-in and sign-up buttons come in the page's own code: they are two buttons, and their forms
// load when the dialog first opens. (Loaded through next/dynamic, Turbopack's dev server preloaded a
// chunk name it never serves: a 404 on every signed-out page.)

// The user sync and the query library it needs load after the page: the nav bar's first paint needs neither.
const UserSync = dynamic(() => import('./user-sync'), { ssr: false });

type NavLink = { href: string; label: string };

/** How long a sign-out waits for the page's reads under way. */
const SIGN_OUT_WAIT_MS = 3_000;

export function NavBar({ signedIn, isAdmin: adminOnServer = false }: { signedIn: boolean; isAdmin?: boolean }) {
  const pathname = usePathname();
  const [menuOpen, setMenuOpen] = useState(false);
  // While signing out, the user sync (./user-sync.tsx) stays off: a refetch answering 401 would send the person to /signup.
  const [signingOut, setSigningOut] = useState(false);
  // Signed out for good (or in again later): the next person's query runs as usual.
  const [seenSignedIn, setSeenSignedIn] = useState(signedIn);
  if (seenSignedIn !== signedIn) {
    setSeenSignedIn(signedIn);
    setSigningOut(false);
  }
  const synced = useSyncedUser();

  const links: NavLink[] = [
    { href: '/', label: 'Home' },
    ...(signedIn ? [{ href: '/prompts', label: 'Browse' }] : []),
    { href: '/pricing', label: 'Pricing' },
    { href: '/pricing/faq', label: 'FAQ' },
    ...(signedIn ? [{ href: '/account', label: 'Account' }] : []),
    // Admins reach their dashboards from every page. The server's answer draws it at
    // once; the user sync (./user-sync.tsx) keeps it true after a role change without a reload.
    ...(signedIn && (synced ? synced.isAdmin : adminOnServer) ? [{ href: '/admin', label: 'Admin' }] : []),
  ];
  const isActive = (href: string) => (href === '/' ? pathname === '/' : pathname.startsWith(href) && !(href === '/pricing' && pathname.startsWith('/pricing/faq')));

  const signOutButton = (variant: 'ghost' | 'secondary') => (
    <SignOut
      render={(signOut) => (
        <Button
          variant={variant}
          size={variant === 'ghost' ? 'sm' : 'md'}
          loading={signingOut}
          onClick={async () => {
            // Nothing of this person stays for whoever signs in next: not the cache, not the memory.
            setSigningOut(true);
            // Loaded when they are needed: the nav bar of every page carries neither the query library nor the memory's code.
            // Best effort: a chunk that fails to load never keeps the person signed in.
            const modules = await Promise.all([import('@/hooks/query-client'), import('@/hooks/parameter-memory-storage')]).catch(() => null);
            if (modules) {
              const [{ getQueryClient, fetchesSettled }, { closeMerges }] = modules;
              // What the page is still reading or merging finishes first, for a few seconds at most: sent on
              // after the session ended, it would come back 401. No merge starts meanwhile, and the nav
              // bar's user sync is off (signingOut).
              await Promise.race([Promise.all([fetchesSettled(getQueryClient()), closeMerges()]), new Promise((resolve) => setTimeout(resolve, SIGN_OUT_WAIT_MS))]);
            }
            try {
              await signOut();
            } catch {
              // Still signed in: the memory merges again and the button can be pressed again.
              modules?.[1].reopenMerges();
              setSigningOut(false);
              return;
            }
            modules?.[0].getQueryClient().clear();
            modules?.[1].forgetLocalMemory();
          }}
        >
          {!signingOut && <LogOut className="size-4" aria-hidden />}
          Sign Out
        </Button>
      )}
    />
  );

  const linkList = (mobile: boolean) =>
    links.map((link) => (
      <Link
        key={link.href}
        href={link.href}
        onClick={() => setMenuOpen(false)}
        aria-current={isActive(link.href) ? 'page' : undefined}
        className={cn(
          'rounded-md px-3 text-sm font-medium transition-colors',
          mobile ? 'block py-3' : 'py-2',
          isActive(link.href) ? 'bg-muted text-foreground' : 'text-muted-foreground hover:text-foreground',
        )}
      >
        {link.label}
      </Link>
    ));

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Link href="/" className="flex items-center gap-2 font-semibold">
          <Sparkles className="size-5 text-accent" aria-hidden />
          <span>Promptloom</span>
        </Link>
        <div className="hidden flex-1 items-center gap-1 md:flex">{linkList(false)}</div>
        <div className="ml-auto flex items-center gap-2">
          <ThemeToggle />
          <div className="hidden items-center gap-2 md:flex">
            {signedIn ? (
              signOutButton('ghost')
            ) : (
              <AuthButtons returnUrl={pathname || '/'} size="sm" signUpLabel="Sign Up" />
            )}
          </div>
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-md hover:bg-muted md:hidden"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((v) => !v)}
          >
            {menuOpen ? <X className="size-5" /> : <Menu className="size-5" />}
          </button>
        </div>
      </nav>
      {menuOpen && (
        <div id="mobile-menu" className="border-t border-border px-4 pb-4 md:hidden">
          <div className="py-2">{linkList(true)}</div>
          <div className="flex flex-wrap gap-2 pt-2">
            {signedIn ? (
              signOutButton('secondary')
            ) : (
              <AuthButtons returnUrl={pathname || '/'} signUpLabel="Sign Up" />
            )}
          </div>
        </div>
      )}
      {signedIn && <UserSync enabled={!signingOut} />}
    </header>
  );
}
