'use client';

import { useState } from 'react';
import Link from 'next/link';
import { ArrowLeft, Loader2, Trash2 } from 'lucide-react';
import { notify } from '@/lib/notify';
import { ACTION_LABELS, SOURCE_LABELS, SURFACE_LABELS, VALUE_UI } from '@/lib/trail-text';
import type { ValueUseDTO } from '@/lib/dto/value-trail';
import { ApiError } from '@/lib/api-client';
import { useForgetValue, useSetValueFlags, useValueTrail } from '@/hooks/queries/value-trail';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorAlert } from '@/components/ui/error-alert';
import { formatWhen } from './trail-parts';

const message = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/** Where a use went: the surface, and the MCP client or the assistant by name. */
const whereTo = (use: ValueUseDTO) => (use.client ? `${SURFACE_LABELS[use.surface]} · ${use.client}` : SURFACE_LABELS[use.surface]);

/**
 * One value's page (docs/memory.md#the-usage-trail): where it is kept (the memory, each profile), its
 * never-send flags, every use within the keeping time, and "Forget everywhere".
 */
export function ValuePage({ valueKey }: { valueKey: string }) {
  const page = useValueTrail(valueKey);
  const flags = useSetValueFlags(valueKey);
  const forget = useForgetValue(valueKey);
  const [confirming, setConfirming] = useState(false);
  const data = page.data;
  const missing = page.error instanceof ApiError && page.error.status === 404;

  function onFlag(change: { neverExtension?: boolean; neverMcp?: boolean }) {
    flags.mutate(change, {
      onSuccess: () => notify.success(VALUE_UI.flagsSaved),
      onError: (error) => notify.error(message(error, VALUE_UI.flagsFailed)),
    });
  }

  function onForget() {
    forget.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        notify.success(VALUE_UI.forgotten(valueKey));
      },
      onError: (error) => notify.error(message(error, VALUE_UI.forgetFailed)),
    });
  }

  return (
    <div className="space-y-6">
      <Link href="/account/parameters#trail" className={buttonClasses('ghost', 'sm')}>
        <ArrowLeft className="size-4" aria-hidden /> {VALUE_UI.back}
      </Link>
      <h1 className="break-words text-2xl font-semibold">{VALUE_UI.heading(valueKey)}</h1>

      {page.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden /> Loading…
        </p>
      )}
      {missing && <p className="rounded-lg border border-border bg-card p-6 text-sm">{VALUE_UI.notFound}</p>}
      {page.isError && !missing && <ErrorAlert>{message(page.error, VALUE_UI.loadFailed)}</ErrorAlert>}

      {data && (
        <>
          <section aria-labelledby="kept-heading" className="space-y-2">
            <h2 id="kept-heading" className="font-semibold">
              {VALUE_UI.keptTitle}
            </h2>
            <dl className="divide-y divide-border rounded-lg border border-border bg-card text-sm" data-testid="value-kept">
              <div className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_1fr]">
                <dt className="font-medium">{VALUE_UI.memory}</dt>
                <dd className="min-w-0 break-words">
                  {data.memory ? (data.memory.value || <span className="text-muted-foreground">{VALUE_UI.blank}</span>) : <span className="text-muted-foreground">{VALUE_UI.notInMemory}</span>}
                  {data.memory && data.memory.aliases.length > 0 && <span className="block text-xs text-muted-foreground">{VALUE_UI.aliases(data.memory.aliases)}</span>}
                </dd>
              </div>
              {data.profiles.map((p) => (
                <div key={p._id} className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_1fr]">
                  <dt className="font-medium break-words">{p.name}</dt>
                  <dd className="min-w-0 break-words">{p.value || <span className="text-muted-foreground">{VALUE_UI.blank}</span>}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section aria-labelledby="flags-heading" className="space-y-2">
            <h2 id="flags-heading" className="font-semibold">
              {VALUE_UI.flagsTitle}
            </h2>
            <div className="space-y-3 rounded-lg border border-border bg-card p-4 text-sm">
              <FlagBox id="never-extension" label={VALUE_UI.neverExtension} help={VALUE_UI.neverExtensionHelp} checked={data.neverExtension} disabled={flags.isPending} onChange={(on) => onFlag({ neverExtension: on })} />
              <FlagBox id="never-mcp" label={VALUE_UI.neverMcp} help={VALUE_UI.neverMcpHelp} checked={data.neverMcp} disabled={flags.isPending} onChange={(on) => onFlag({ neverMcp: on })} />
            </div>
          </section>

          <section aria-labelledby="uses-heading" className="space-y-2">
            <h2 id="uses-heading" className="font-semibold">
              {VALUE_UI.usesTitle}
            </h2>
            {data.total === 0 ? (
              <p className="text-sm text-muted-foreground">{VALUE_UI.noUses(data.keepDays)}</p>
            ) : (
              <>
                <p className="text-sm text-muted-foreground">{VALUE_UI.usesCount(data.uses.length, data.total)}</p>
                <ol className="divide-y divide-border rounded-lg border border-border bg-card text-sm" data-testid="value-uses">
                  {data.uses.map((use) => (
                    <li key={use._id} className="grid gap-1 px-4 py-3 sm:grid-cols-[1fr_auto] sm:items-baseline sm:gap-x-4">
                      <span className="min-w-0 break-words">
                        <span className="font-medium">{ACTION_LABELS[use.action]}</span>{' '}
                        {use.promptId ? (
                          <Link href={`/prompts/${use.promptId}`} className="text-accent underline-offset-4 hover:underline">
                            {use.promptTitle}
                          </Link>
                        ) : (
                          <span>{use.promptTitle || VALUE_UI.promptGone}</span>
                        )}{' '}
                        <span className="text-muted-foreground">v{use.promptVersion}</span>
                        <span className="block text-muted-foreground">
                          {SOURCE_LABELS[use.source]}
                          {use.profile ? `: ${use.profile.name}` : ''} · {whereTo(use)}
                        </span>
                      </span>
                      <time dateTime={use.usedAt} className="text-muted-foreground">
                        {formatWhen(use.usedAt)}
                      </time>
                    </li>
                  ))}
                </ol>
              </>
            )}
          </section>

          <section aria-labelledby="forget-heading" className="space-y-2">
            <h2 id="forget-heading" className="font-semibold">
              {VALUE_UI.forgetTitle}
            </h2>
            <p className="text-sm text-muted-foreground">{VALUE_UI.forgetIntro}</p>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              <Trash2 className="size-4" aria-hidden /> {VALUE_UI.forget}
            </Button>
          </section>

          <ConfirmDialog
            open={confirming}
            onClose={() => setConfirming(false)}
            title={VALUE_UI.confirmTitle(valueKey)}
            message={VALUE_UI.confirm}
            confirmLabel={VALUE_UI.forget}
            danger
            busy={forget.isPending}
            onConfirm={onForget}
          />
        </>
      )}
    </div>
  );
}

/** One never-send flag: a checkbox with its label and what it does. */
function FlagBox({ id, label, help, checked, disabled, onChange }: { id: string; label: string; help: string; checked: boolean; disabled: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="flex items-start gap-3">
      <input type="checkbox" className="mt-0.5 size-4" checked={checked} disabled={disabled} aria-describedby={`${id}-help`} onChange={(e) => onChange(e.target.checked)} />
      <span>
        <span className="font-medium">{label}</span>
        <span id={`${id}-help`} className="block text-muted-foreground">
          {help}
        </span>
      </span>
    </label>
  );
}
