'use client';

import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { userQueries } from '@/hooks/queries/user';
import { useProfiles } from '@/hooks/queries/profiles';
import { API_TOKEN_TEXT as T } from '@/lib/account-text';
import { CORE_LABELS } from '@/lib/parameter-memory';
import { ownValue } from '@/lib/own';
import type { ApiTokenDTO } from '@/lib/dto/api-tokens';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

const labelOf = (name: string) => ownValue(CORE_LABELS as Record<string, string>, name) ?? name;

/**
 * Which values a token's client may be sent (docs/memory.md#key-grants): all of them, now and later,
 * or only those ticked among the person's parameters (and any name the grant holds already).
 */
export function TokenGrantDialog({ token, busy, onClose, onSave }: { token: ApiTokenDTO; busy: boolean; onClose: () => void; onSave: (allowedKeys: string[] | null) => void }) {
  const [all, setAll] = useState(token.allowedKeys === null);
  const [chosen, setChosen] = useState(() => new Set(token.allowedKeys ?? []));
  const listId = useId();
  // Every name a value is kept under: the memory's parameters (the server's copy) and the profiles' own names.
  const memory = useQuery(userQueries.parameters());
  const profiles = useProfiles();
  const loading = memory.isPending || profiles.isPending;
  const choices = [
    ...new Set([...Object.keys(memory.data?.parameters ?? {}), ...(profiles.data?.profiles ?? []).flatMap((p) => Object.keys(p.values)), ...(token.allowedKeys ?? [])]),
  ];
  const toggle = (name: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(name);
      else next.delete(name);
      return next;
    });

  return (
    <Dialog open onClose={onClose} title={T.grantTitle(token.name)}>
      <p className="text-sm text-muted-foreground">{T.grantIntro}</p>
      <fieldset className="mt-4 space-y-2 text-sm">
        <legend className="sr-only">{T.grantLabel}</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name={`${listId}-scope`} checked={all} onChange={() => setAll(true)} className="size-4" />
          {T.grantAllOption}
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name={`${listId}-scope`} checked={!all} onChange={() => setAll(false)} className="size-4" aria-controls={listId} />
          {T.grantOnlyOption}
        </label>
      </fieldset>
      {loading && (
        <p role="status" className="mt-2 flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden /> Loading your values…
        </p>
      )}
      <ul id={listId} aria-label={T.grantListLabel} className="mt-2 max-h-64 space-y-1 overflow-y-auto rounded-md border border-border p-3 text-sm">
        {choices.map((name) => (
          <li key={name}>
            <label className="flex items-center gap-2">
              <input type="checkbox" className="size-4" disabled={all} checked={all || chosen.has(name)} onChange={(e) => toggle(name, e.target.checked)} />
              <span className="break-words">{labelOf(name)}</span>
              {labelOf(name) !== name && <code className="text-xs text-muted-foreground">{name}</code>}
            </label>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button loading={busy} disabled={loading} onClick={() => onSave(all ? null : choices.filter((n) => chosen.has(n)))}>
          {T.grantSave}
        </Button>
      </div>
    </Dialog>
  );
}
