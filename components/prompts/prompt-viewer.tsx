'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { ArrowLeft, Copy, Eye, EyeOff, Hammer, MoreVertical, RefreshCw, RotateCcw, SquareArrowOutUpRight } from 'lucide-react';
import { notify } from '@/lib/notify';
import { ApiError } from '@/lib/api-client';
import { usePrompt, useTrackUse } from '@/hooks/queries/prompts';
import { useRecordUse } from '@/hooks/queries/prompt-marks';
import { FavouriteButton } from './favourite-button';
import { PROMPT_MESSAGES } from '@/lib/constants';
import { ASSISTANT_IDS, ASSISTANTS, copiedFor, openPlan, type AssistantId } from '@/lib/assistants';
import { canManagePrompt, type Viewer } from '@/lib/permissions';
import {
  buildBlockedMessage,
  countFilled,
  fillPlaceholders,
  isUserFacing,
  lookupValue,
  parsePlaceholders,
  placeholderKey,
  rememberedValue,
  uniquePlaceholders,
  type Placeholder,
} from '@/lib/placeholders';
import { canRemember, fieldStates, rememberName, trailUses, typedNormalised } from '@/lib/placeholder-fields';
import { useRememberValue } from '@/hooks/queries/profiles';
import { PROFILE_UI } from '@/lib/profile-text';
import { useFillingMemory } from '@/hooks/use-filling-memory';
import { ProfileSelect } from '@/components/profiles/profile-select';
import { loadPlaceholderValues, storePlaceholderValues } from '@/hooks/parameter-memory-storage';
import { usePromptActions } from '@/hooks/use-prompt-actions';
import { useClientValue, useStoredState } from '@/hooks/use-stored-state';
import { Button, buttonClasses } from '@/components/ui/button';
import { Menu } from '@/components/ui/lazy-menu';
import { cn } from '@/components/ui/cn';
import { PlaceholderText } from './placeholder-text';
import { PlaceholderField } from './placeholder-field';
import { PromptDialogs } from './prompt-dialogs';
import type { PromptDTO } from '@/lib/dto/prompts';

// Loaded after the page, only where a model is configured and the person has pro access.
const loadTypedValues = () => loadPlaceholderValues() as Record<string, string>;

const RunPanel = dynamic(() => import('./run-panel'), { ssr: false });

