'use client';

import { useId, useMemo, useState } from 'react';
import Link from 'next/link';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { ArrowLeft, Loader2, RotateCcw } from 'lucide-react';
import { notify } from '@/lib/notify';
import { PARAMETER_MESSAGES } from '@/lib/constants';
import { CORE_LABELS, type ParameterMemory } from '@/lib/parameter-memory';
import { addAlias, addParameter, adoptOrphan, orphanedValues, orphanForAlias, promoteAlias, removeAlias, removeParameter, resetParameters, setParameterType, setParameterValue, checkMemory, type Orphan } from '@/lib/parameter-manager';
import { ownValue } from '@/lib/own';
import { useParameterMemory } from '@/hooks/use-parameter-memory';
import { loadPlaceholderValues, storePlaceholderValues } from '@/hooks/parameter-memory-storage';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog, Notice } from '@/components/ui/confirm-dialog';
import { AllParametersPanel } from './all-parameters-panel';
import { InlineAdd } from './inline-add';
import { ProfilesPanel } from './profiles-panel';
import { TrailPanel } from './trail-panel';
import { ParameterRow } from './parameter-row';
import { dropTargetCoordinates } from './keyboard-drop-targets';
import { useTrackAppEvent } from '@/hooks/queries/events';
import { useLeaveGuard } from '@/hooks/use-leave-guard';
import { useClientValue } from '@/hooks/use-stored-state';

type ParameterAction = 'save' | 'add_alias' | 'adopt_orphan' | 'add_parameter' | 'remove_alias' | 'promote_alias' | 'reset' | 'remove_parameter';

// The parameter manager (spec P2 §2 'Parameter manager', §4 'Parameter alias', §5, §8). One rule for
// the page: what is on screen is saved together, by Save or by any other change (aliases,
// parameters, orphans, reset), which is saved at once, locally and on the server, with the spec's
// message for its success or failure; values typed and not saved yet are marked, and leaving with
// them asks first.

type Pending =
  | { kind: 'reset' }
  | { kind: 'delete'; name: string }
  | { kind: 'conflict'; parameter: string; alias: string; orphan: Orphan };

const labelOf = (name: string) => ownValue(CORE_LABELS as Record<string, string>, name) ?? name;

