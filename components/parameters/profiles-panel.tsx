'use client';

import { useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Check, Copy, Loader2, Pencil, Trash2 } from 'lucide-react';
import { useCreateProfile, useDeleteProfile, useProfiles, useSetActiveProfile, useUpdateProfile } from '@/hooks/queries/profiles';
import type { ProfileDTO } from '@/lib/dto/profiles';
import { notify } from '@/lib/notify';
import { CORE_LABELS, memoryParameter, parameterForKey, type ParameterMemory } from '@/lib/parameter-memory';
import { placeholderKey } from '@/lib/placeholders';
import { ownValue } from '@/lib/own';
import { PROFILE_UI } from '@/lib/profile-text';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Input } from '@/components/ui/input';
import { InlineAdd } from './inline-add';

// The manager's Profiles (docs/memory.md#profiles): create, rename, duplicate, delete, choose the web
// app's, and edit a profile's values over the personal memory, one parameter per field. Aliases are
// the memory's, so they apply in every profile.

const labelOf = (name: string) => ownValue(CORE_LABELS as Record<string, string>, name) ?? name;
const message = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);
type Values = Record<string, string>;
/** Values as a save sends them: blank ones left out (the memory fills them), in a stable order to compare. */
const clean = (values: Values): Values =>
  Object.fromEntries(
    Object.entries(values)
      .filter(([, v]) => v.trim() !== '')
      .sort(([a], [b]) => a.localeCompare(b)),
  );
const sameValues = (a: Values, b: Values) => JSON.stringify(clean(a)) === JSON.stringify(clean(b));

export function ProfilesPanel({ memory }: { memory: ParameterMemory }) {
  const list = useProfiles();
  const create = useCreateProfile();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [createError, setCreateError] = useState<string | null>(null);
  const nameId = useId();
  // Unsaved values by profile: switching tabs keeps them, a save clears them.
  const [drafts, setDrafts] = useState<Record<string, Values>>({});
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const profiles = list.data?.profiles ?? [];
  const selected = profiles.find((p) => p._id === selectedId) ?? profiles[0] ?? null;
  const selectedIndex = selected ? profiles.indexOf(selected) : -1;

  // WAI-ARIA tabs with automatic activation: arrows, Home and End move between profiles; one tab stop.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = profiles.length - 1;
    const target = { ArrowRight: selectedIndex === last ? 0 : selectedIndex + 1, ArrowLeft: selectedIndex <= 0 ? last : selectedIndex - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    setSelectedId(profiles[target]!._id);
    tabs.current[target]?.focus();
  };

  async function onCreate(e: FormEvent) {
    e.preventDefault();
    setCreateError(null);
    try {
      const made = await create.mutateAsync({ name });
      setName('');
      setSelectedId(made._id);
      notify.success(PROFILE_UI.created(made.name));
    } catch (error) {
      setCreateError(message(error, PROFILE_UI.createFailed));
    }
  }

  return (
    <section id="profiles" aria-labelledby="profiles-heading" className="scroll-mt-24 space-y-3">
      <h2 id="profiles-heading" className="font-semibold">
        {PROFILE_UI.title}
      </h2>
      <p className="text-sm text-muted-foreground">{PROFILE_UI.intro}</p>
      {list.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden /> Loading profiles…
        </p>
      )}
      {list.isError && <ErrorAlert>{message(list.error, PROFILE_UI.loadFailed)}</ErrorAlert>}
      {list.isSuccess && profiles.length === 0 && <p className="text-sm">{PROFILE_UI.empty}</p>}

      <form onSubmit={(e) => void onCreate(e)} className="flex flex-wrap items-end gap-2" noValidate>
        <label htmlFor={nameId} className="block min-w-0 flex-1 text-sm sm:max-w-xs">
          <span className="mb-1 block font-medium">{PROFILE_UI.newName}</span>
          <Input
            id={nameId}
            value={name}
            maxLength={60}
            placeholder={PROFILE_UI.newPlaceholder}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={createError ? true : undefined}
            aria-describedby={createError ? `${nameId}-error` : undefined}
          />
        </label>
        <Button type="submit" loading={create.isPending} disabled={!name.trim()}>
          {PROFILE_UI.create}
        </Button>
        {createError && (
          <p id={`${nameId}-error`} role="alert" className="w-full text-sm text-red-700 dark:text-red-400">
            {createError}
          </p>
        )}
      </form>

      {profiles.length > 0 && (
        <div className="space-y-3">
          <div role="tablist" aria-label={PROFILE_UI.title} className="flex flex-wrap gap-2">
            {profiles.map((p, i) => (
              <button
                key={p._id}
                ref={(el) => {
                  tabs.current[i] = el;
                }}
                type="button"
                role="tab"
                id={`profile-tab-${p._id}`}
                aria-selected={selected?._id === p._id}
                aria-controls={`profile-panel-${p._id}`}
                tabIndex={selected?._id === p._id ? 0 : -1}
                onKeyDown={onTabKey}
                onClick={() => setSelectedId(p._id)}
                className="inline-flex min-h-10 items-center gap-1.5 rounded-full border border-border px-3 text-sm aria-selected:border-accent aria-selected:bg-accent/10 aria-selected:font-medium"
              >
                {p.name}
                {list.data?.activeProfileId === p._id && <Check className="size-4 text-accent" aria-label={PROFILE_UI.active} />}
                {drafts[p._id] && !sameValues(drafts[p._id]!, p.values) && <span className="size-2 rounded-full bg-amber-500" aria-label="Unsaved values" />}
              </button>
            ))}
          </div>
          {selected && (
            <ProfileEditor
              key={selected._id}
              profile={selected}
              memory={memory}
              isActive={list.data?.activeProfileId === selected._id}
              values={drafts[selected._id] ?? selected.values}
              onValues={(change) => setDrafts((d) => ({ ...d, [selected._id]: change(d[selected._id] ?? selected.values) }))}
              onSaved={() => setDrafts(({ [selected._id]: _saved, ...rest }) => rest)}
              onGone={() => setSelectedId(null)}
              onDuplicated={setSelectedId}
            />
          )}
        </div>
      )}
    </section>
  );
}

