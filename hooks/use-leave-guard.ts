'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';

// The Navigation API (Chromium, Firefox 2025+, Safari 2026): its `navigate` event can cancel a
// same-document Back or Forward. TypeScript's DOM library does not describe it yet.
type TraverseEvent = Event & {
  navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  cancelable: boolean;
  destination: { key: string; sameDocument: boolean };
};
type NavigationLike = EventTarget & { traverseTo: (key: string) => unknown };
const navigationApi = () => (window as unknown as { navigation?: NavigationLike }).navigation;

/** The in-app link a click would follow, or null for anything the browser or the page handles itself. */
function inAppLink(e: MouseEvent): URL | null {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return null;
  const anchor = e.target instanceof Element ? e.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  // Another site unloads this page: the beforeunload warning asks then.
  if (url.origin !== window.location.origin) return null;
  // A link to a spot on this page leaves nothing.
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return url;
}

/**
 * Asks before unsaved work is left behind: a reload or a closed tab gets the browser's
 * own warning; an in-app link (the nav bar, Cancel) and Back or Forward wait for `leave()` or
 * `stay()`. `pending` says whether the question is open.
 */
export function useLeaveGuard(active: boolean) {
  const router = useRouter();
  const [next, setNext] = useState<(() => void) | null>(null);
  const leaving = useRef(false);

  useEffect(() => {
    if (!active) return;
    leaving.current = false;
    const warn = (e: BeforeUnloadEvent) => {
      if (!leaving.current) e.preventDefault();
    };
    // The capture phase on the document runs before React's own listeners, so a Next <Link> never
    // starts its navigation.
    const click = (e: MouseEvent) => {
      if (leaving.current) return;
      const url = inAppLink(e);
      if (!url) return;
      e.preventDefault();
      e.stopPropagation();
      setNext(() => () => router.push(`${url.pathname}${url.search}${url.hash}`));
    };
    const navigation = navigationApi();
    const traverse = (event: Event) => {
      const e = event as TraverseEvent;
      if (leaving.current || e.navigationType !== 'traverse' || !e.cancelable || !e.destination.sameDocument) return;
      e.preventDefault();
      const key = e.destination.key;
      setNext(() => () => navigation?.traverseTo(key));
    };
    window.addEventListener('beforeunload', warn);
    document.addEventListener('click', click, true);
    navigation?.addEventListener('navigate', traverse);
    return () => {
      window.removeEventListener('beforeunload', warn);
      document.removeEventListener('click', click, true);
      navigation?.removeEventListener('navigate', traverse);
    };
  }, [active, router]);

  const leave = useCallback(() => {
    leaving.current = true;
    const go = next;
    setNext(null);
    go?.();
  }, [next]);
  const stay = useCallback(() => setNext(null), []);

  return { pending: next !== null, leave, stay };
}