export function ParameterManager() {
  const { memory, save, loaded } = useParameterMemory();
  // Loaded once the server copy is merged into local storage (useParameterMemory): edits start then.
  const [edits, setEdits] = useState<ParameterMemory | null>(null);
  const draft = edits ?? memory;
  const [stored, setStored] = useClientValue<Record<string, unknown>>(loadPlaceholderValues, {});
  const orphans = useMemo(() => orphanedValues(draft, stored), [draft, stored]);
  const [busy, setBusy] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [showAll, setShowAll] = useState(false);
  const panelId = useId();
  const track = useTrackAppEvent();
  const unsaved =
    edits !== null && Object.keys(edits).some((name) => (edits[name]?.value ?? '') !== (memory[name]?.value ?? '') || edits[name]?.type !== memory[name]?.type);
  const guard = useLeaveGuard(unsaved && !saving);

  /** Save a whole memory (local first, then the server); the spec's message either way. */
  async function commit(next: ParameterMemory, success: string, failure: string, action: ParameterAction): Promise<boolean> {
    setBusy(true);
    // Edits made while this save was on its way (a value typed just after adding a parameter) stay.
    const editsAtStart = edits;
    try {
      await save(next);
      setEdits((current) => (current === editsAtStart ? null : current));
      notify.success(success);
      // spec P2 §7: parameter actions are counted (analytics).
      track('parameter_action', { action });
      return true;
    } catch {
      setProblem(failure);
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function onSave() {
    // A value that does not fit its type is said before anything is sent ('The value of deadline must be a date').
    const checked = checkMemory(Object.entries(draft));
    if (!checked.ok) return setProblem(checked.error);
    setSaving(true);
    await commit(draft, PARAMETER_MESSAGES.saved, PARAMETER_MESSAGES.saveFailed, 'save');
    setSaving(false);
  }

  async function onAddAlias(parameter: string, text: string): Promise<string | null> {
    const result = addAlias(draft, parameter, text);
    if (!result.ok) return result.error;
    // spec P2 §5: an alias that matches an orphaned stored value asks first.
    const orphan = orphanForAlias(orphans, text);
    if (orphan) {
      setPending({ kind: 'conflict', parameter, alias: text.trim().toLowerCase(), orphan });
      return null;
    }
    await commit(result.memory, PARAMETER_MESSAGES.aliasAdded(text.trim().toLowerCase(), parameter), PARAMETER_MESSAGES.createAliasFailed, 'add_alias');
    return null;
  }

  async function adopt(parameter: string, orphan: Orphan, alias?: string) {
    const result = adoptOrphan(draft, parameter, orphan, alias);
    if (!result.ok) return setProblem(result.error);
    await commit(result.memory, PARAMETER_MESSAGES.aliasAdded(alias ?? orphan.key, parameter), PARAMETER_MESSAGES.addAliasFailed, 'adopt_orphan');
    // The memory is stored locally before the server is asked, so even when the server failed the
    // parameter now answers for the orphan: its typed value goes, or it would hide the memory's.
    const rest = Object.fromEntries(Object.entries(loadPlaceholderValues()).filter(([key]) => key !== orphan.key));
    storePlaceholderValues(rest);
    setStored(rest);
  }

  async function onAddParameter(text: string): Promise<string | null> {
    const result = addParameter(draft, text);
    if (!result.ok) return result.error;
    await commit(result.memory, PARAMETER_MESSAGES.saved, PARAMETER_MESSAGES.createParameterFailed, 'add_parameter');
    return null;
  }

  function onDelete(name: string) {
    const result = removeParameter(draft, name);
    if (!result.ok) return setProblem(result.error);
    setPending({ kind: 'delete', name });
  }

  async function onRemoveAlias(parameter: string, alias: string) {
    const result = removeAlias(draft, parameter, alias);
    if (!result.ok) return setProblem(result.error);
    await commit(result.memory, PARAMETER_MESSAGES.saved, PARAMETER_MESSAGES.removeAliasFailed, 'remove_alias');
  }

  async function onPromoteAlias(parameter: string, alias: string) {
    const result = promoteAlias(draft, parameter, alias);
    if (!result.ok) return setProblem(result.error);
    await commit(result.memory, PARAMETER_MESSAGES.saved, PARAMETER_MESSAGES.createParameterFailed, 'promote_alias');
  }

  async function confirmPending() {
    if (!pending) return;
    if (pending.kind === 'reset') await commit(resetParameters(), PARAMETER_MESSAGES.reset, PARAMETER_MESSAGES.resetFailed, 'reset');
    if (pending.kind === 'delete') {
      const result = removeParameter(draft, pending.name);
      if (result.ok) await commit(result.memory, PARAMETER_MESSAGES.saved, PARAMETER_MESSAGES.saveOneFailed, 'remove_parameter');
    }
    if (pending.kind === 'conflict') await adopt(pending.parameter, pending.orphan, pending.alias);
    setPending(null);
  }

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: dropTargetCoordinates }));
  const orphanOf = (id: string | number) => orphans.find((o) => `orphan:${o.key}` === id);
  const parameterOf = (id: string | number | undefined) => (typeof id === 'string' && id.startsWith('parameter:') ? id.slice('parameter:'.length) : null);
  // Screen readers hear what moves where, not ids.
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${orphanOf(active.id)?.key ?? ''}. Use the arrow keys to choose a parameter.`,
    onDragOver: ({ active, over }) => (over ? `${orphanOf(active.id)?.key ?? ''} is over the parameter ${parameterOf(over.id)}.` : `${orphanOf(active.id)?.key ?? ''} is not over a parameter.`),
    onDragEnd: ({ active, over }) =>
      over ? `${orphanOf(active.id)?.key ?? ''} was dropped onto ${parameterOf(over.id)} and becomes its alias.` : `${orphanOf(active.id)?.key ?? ''} was dropped outside any parameter.`,
    onDragCancel: ({ active }) => `Moving ${orphanOf(active.id)?.key ?? ''} was cancelled.`,
  };
  function onDragEnd({ active, over }: DragEndEvent) {
    const orphan = orphanOf(active.id);
    const parameter = parameterOf(over?.id);
    if (orphan && parameter) void adopt(parameter, orphan);
  }

  const header = (
    <div className="flex flex-wrap items-center gap-3">
      <Link href="/account" className={buttonClasses('ghost', 'sm')}>
        <ArrowLeft className="size-4" aria-hidden /> Back to Account
      </Link>
      <Link href="/account/parameters/setup" className={buttonClasses('secondary', 'sm', 'ml-auto')}>
        Setup wizard
      </Link>
    </div>
  );

  if (!loaded) {
    return (
      <div className="space-y-6">
        {header}
        <div role="status" className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
          <Loader2 className="size-5 animate-spin" aria-hidden /> Loading parameters…
        </div>
      </div>
    );
  }

  const names = Object.keys(draft);
  return (
    <div className="space-y-6">
      {header}
      <div>
        <h1 className="text-2xl font-semibold">Parameter Management</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Your facts, filled into every prompt that asks for them. A parameter answers to its name and to each of its aliases.
        </p>
      </div>

      <DndContext id={`${panelId}-dnd`} sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements }}>
        <section aria-labelledby="personal-heading" className="space-y-3">
          <h2 id="personal-heading" className="font-semibold">
            Personal Parameters
          </h2>
          <ul className="space-y-3">
            {names.map((name) => (
              <ParameterRow
                key={name}
                name={name}
                label={labelOf(name)}
                param={draft[name]!}
                busy={busy}
                onValue={(value) => setEdits(setParameterValue(draft, name, value))}
                onType={(type) => setEdits(setParameterType(draft, name, type))}
                onDelete={() => onDelete(name)}
                onAddAlias={(alias) => onAddAlias(name, alias)}
              />
            ))}
          </ul>
          <div className="rounded-lg border border-dashed border-border p-3">
            <InlineAdd openLabel="Add New Parameter" inputLabel="New parameter name" placeholder="e.g. industry" busy={busy} onSubmit={onAddParameter} />
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Button onClick={() => void onSave()} loading={saving} disabled={busy && !saving}>
              {saving ? 'Saving...' : 'Save'}
            </Button>
            {unsaved && (
              <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-800 dark:bg-amber-950 dark:text-amber-200">
                {PARAMETER_MESSAGES.unsavedValues}
              </span>
            )}
            <Button variant="secondary" onClick={() => setPending({ kind: 'reset' })} disabled={busy}>
              <RotateCcw className="size-4" aria-hidden /> Reset
            </Button>
            <Button variant="ghost" className="sm:ml-auto" aria-expanded={showAll} aria-controls={panelId} onClick={() => setShowAll((v) => !v)}>
              {showAll ? 'Hide All Parameters' : 'View All Parameters'}
            </Button>
          </div>
        </section>

        {showAll && <AllParametersPanel id={panelId} memory={draft} orphans={orphans} busy={busy} onRemoveAlias={onRemoveAlias} onPromoteAlias={onPromoteAlias} />}
      </DndContext>

      <ProfilesPanel memory={memory} />

      <TrailPanel />

      <ConfirmDialog
        open={pending?.kind === 'reset'}
        onClose={() => setPending(null)}
        title="Reset parameters?"
        message="Every value is cleared, custom parameters are removed and the core parameters get their default aliases back."
        confirmLabel="Reset"
        danger
        busy={busy}
        onConfirm={() => void confirmPending()}
      />
      <ConfirmDialog
        open={pending?.kind === 'delete'}
        onClose={() => setPending(null)}
        title="Delete parameter?"
        message={pending?.kind === 'delete' ? `The parameter "${pending.name}" and its aliases will no longer fill prompts.` : ''}
        confirmLabel="Delete"
        danger
        busy={busy}
        onConfirm={() => void confirmPending()}
      />
      <ConfirmDialog
        open={pending?.kind === 'conflict'}
        onClose={() => setPending(null)}
        title="Alias matches a stored value"
        message={
          pending?.kind === 'conflict'
            ? `"${pending.alias}" matches the orphaned value "${pending.orphan.value}" you typed into a prompt. Adding the alias makes ${pending.parameter} answer for it from now on.`
            : ''
        }
        confirmLabel="Add Alias"
        busy={busy}
        onConfirm={() => void confirmPending()}
      />
      <ConfirmDialog
        open={guard.pending}
        onClose={guard.stay}
        title={PARAMETER_MESSAGES.leaveTitle}
        message={PARAMETER_MESSAGES.leaveMessage}
        confirmLabel="Leave"
        danger
        onConfirm={guard.leave}
      />
      <Notice open={problem !== null} onClose={() => setProblem(null)} title="Error" message={problem ?? ''} dismissLabel="OK" />
    </div>
  );
}
