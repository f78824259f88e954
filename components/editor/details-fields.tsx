'use client';

import { useState } from 'react';
import { FolderPlus, ShieldCheck } from 'lucide-react';
import { displayCategoryName } from '@/lib/constants';
import type { PromptFormInput } from '@/lib/prompt-schema';
import { useEditorStore } from '@/stores/editor-store';
import { useCustomCategories, useSystemCategories } from '@/hooks/queries/categories';
import { Input } from '@/components/ui/input';
import { Button } from '@/components/ui/button';
import { CategoryDialog } from './category-dialog';

type SetField = <K extends keyof PromptFormInput>(key: K, value: PromptFormInput[K]) => void;

const selectClass = 'h-10 w-full rounded-md border border-border bg-background px-3 text-sm focus:outline-none focus:ring-2 focus:ring-ring';

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <span id={id} className="mt-1 block text-sm text-red-600 dark:text-red-400">
      {message}
    </span>
  ) : null;
}

/** Title, description, category (system or custom, exactly one) and visibility. */
export function DetailsFields({
  form,
  fieldErrors,
  canUseCustomCategories,
  onField,
}: {
  form: PromptFormInput;
  fieldErrors: Record<string, string>;
  canUseCustomCategories: boolean;
  onField: SetField;
}) {
  const chooseCategory = useEditorStore((s) => s.chooseCategory);
  const [creating, setCreating] = useState(false);
  const system = useSystemCategories();
  // spec P1 §6: custom categories are loaded only for pro, trial and admin users.
  const custom = useCustomCategories(canUseCustomCategories);
  const categoryValue = form.category ? `system:${form.category}` : form.userCategoryId ? `custom:${form.userCategoryId}` : '';
  const categoryError = fieldErrors.category ?? fieldErrors.userCategoryId;
  const title = form.title ?? '';
  const description = form.description ?? '';

  return (
    <section aria-label="Prompt details" className="space-y-4 rounded-lg border border-border bg-card p-4 sm:p-5">
      <div className="space-y-4" data-tour="details">
        <label className="block text-sm">
          <span className="mb-1 flex justify-between font-medium">
            Title
            <span className="font-normal tabular-nums text-muted-foreground">{title.trim().length}/100</span>
          </span>
          <Input
            name="title"
            value={title}
            maxLength={120}
            onChange={(e) => onField('title', e.target.value)}
            aria-invalid={Boolean(fieldErrors.title)}
            aria-describedby={fieldErrors.title ? 'title-error' : undefined}
            placeholder="e.g. Weekly Team Update"
          />
          <FieldError id="title-error" message={fieldErrors.title} />
        </label>
        <label className="block text-sm">
          <span className="mb-1 flex justify-between font-medium">
            Description
            <span className="font-normal tabular-nums text-muted-foreground">{description.trim().length}/500</span>
          </span>
          <textarea
            name="description"
            value={description}
            maxLength={520}
            rows={3}
            onChange={(e) => onField('description', e.target.value)}
            className="w-full rounded-md border border-border bg-background px-3 py-2 text-sm focus:outline-none focus:ring-2 focus:ring-ring"
            aria-invalid={Boolean(fieldErrors.description)}
            aria-describedby={fieldErrors.description ? 'description-error' : undefined}
            placeholder="One sentence on what this prompt produces."
          />
          <FieldError id="description-error" message={fieldErrors.description} />
        </label>
      </div>
      <div data-tour="category">
        <label htmlFor="prompt-category" className="mb-1 block text-sm font-medium">
          Category
        </label>
        <div className="flex gap-2">
          <select
            id="prompt-category"
            value={categoryValue}
            onChange={(e) => {
              const [kind, id] = e.target.value.split(':');
              chooseCategory(!id ? null : kind === 'custom' ? { userCategoryId: id } : { category: id });
            }}
            className={selectClass}
            aria-invalid={Boolean(categoryError)}
            aria-describedby={categoryError ? 'category-error' : undefined}
            aria-busy={system.isPending}
          >
            <option value="">{system.isPending ? 'Loading categories…' : 'Choose a category…'}</option>
            {canUseCustomCategories && (custom.data?.length ?? 0) > 0 && (
              <optgroup label="My categories">
                {custom.data!.map((c) => (
                  <option key={c._id} value={`custom:${c._id}`}>
                    {c.name}
                  </option>
                ))}
              </optgroup>
            )}
            <optgroup label="Library categories">
              {(system.data ?? []).map((c) => (
                <option key={c._id} value={`system:${c._id}`}>
                  {displayCategoryName(c.name)}
                </option>
              ))}
            </optgroup>
          </select>
          {canUseCustomCategories && (
            <Button variant="secondary" onClick={() => setCreating(true)} title="Create a custom category">
              <FolderPlus className="size-4" aria-hidden />
              <span className="hidden sm:inline">New</span>
              <span className="sr-only sm:hidden">New category</span>
            </Button>
          )}
        </div>
        <FieldError id="category-error" message={categoryError} />
        {system.isError && <span className="mt-1 block text-sm text-red-600">Failed to load categories. Reload the page to try again.</span>}
      </div>
      <label className="block text-sm">
        <span className="mb-1 block font-medium">Visibility</span>
        <select value={form.viewable} onChange={(e) => onField('viewable', e.target.value as 'private' | 'public')} className={selectClass}>
          <option value="private">Private — only you</option>
          <option value="public">Public — shared once an admin approves it</option>
        </select>
      </label>
      {canUseCustomCategories && (
        <CategoryDialog open={creating} onClose={() => setCreating(false)} onCreated={(c) => chooseCategory({ userCategoryId: c._id })} />
      )}
    </section>
  );
}

/** spec P1 §5, §6: only admins set accessLevel and approved; for others the controls are disabled. */
export function AdminSettings({ form, isAdmin, onField }: { form: PromptFormInput; isAdmin: boolean; onField: SetField }) {
  return (
    <fieldset className="space-y-3 rounded-lg border border-border bg-card p-4 sm:p-5" disabled={!isAdmin}>
      <legend className="flex items-center gap-1.5 px-1 text-sm font-medium">
        <ShieldCheck className="size-4 text-accent" aria-hidden />
        Admin settings
      </legend>
      {!isAdmin && <p className="text-xs text-muted-foreground">Only admins can change these. Your prompts are saved as free and unapproved.</p>}
      <label className="block text-sm">
        <span className="mb-1 block">Access level</span>
        <select value={form.accessLevel} onChange={(e) => onField('accessLevel', e.target.value as 'free' | 'pro')} className={selectClass}>
          <option value="free">Free</option>
          <option value="pro">Pro</option>
        </select>
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={Boolean(form.approved)} onChange={(e) => onField('approved', e.target.checked)} className="size-4" />
        Approved
      </label>
    </fieldset>
  );
}
