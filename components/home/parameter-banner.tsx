'use client';

import { useEffect, useState } from 'react';
import { X } from 'lucide-react';
import { hasPersonalParameters, STORAGE_KEYS } from '@/lib/parameter-memory';
import { loadMemory, PARAMETER_MEMORY_CHANGE_EVENT } from '@/hooks/parameter-memory-storage';
import { useTrackAppEvent } from '@/hooks/queries/events';
import { buttonClasses } from '@/components/ui/button';
import { TrackedLink } from './tracked-link';

// spec P2 §2: shown when no personal parameters exist and it has not been dismissed (P2 §3 key).
const DISMISSED_KEY = STORAGE_KEYS.bannerDismissed;
const YEAR_S = 365 * 86_400;

/** What this browser knows: dismissed here, or a value in the local memory (which the sign-in sync fills). */
const hiddenHere = () => localStorage.getItem(DISMISSED_KEY) === 'true' || hasPersonalParameters(loadMemory());

/**
 * `shown` is the server's answer (no parameters on the server, no dismissal cookie), so the first paint
 * already has the banner or not: drawn only after mount, it pushed the home down by a third of a phone's
 * screen (CLS 0.3). The browser's own knowledge can only hide it.
 */
export function ParameterBanner({ shown }: { shown: boolean }) {
  const [visible, setVisible] = useState(shown);
  const track = useTrackAppEvent();
  useEffect(() => {
    if (!shown) return;
    const check = () => setVisible(!hiddenHere());
    check();
    window.addEventListener(PARAMETER_MEMORY_CHANGE_EVENT, check);
    return () => window.removeEventListener(PARAMETER_MEMORY_CHANGE_EVENT, check);
  }, [shown]);
  if (!visible) return null;
  return (
    <div
      role="region"
      aria-label="New feature"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-accent/40 bg-accent/10 px-4 py-3 text-sm"
    >
      <span className="font-semibold">NEW: Personal Parameter Management</span>
      <span className="text-muted-foreground">Save your name, title and company once; prompts fill them in.</span>
      <TrackedLink trackAs="parameter_banner_setup" href="/account" className={buttonClasses('primary', 'sm', 'ml-auto')}>
        Setup Now
      </TrackedLink>
      <button
        type="button"
        aria-label="Dismiss"
        className="rounded p-1 text-muted-foreground hover:bg-muted"
        onClick={() => {
          localStorage.setItem(DISMISSED_KEY, 'true');
          document.cookie = `${DISMISSED_KEY}=true; path=/; max-age=${YEAR_S}; samesite=lax`;
          setVisible(false);
          track('home_click', { target: 'parameter_banner_dismiss' });
        }}
      >
        <X className="size-4" />
      </button>
    </div>
  );
}
