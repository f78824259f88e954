'use client';

import { useEffect, useState } from 'react';
import Link from 'next/link';
import { X } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';

// spec P2 §2: shown when no personal parameters exist and it has not been dismissed.
const DISMISSED_KEY = 'parameterBannerDismissed';

function hasPersonalParameters(): boolean {
  for (const key of ['personalPlaceholderValues', 'parameterMemory']) {
    try {
      const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
      if (parsed && typeof parsed === 'object' && Object.values(parsed).some((v) => typeof v === 'string' ? v.trim() : v)) return true;
    } catch {
      /* unreadable values count as none */
    }
  }
  return false;
}

export function ParameterBanner() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    setVisible(localStorage.getItem(DISMISSED_KEY) !== 'true' && !hasPersonalParameters());
  }, []);
  if (!visible) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-accent/40 bg-accent/10 px-4 py-3 text-sm">
      <span className="font-semibold">NEW: Personal Parameter Management</span>
      <span className="text-muted-foreground">Save your name, title and company once; prompts fill them in.</span>
      <Link href="/account" className={buttonClasses('primary', 'sm', 'ml-auto')}>
        Setup Now
      </Link>
      <button
        type="button"
        aria-label="Dismiss"
        className="rounded p-1 text-muted-foreground hover:bg-muted"
        onClick={() => {
          localStorage.setItem(DISMISSED_KEY, 'true');
          setVisible(false);
        }}
      >
        <X className="size-4" />
      </button>
    </div>
  );
}