/** `initial` is the prompt as the server rendered it with the page; `canRun` shows 'Run it here'. */
export function PromptViewer({ promptId, viewer, initial, canRun = false }: { promptId: string; viewer: Viewer; initial?: PromptDTO; canRun?: boolean }) {
  const query = usePrompt(promptId, initial);
  const trackUse = useTrackUse();
  const recordUse = useRecordUse();
  const prompt = query.data;
  // The memory with the active profile over it (docs/memory.md#profiles).
  const { values: memoryValues, fromProfile, active: activeProfile, profiles, switchTo, switching } = useFillingMemory();
  const rememberValue = useRememberValue();
  // Values kept per placeholder across visits (spec P1 §3 placeholderValues), read in a render of their
  // own after the page is interactive, as the memory is (useParameterMemory).
  const [typed, setTyped, typedLoaded] = useClientValue(loadTypedValues, {});
  // Until they are read (the moments after a hydration), an edit starts from what is stored, never from
  // nothing: the store holds every prompt's values and would be written over.
  const typedNow = () => (typedLoaded ? typed : loadTypedValues());
  const [built, setBuilt] = useState(false);
  const [showPrompt, setShowPrompt] = useState(true);
  const [showAll, setShowAll] = useStoredState('showAllParameters', false);
  const actions = usePromptActions();
  const noteTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [note, setNote] = useState<string | null>(null);

  useEffect(() => () => clearTimeout(noteTimer.current), []);

  const placeholders = useMemo(() => uniquePlaceholders(parsePlaceholders(prompt?.content ?? '')), [prompt?.content]);
  const visible = placeholders.filter((p) => isUserFacing(p, viewer.isAdmin && showAll));
  // What each field shows, where it came from (typed, memory, the prompt's default) and its error; and
  // the values a build uses, normalised (lib/placeholder-fields.ts).
  const fields = useMemo(() => fieldStates(visible, typed, memoryValues), [visible, typed, memoryValues]);
  const values = fields.values;
  const { filled, total } = countFilled(visible, values);
  const canBuild = filled === total && fields.invalid === 0;
  // Which values a use fills with and from where (the usage trail), by label: never the values.
  const uses = useMemo(() => trailUses(visible, fields.byKey, fromProfile, activeProfile?._id ?? null), [visible, fields.byKey, fromProfile, activeProfile]);
  const builtText = prompt ? fillPlaceholders(prompt.content, values) : '';
  const isAuthor = prompt?.author?._id === viewer.id;
  const mayManage = prompt ? canManagePrompt(viewer, { authorId: prompt.author?._id ?? null }) : false;

  useEffect(() => {
    if (query.error instanceof ApiError && query.error.code === 'PRO_CONTENT') actions.setDialog({ kind: 'pro-content' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- open once per failed load
  }, [query.error]);

  function remember(p: Placeholder, value: string) {
    rememberValue.mutate(
      { profileId: activeProfile?._id ?? null, name: rememberName(p), key: p.key, value },
      {
        onSuccess: ({ saved, fills }) => {
          notify.success(PROFILE_UI.remembered(p.label, saved.profile?.name ?? null));
          // The values as they are now (typing went on while the request ran): the typed copy goes only if
          // it is still what was remembered and the field now fills from where it was kept, so it says so.
          const current = loadTypedValues();
          if (!fills || lookupValue(p, current) !== value) return;
          const rest = Object.fromEntries(Object.entries(current).filter(([key]) => key !== p.key && !(p.input.was ?? []).some((old) => placeholderKey(old) === key)));
          setTyped(rest);
          storePlaceholderValues(rest);
          // The button goes with the typed copy: the keyboard stays on the field.
          requestAnimationFrame(() => document.getElementById(`param-${p.key}`)?.focus());
        },
        onError: (error) => notify.error(error instanceof Error && error.message ? error.message : PROFILE_UI.rememberFailed),
      },
    );
  }

  function setValue(key: string, value: string) {
    const next = { ...typedNow(), [key]: value };
    setTyped(next);
    storePlaceholderValues(next);
    setBuilt(false);
  }

  function flash(message: string, ms: number) {
    setNote(message);
    clearTimeout(noteTimer.current);
    noteTimer.current = setTimeout(() => setNote(null), ms);
  }

  async function copyBuilt(message: string, ms: number, opened?: AssistantId): Promise<boolean> {
    try {
      await navigator.clipboard.writeText(builtText);
    } catch {
      notify.error(PROMPT_MESSAGES.copyFailed);
      return false;
    }
    flash(message, ms);
    // A failed tracking call is only logged (spec P1 §4).
    trackUse.mutate(opened ? { promptId, action: 'open', uses, client: ASSISTANTS[opened].name } : { promptId, action: 'copy', uses });
    return true;
  }

  // Opened before any await where no copy is needed, so the browser counts it as the click's popup.
  async function openIn(id: AssistantId) {
    const plan = openPlan(id, builtText);
    if (!plan.copyFirst) {
      window.open(plan.url, '_blank', 'noopener');
      // A use like any other (spec P1 §4): counted, a failure only logged.
      trackUse.mutate({ promptId, action: 'open', uses, client: ASSISTANTS[id].name });
      return;
    }
    if (await copyBuilt(copiedFor(ASSISTANTS[id].name), 3000, id)) window.open(plan.url, '_blank', 'noopener');
  }

  const back = (
    <Link href="/prompts" className={buttonClasses('ghost', 'sm')}>
      <ArrowLeft className="size-4" aria-hidden /> Back to Prompts
    </Link>
  );

  if (query.isPending) {
    return (
      <div className="space-y-4" aria-busy="true" aria-label="Loading prompt">
        {back}
        <div className="h-8 w-2/3 animate-pulse rounded bg-muted" />
        <div className="h-64 animate-pulse rounded-lg bg-muted" />
      </div>
    );
  }

  if (query.error || !prompt) {
    const isProContent = query.error instanceof ApiError && query.error.code === 'PRO_CONTENT';
    // A prompt that is not there (deleted, private, a wrong address) will not come by asking again: the
    // page says so in its heading and offers Browse; other failures offer Retry.
    const isMissing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="space-y-6">
        {back}
        {isMissing && (
          <div className="rounded-lg border border-border bg-card p-8 text-center">
            <h1 className="text-xl font-semibold">{PROMPT_MESSAGES.notFound}</h1>
            <p className="mt-2 text-sm text-muted-foreground">It may have been deleted or made private, or the address is not quite right.</p>
            <Link href="/prompts" className={cn(buttonClasses('primary'), 'mt-4')}>
              Browse prompts
            </Link>
          </div>
        )}
        {!isProContent && !isMissing && (
          <div role="alert" className="rounded-lg border border-border bg-card p-8 text-center">
            <p className="text-red-600">{query.error instanceof ApiError ? query.error.message : 'Failed to load the prompt'}</p>
            <Button className="mt-4" variant="secondary" onClick={() => void query.refetch()}>
              Retry
            </Button>
          </div>
        )}
        <PromptDialogs dialog={actions.dialog} onClose={actions.close} title="" busy={false} onDelete={() => {}} onClone={() => {}} />
      </div>
    );
  }

  return (
    <article className="space-y-6">
      <div className="flex flex-wrap items-center gap-2">
        {back}
        <div className="ml-auto flex items-center gap-2">
          <Button variant="secondary" size="sm" onClick={() => setShowPrompt((v) => !v)} aria-pressed={showPrompt}>
            {showPrompt ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
            {showPrompt ? 'Hide Prompt' : 'Show Prompt'}
          </Button>
          <div className="relative">
            <Menu
              label="More options"
              trigger={<MoreVertical className="size-4" aria-hidden />}
              items={[
                ...(mayManage ? [{ kind: 'link' as const, label: 'Edit Prompt', href: `/unified-editor/edit/${prompt._id}` }] : []),
                { kind: 'action', label: 'Clone Prompt', onSelect: () => actions.setDialog({ kind: viewer.canAccessProFeatures ? 'clone' : 'pro-feature' }) },
                ...(mayManage ? [{ kind: 'action' as const, label: 'Delete Prompt', danger: true, onSelect: () => actions.setDialog({ kind: 'delete' }) }] : []),
              ]}
            />
          </div>
        </div>
      </div>

      <header>
        <div className="flex items-start gap-2">
          <h1 className="text-2xl font-semibold">{prompt.title}</h1>
          {/* The person's favourite star (accent); a pro marker is the amber PRO badge, on cards. */}
          <FavouriteButton promptId={prompt._id} title={prompt.title} favourite={prompt.favourite ?? false} className="-mt-1" />
        </div>
        <p className="mt-1 text-muted-foreground">{prompt.description}</p>
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-label={built ? 'Built prompt' : 'Prompt template'} className="space-y-2">
          {showPrompt ? (
            <div
              data-testid={built ? 'built-prompt' : 'prompt-template'}
              className="whitespace-pre-wrap rounded-lg border border-border bg-card p-5 font-mono text-sm leading-relaxed"
            >
              {built ? builtText : <PlaceholderText text={prompt.content} showAll={viewer.isAdmin && showAll} />}
            </div>
          ) : (
            <p className="rounded-lg border border-dashed border-border p-5 text-sm text-muted-foreground">The prompt is hidden.</p>
          )}
        </section>

        <section aria-labelledby="parameters-title" className="space-y-4">
          <div className="flex items-center justify-between">
            <h2 id="parameters-title" className="font-semibold">
              Parameters
            </h2>
            {viewer.isAdmin && (
              <label className="flex items-center gap-2 text-sm text-muted-foreground">
                <input type="checkbox" checked={showAll} onChange={(e) => setShowAll(e.target.checked)} />
                Show all parameters
              </label>
            )}
          </div>
          <ProfileSelect profiles={profiles} activeId={activeProfile?._id ?? null} onChange={switchTo} busy={switching} />
          {visible.length === 0 && <p className="text-sm text-muted-foreground">This prompt has no placeholders: it is ready to use.</p>}
          {visible.map((p) => {
            const field = fields.byKey[p.key]!;
            const filledBy = activeProfile && rememberedValue(p, fromProfile) !== undefined ? activeProfile.name : undefined;
            // A value typed here, that fits, can be kept for next time: in the active profile, else the memory.
            const offerRemember = field.source === 'typed' && field.shown.trim() !== '' && !field.error && canRemember(p);
            return (
              <PlaceholderField
                key={p.key}
                placeholder={p}
                value={field.shown}
                source={field.source}
                filledBy={filledBy}
                error={field.error}
                onChange={(value) => setValue(p.key, value)}
                onRemember={offerRemember ? () => remember(p, field.shown) : undefined}
                remembering={rememberValue.isPending}
              />
            );
          })}
        </section>
      </div>

      <div className="space-y-3">
        <div className="flex flex-wrap gap-2">
          <Button
            onClick={() => {
              // What was typed is kept normalised, as the build used it ('1,200' → '1200', a URL with its https://).
              const current = typedNow();
              const normalised = typedNormalised(visible, current, fields.values);
              if (normalised !== current) {
                setTyped(normalised);
                storePlaceholderValues(normalised);
              }
              setBuilt(true);
              // A built prompt is a use: it leads the home's Recently used.
              recordUse.mutate({ promptId, uses });
            }}
            disabled={!canBuild} aria-describedby={canBuild ? undefined : 'build-blocked'}>
            <Hammer className="size-4" aria-hidden /> Build Prompt
          </Button>
          <Button variant="secondary" disabled={!built} onClick={() => void copyBuilt(PROMPT_MESSAGES.copied, 2000)}>
            <Copy className="size-4" aria-hidden /> Copy Prompt
          </Button>
          {ASSISTANT_IDS.map((id) => (
            <Button key={id} variant="secondary" disabled={!built} onClick={() => void openIn(id)}>
              <SquareArrowOutUpRight className="size-4" aria-hidden /> {ASSISTANTS[id].label}
            </Button>
          ))}
          <Button variant="ghost" onClick={() => setBuilt(false)}>
            <RotateCcw className="size-4" aria-hidden /> Reset
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setBuilt(false);
              void query.refetch();
            }}
          >
            <RefreshCw className={cn('size-4', query.isFetching && 'animate-spin')} aria-hidden /> Refresh
          </Button>
        </div>
        {!canBuild && (
          <p id="build-blocked" className="text-sm text-muted-foreground">
            {buildBlockedMessage(filled, total)}
          </p>
        )}
        <p role="status" aria-live="polite" className="min-h-5 text-sm font-medium text-emerald-600">
          {note}
        </p>
      </div>

      {canRun && <RunPanel prompt={builtText} built={built} />}

      <footer className="border-t border-border pt-4 text-sm text-muted-foreground">{isAuthor ? 'Created by You' : 'Prompt template by Promptloom'}</footer>

      <PromptDialogs
        dialog={actions.dialog}
        onClose={actions.close}
        title={prompt.title}
        busy={actions.busy}
        onDelete={() => void actions.deletePrompt(prompt._id)}
        onClone={(newTitle) => void actions.clonePrompt(prompt._id, newTitle)}
      />
    </article>
  );
}
