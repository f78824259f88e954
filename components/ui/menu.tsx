'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { cn } from './cn';

// The one menu primitive (DESIGN.md): Radix's menu button, so arrows, Home/End, typeahead, Escape
// and focus return behave the same everywhere. Heavy enough to load on demand: see ./lazy-menu.tsx.

export type MenuItem =
  | { kind: 'link'; label: string; href: string }
  | { kind: 'action'; label: string; onSelect: () => void; danger?: boolean };

const itemClass = 'block w-full cursor-pointer rounded px-3 py-2 text-left text-sm outline-none data-[highlighted]:bg-muted';

export default function Menu({ trigger, label, items }: { trigger: ReactNode; label: string; items: MenuItem[] }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          aria-label={label}
          className="inline-flex h-8 items-center justify-center rounded-md px-2 text-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {trigger}
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} className="z-50 w-48 rounded-md border border-border bg-card p-1 text-foreground shadow-lg">
          {items.map((item) =>
            item.kind === 'link' ? (
              <DropdownMenu.Item key={item.label} asChild className={itemClass}>
                <Link href={item.href}>{item.label}</Link>
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item key={item.label} onSelect={item.onSelect} className={cn(itemClass, item.danger && 'text-red-600 dark:text-red-400')}>
                {item.label}
              </DropdownMenu.Item>
            ),
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
