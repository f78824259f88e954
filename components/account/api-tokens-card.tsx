'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Link from 'next/link';
import { Copy, KeyRound, Plus, Trash2, TriangleAlert } from 'lucide-react';
import { API_TOKEN_NAME_MAX, API_TOKEN_TEXT as T } from '@/lib/account-text';
import { ApiError } from '@/lib/api-client';
import type { ApiTokenDTO, CreatedApiTokenDTO } from '@/lib/dto/api-tokens';
import { notify } from '@/lib/notify';
import { useApiTokens, useCreateApiToken, useRevokeApiToken, useSetTokenGrant, useSetTokenProfile } from '@/hooks/queries/api-tokens';
import { TokenGrantDialog } from './token-grant-dialog';
import { useProfiles } from '@/hooks/queries/profiles';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Input } from '@/components/ui/input';

// Personal API tokens on /account (docs/account.md#api-tokens): name and create one (shown
// once, with Copy), the list with when each was last used, revoke after a confirmation. Without pro
// access: the way to Pro, and the tokens still held, so they can be revoked.

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError ? (error.body.fields?.name ?? error.message) : fallback);

export function ApiTokensCard({ hasProAccess }: { hasProAccess: boolean }) {
  const tokens = useApiTokens();
  const create = useCreateApiToken();
  const revoke = useRevokeApiToken();
  // Each token fills from a profile of its own (docs/memory.md#profiles).
  const profiles = useProfiles().data?.profiles ?? [];
  const setProfile = useSetTokenProfile();
  const onProfile = (id: string, profileId: string | null) =>
    setProfile.mutate(
      { id, profileId },
      {
        onSuccess: () => notify.success(T.profileSaved(profiles.find((p) => p._id === profileId)?.name ?? null)),
        onError: (error) => notify.error(messageOf(error, T.profileFailed)),
      },
    );
  // Which values each token's client may be sent (docs/memory.md#key-grants).
  const setGrant = useSetTokenGrant();
  const [granting, setGranting] = useState<ApiTokenDTO | null>(null);
  const onGrant = (token: ApiTokenDTO, allowedKeys: string[] | null) =>
    setGrant.mutate(
      { id: token.id, allowedKeys },
      {
        onSuccess: () => {
          setGranting(null);
          notify.success(T.grantSaved(token.name));
        },
        onError: (error) => notify.error(messageOf(error, T.grantFailed)),
      },
    );
  const headingId = useId();
  const nameId = useId();
  const errorId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const copyRef = useRef<HTMLButtonElement>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [fresh, setFresh] = useState<CreatedApiTokenDTO | null>(null);
  const [toRevoke, setToRevoke] = useState<ApiTokenDTO | null>(null);

  // The new token takes the focus, so the keyboard is one Enter away from copying it.
  useEffect(() => {
    if (fresh) copyRef.current?.focus();
  }, [fresh]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setNameError(T.nameRequired);
    setNameError(null);
    create.mutate(name.trim(), {
      onSuccess: (created) => {
        setFresh(created);
        setName('');
        notify.success(T.created);
      },
      onError: (error) => setNameError(messageOf(error, T.createFailed)),
    });
  }

  async function copy(token: string) {
    try {
      await navigator.clipboard.writeText(token);
      notify.success(T.copied);
    } catch {
      notify.error(T.copyFailed);
    }
  }

  function dismissFresh() {
    setFresh(null);
    nameRef.current?.focus();
  }

  function confirmRevoke() {
    if (!toRevoke) return;
    revoke.mutate(toRevoke.id, {
      onSuccess: ({ id }) => {
        if (fresh?.id === id) setFresh(null);
        notify.success(T.revoked);
      },
      onError: (error) => notify.error(messageOf(error, T.revokeFailed)),
      onSettled: () => setToRevoke(null),
    });
  }

  const list = tokens.data ?? [];

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="flex items-center gap-2 font-semibold">
        <KeyRound className="size-4" aria-hidden /> API tokens
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {T.intro.lead} <code className="rounded bg-muted px-1 py-0.5 font-mono text-xs text-foreground">{T.intro.header}</code>
        {T.intro.tail}{' '}
        <Link href="/docs/api" className="font-medium text-accent underline underline-offset-2">
          {T.referenceLink}
        </Link>
      </p>

      {hasProAccess ? (
        <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex-1 text-sm">
            <label htmlFor={nameId} className="mb-1 block font-medium">
              {T.nameLabel}
            </label>
            <Input
              ref={nameRef}
              id={nameId}
              value={name}
              maxLength={API_TOKEN_NAME_MAX}
              placeholder={T.namePlaceholder}
              autoComplete="off"
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? errorId : undefined}
              onChange={(e) => {
                setName(e.target.value);
                if (nameError) setNameError(null);
              }}
            />
          </div>
          <Button type="submit" loading={create.isPending}>
            <Plus className="size-4" aria-hidden /> {T.create}
          </Button>
        </form>
      ) : (
        <div className="mt-4 space-y-2 text-sm">
          <p>{T.upgrade}</p>
          <Link href="/pricing" className={buttonClasses('secondary', 'sm')}>
            {T.upgradeLink}
          </Link>
        </div>
      )}
      {nameError && (
        <p id={errorId} role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {nameError}
        </p>
      )}

      {fresh && (
        <section aria-label={T.newTokenLabel} className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm dark:border-amber-800 dark:bg-amber-950/40">
          <p className="flex items-start gap-2 font-medium text-amber-900 dark:text-amber-200">
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden /> {T.shownOnce}
          </p>
          <p className="mt-1 text-muted-foreground">{fresh.name}</p>
          <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
            <code data-testid="new-api-token" className="min-w-0 flex-1 break-all rounded border border-border bg-background px-3 py-2 font-mono text-xs text-foreground">
              {fresh.token}
            </code>
            <div className="flex gap-2">
              <Button ref={copyRef} variant="secondary" onClick={() => void copy(fresh.token)}>
                <Copy className="size-4" aria-hidden /> {T.copy}
              </Button>
              <Button variant="ghost" onClick={dismissFresh}>
                {T.done}
              </Button>
            </div>
          </div>
        </section>
      )}

      <div className="mt-4" aria-busy={tokens.isPending}>
        {tokens.isPending ? (
          <ul aria-hidden className="space-y-2">
            {[0, 1].map((i) => (
              <li key={i} className="h-14 animate-pulse rounded-md bg-muted" />
            ))}
          </ul>
        ) : tokens.isError ? (
          <div className="space-y-2">
            <ErrorAlert>{messageOf(tokens.error, T.loadFailed)}</ErrorAlert>
            <Button size="sm" variant="secondary" onClick={() => void tokens.refetch()}>
              Try Again
            </Button>
          </div>
        ) : list.length === 0 ? (
          hasProAccess && (
            <div className="flex items-start gap-3 rounded-md border border-dashed border-border p-4 text-sm">
              <KeyRound className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
              <div>
                <p>{T.empty}</p>
                <Button size="sm" variant="secondary" className="mt-2" onClick={() => nameRef.current?.focus()}>
                  {T.emptyAction}
                </Button>
              </div>
            </div>
          )
        ) : (
          <>
            {!hasProAccess && <p className="mb-2 text-sm text-muted-foreground">{T.lapsed}</p>}
            <ul aria-label="Your API tokens" className="divide-y divide-border rounded-md border border-border">
              {list.map((token) => (
                <li key={token.id} className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm">
                  <div className="min-w-0">
                    <p className="break-words font-medium">{token.name}</p>
                    <p className="mt-0.5 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
                      <code className="font-mono">{token.prefix}…</code>
                      <span>Created {when(token.createdAt)}</span>
                      <span>{token.lastUsedAt ? `Last used ${when(token.lastUsedAt)}` : T.neverUsed}</span>
                    </p>
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    {profiles.length > 0 && (
                      <label className="flex items-center gap-2 text-xs text-muted-foreground">
                        {T.profileLabel}
                        <select
                          aria-label={`${T.profileLabel}: ${token.name}`}
                          value={token.profileId ?? ''}
                          disabled={setProfile.isPending}
                          onChange={(e) => onProfile(token.id, e.target.value || null)}
                          className="h-10 max-w-[12rem] rounded-md border border-border bg-background px-2 text-sm text-foreground"
                        >
                          <option value="">{T.plainMemory}</option>
                          {profiles.map((p) => (
                            <option key={p._id} value={p._id}>
                              {p.name}
                            </option>
                          ))}
                        </select>
                      </label>
                    )}
                    <span className="flex items-center gap-2 text-xs text-muted-foreground">
                      {T.grantLabel}: {token.allowedKeys === null ? T.grantAll : T.grantSome(token.allowedKeys.length)}
                      <Button size="sm" variant="secondary" aria-label={`${T.grantEdit}: ${token.name}`} onClick={() => setGranting(token)}>
                        {T.grantEdit}
                      </Button>
                    </span>
                    <Button size="sm" variant="secondary" aria-label={`${T.revoke} ${token.name}`} onClick={() => setToRevoke(token)}>
                      <Trash2 className="size-4" aria-hidden /> {T.revoke}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>

      {granting && (
        <TokenGrantDialog token={granting} busy={setGrant.isPending} onClose={() => setGranting(null)} onSave={(keys) => onGrant(granting, keys)} />
      )}
      <ConfirmDialog
        open={toRevoke !== null}
        onClose={() => setToRevoke(null)}
        title={T.revokeTitle}
        message={toRevoke ? T.confirmRevoke(toRevoke.name) : ''}
        confirmLabel={T.revoke}
        danger
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
      />
    </section>
  );
}
