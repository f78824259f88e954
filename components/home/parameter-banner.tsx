'use client';

import { useEffect, useState } from 'react';
import { X } from 'lucide-react';
import { loadMemory, PARAMETER_MEMORY_CHANGE_EVENT } from '@/hooks/parameter-memory-storage';
import { useTrackAppEvent } from '@/hooks/queries/events';
import { buttonClasses } from '@/components/ui/button';
import { TrackedLink } from './tracked-link';

// spec P2 §2: shown when no personal parameters exist and it has not been dismissed (P2 §3 key).
const DISMISSED_KEY = 'parameterBannerDismissed';

/** True when the memory holds a value: blank core entries and the legacy summary's date do not count. */
function hasPersonalParameters(): boolean {
  return Object.values(loadMemory()).some((p) => p.value.trim() !== '');
}

export function ParameterBanner() {
  const [visible, setVisible] = useState(false);
  const track = useTrackAppEvent();
  useEffect(() => {
    // localStorage is read after mount so the server and the first client render agree (hidden); the
    // memory may still arrive from the server sync, which fires the change event.
    const check = () => setVisible(localStorage.getItem(DISMISSED_KEY) !== 'true' && !hasPersonalParameters());
    check();
    window.addEventListener(PARAMETER_MEMORY_CHANGE_EVENT, check);
    return () => window.removeEventListener(PARAMETER_MEMORY_CHANGE_EVENT, check);
  }, []);
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
          setVisible(false);
          track('home_click', { target: 'parameter_banner_dismiss' });
        }}
      >
        <X className="size-4" />
      </button>
    </div>
  );
}