function ProfileEditor({
  profile,
  memory,
  isActive,
  values,
  onValues,
  onSaved,
  onGone,
  onDuplicated,
}: {
  profile: ProfileDTO;
  memory: ParameterMemory;
  isActive: boolean;
  /** What the fields show: the unsaved values, else the saved ones. */
  values: Values;
  onValues: (change: (values: Values) => Values) => void;
  /** The values were saved as the server keeps them: the draft goes. */
  onSaved: () => void;
  onGone: () => void;
  onDuplicated: (id: string) => void;
}) {
  const update = useUpdateProfile();
  const remove = useDeleteProfile();
  const create = useCreateProfile();
  const activate = useSetActiveProfile();
  const setValues = onValues;
  const [renaming, setRenaming] = useState(false);
  const [newName, setNewName] = useState(profile.name);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const formId = useId();

  // The memory's parameters first (in its order), then names only this profile fills.
  const names = useMemo(() => {
    const own = Object.keys(memory);
    return [...own, ...Object.keys(values).filter((k) => !memoryParameter(memory, k))];
  }, [memory, values]);
  const unsaved = !sameValues(values, profile.values);

  async function run<T>(work: () => Promise<T>, done: (result: T) => void, fallback: string) {
    setError(null);
    try {
      done(await work());
    } catch (e) {
      setError(message(e, fallback));
    }
  }

  const save = () =>
    run(
      () => update.mutateAsync({ id: profile._id, values: clean(values) }),
      (saved) => {
        // The fields show what the server kept (a website with https://, a number normalised).
        onSaved();
        notify.success(PROFILE_UI.saved(saved.name));
      },
      PROFILE_UI.saveFailed,
    );
  const rename = () =>
    run(
      () => update.mutateAsync({ id: profile._id, name: newName }),
      (saved) => {
        setRenaming(false);
        notify.success(PROFILE_UI.saved(saved.name));
      },
      PROFILE_UI.saveFailed,
    );
  const duplicate = () =>
    run(
      () => create.mutateAsync({ name: PROFILE_UI.copyName(profile.name).slice(0, 60), duplicateOf: profile._id, values: clean(values) }),
      (made) => {
        notify.success(PROFILE_UI.created(made.name));
        onDuplicated(made._id);
      },
      PROFILE_UI.createFailed,
    );
  const destroy = () =>
    run(
      () => remove.mutateAsync(profile._id),
      () => {
        setConfirming(false);
        notify.success(PROFILE_UI.deleted(profile.name));
        onGone();
      },
      PROFILE_UI.deleteFailed,
    );
  const activateOnWeb = () => run(() => activate.mutateAsync(profile._id), () => notify.success(PROFILE_UI.switched(profile.name)), PROFILE_UI.switchFailed);

  return (
    <div role="tabpanel" id={`profile-panel-${profile._id}`} aria-labelledby={`profile-tab-${profile._id}`} className="space-y-4 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-center gap-2">
        {renaming ? (
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              void rename();
            }}
          >
            <label className="block text-sm">
              <span className="mb-1 block font-medium">Profile name</span>
              <Input value={newName} maxLength={60} onChange={(e) => setNewName(e.target.value)} autoFocus onKeyDown={(e) => e.key === 'Escape' && setRenaming(false)} />
            </label>
            <Button type="submit" size="sm" loading={update.isPending}>
              Save name
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setRenaming(false)}>
              Cancel
            </Button>
          </form>
        ) : (
          <h3 className="mr-auto text-base font-semibold">{profile.name}</h3>
        )}
        {!renaming && (
          <>
            {isActive ? (
              <span className="rounded-full bg-accent/10 px-2.5 py-1 text-xs font-medium text-accent">{PROFILE_UI.active}</span>
            ) : (
              <Button size="sm" variant="secondary" onClick={() => void activateOnWeb()} loading={activate.isPending}>
                {PROFILE_UI.makeActive}
              </Button>
            )}
            <Button size="sm" variant="ghost" onClick={() => setRenaming(true)}>
              <Pencil className="size-4" aria-hidden /> {PROFILE_UI.rename}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => void duplicate()} loading={create.isPending}>
              <Copy className="size-4" aria-hidden /> {PROFILE_UI.duplicate}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
              <Trash2 className="size-4" aria-hidden /> {PROFILE_UI.remove}
            </Button>
          </>
        )}
      </div>

      <form
        id={formId}
        className="grid gap-3 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        {names.map((name) => {
          const fallback = memoryParameter(memory, name)?.value ?? '';
          return (
            <label key={name} className="block text-sm">
              <span className="mb-1 block font-medium">{labelOf(name)}</span>
              <Input name={name} maxLength={500} value={ownValue(values, name) ?? ''} placeholder={PROFILE_UI.falls(fallback)} onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))} />
            </label>
          );
        })}
      </form>
      <InlineAdd
        openLabel={PROFILE_UI.otherKey}
        inputLabel="Parameter name"
        placeholder="e.g. client_name"
        onSubmit={(text) => {
          const key = text.trim().toLowerCase();
          if (!key) return 'Please enter a parameter name.';
          // A name the memory answers to (a parameter or one of its aliases) already has its field.
          const owner = parameterForKey(memory, placeholderKey(key));
          if (owner) return `"${key}" is ${owner === key ? 'already in the list' : `an alias of ${labelOf(owner)}: fill that field`}.`;
          if (names.includes(key)) return `"${key}" is already in the list.`;
          setValues((v) => ({ ...v, [key]: '' }));
          return null;
        }}
      />
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" form={formId} loading={update.isPending}>
          {PROFILE_UI.save}
        </Button>
        {unsaved && (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-800 dark:bg-amber-950 dark:text-amber-200">Unsaved values</span>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Delete profile?"
        message={PROFILE_UI.confirmDelete(profile.name)}
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={() => void destroy()}
      />
    </div>
  );
}
