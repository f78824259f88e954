'use client';

import Link from 'next/link';
import { UserRound } from 'lucide-react';
import type { ProfileRefDTO } from '@/lib/dto/profiles';
import { PROFILE_UI } from '@/lib/profile-text';

const PLAIN = '';

/**
 * Which profile fills (docs/memory.md#profiles): one choice among the person's profiles and their
 * personal memory, with the way to the manager. Shown only to a person who has a profile.
 */
export function ProfileSelect({
  profiles,
  activeId,
  onChange,
  busy = false,
  id = 'profile-select',
}: {
  profiles: ProfileRefDTO[];
  activeId: string | null;
  onChange: (profileId: string | null) => void;
  busy?: boolean;
  id?: string;
}) {
  if (!profiles.length) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <UserRound className="size-4 text-muted-foreground" aria-hidden />
      <label htmlFor={id} className="text-muted-foreground">
        {PROFILE_UI.switcherLabel}
      </label>
      <select
        id={id}
        value={activeId ?? PLAIN}
        disabled={busy}
        aria-busy={busy}
        onChange={(e) => onChange(e.target.value === PLAIN ? null : e.target.value)}
        className="h-10 max-w-full rounded-md border border-border bg-background px-2 text-sm text-foreground"
      >
        <option value={PLAIN}>{PROFILE_UI.plainMemory}</option>
        {profiles.map((p) => (
          <option key={p._id} value={p._id}>
            {p.name}
          </option>
        ))}
      </select>
      <Link href="/account/parameters#profiles" className="text-accent underline-offset-4 hover:underline">
        {PROFILE_UI.manage}
      </Link>
    </div>
  );
}
