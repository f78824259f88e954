'use client';

import { useRef, useSyncExternalStore, type KeyboardEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import type { FaqSection } from './faq-sections';

// The URL hash names the open tab (#getting-started, #features …): a link opens one, and switching
// writes it back without a history entry. The hash is browser state, read through a store so the
// server's render (first tab) and the first client render agree.
const HASH_EVENT = 'promptloom:hash';
const subscribeToHash = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  window.addEventListener(HASH_EVENT, onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener(HASH_EVENT, onChange);
  };
};
const readHash = () => window.location.hash.slice(1);
const serverHash = () => '';

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move between tabs; one tab stop. */
export function FaqTabs({ sections }: { sections: readonly FaqSection[] }) {
  const hash = useSyncExternalStore(subscribeToHash, readHash, serverHash);
  const activeIndex = Math.max(
    0,
    sections.findIndex((s) => s.id === hash),
  );
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number, focus: boolean) => {
    const section = sections[index];
    if (!section) return;
    window.history.replaceState(window.history.state, '', `#${section.id}`);
    window.dispatchEvent(new Event(HASH_EVENT));
    if (focus) tabs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = sections.length - 1;
    const target = { ArrowRight: activeIndex === last ? 0 : activeIndex + 1, ArrowLeft: activeIndex === 0 ? last : activeIndex - 1, Home: 0, End: last }[
      event.key
    ];
    if (target === undefined) return;
    event.preventDefault();
    select(target, true);
  };

  return (
    <div>
      <div role="tablist" aria-label="FAQ topics" className="grid grid-cols-2 gap-1 rounded-lg border border-border bg-muted p-1 sm:flex">
        {sections.map((section, i) => (
          <button
            key={section.id}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`faq-tab-${section.id}`}
            aria-selected={i === activeIndex}
            aria-controls={`faq-panel-${section.id}`}
            tabIndex={i === activeIndex ? 0 : -1}
            onClick={() => select(i, false)}
            onKeyDown={onKeyDown}
            className={cn(
              'min-h-10 flex-1 rounded-md px-3 py-2 text-sm font-medium transition-colors',
              i === activeIndex ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {section.title}
          </button>
        ))}
      </div>
      {sections.map((section, i) => (
        <div
          key={section.id}
          role="tabpanel"
          id={`faq-panel-${section.id}`}
          aria-labelledby={`faq-tab-${section.id}`}
          hidden={i !== activeIndex}
          className="mt-6 divide-y divide-border rounded-lg border border-border bg-card"
        >
          {section.items.map(({ q, a }) => (
            <details key={q} className="group">
              <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 rounded-lg px-4 py-3 font-medium [&::-webkit-details-marker]:hidden">
                {q}
                <ChevronDown className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180" aria-hidden />
              </summary>
              <p className="px-4 pb-4 text-sm leading-6 text-muted-foreground">{a}</p>
            </details>
          ))}
        </div>
      ))}
    </div>
  );
}
