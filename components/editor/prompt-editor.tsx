'use client';

import { useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, ApiError } from '@/lib/api-client';
import { displayCategoryName } from '@/lib/constants';
import { parsePlaceholders, uniquePlaceholders } from '@/lib/placeholders';
import { promptFormSchema, PROMPT_FORM_MESSAGES, type PromptFormInput } from '@/lib/prompt-schema';
import type { CategoryDTO, UserCategoryDTO } from '@/lib/services/categories';
import type { PromptDTO } from '@/lib/services/prompt-dto';
import { Button, buttonClasses } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PlaceholderText } from '@/components/prompts/placeholder-text';

type Props = { mode: 'create' | 'edit'; prompt?: PromptDTO; isAdmin: boolean; canUseCustomCategories: boolean };

const empty: PromptFormInput = { title: '', description: '', content: '', category: null, userCategoryId: null, accessLevel: 'free', approved: false, viewable: 'private' };

export function PromptEditor({ mode, prompt, isAdmin, canUseCustomCategories }: Props) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<PromptFormInput>(
    prompt
      ? {
          title: prompt.title,
          description: prompt.description,
          content: prompt.content,
          category: prompt.category?._id ?? null,
          userCategoryId: prompt.userCategoryId?._id ?? null,
          accessLevel: prompt.accessLevel,
          approved: prompt.approved,
          viewable: prompt.viewable,
        }
      : empty,
  );
  const [dirty, setDirty] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const categories = useQuery({ queryKey: ['categories'], queryFn: () => apiFetch<CategoryDTO[]>('/api/categories') });
  const custom = useQuery({ queryKey: ['user-categories'], queryFn: () => apiFetch<UserCategoryDTO[]>('/api/user-categories'), enabled: canUseCustomCategories });

  const content = form.content ?? '';
  const stats = useMemo(
    () => ({
      characters: content.length,
      words: content.trim() ? content.trim().split(/\s+/).length : 0,
      parameters: uniquePlaceholders(parsePlaceholders(content)).length,
    }),
    [content],
  );

  function clearErrors(...keys: string[]) {
    setFieldErrors((errors) => Object.fromEntries(Object.entries(errors).filter(([k]) => !keys.includes(k))));
  }

  function set<K extends keyof PromptFormInput>(key: K, value: PromptFormInput[K]) {
    setForm((f) => ({ ...f, [key]: value }));
    setDirty(true);
    clearErrors(key);
  }

  // spec P1 §3: choosing a system category clears the custom one and the other way round.
  function chooseCategory(value: string) {
    const [kind, id] = value.split(':');
    setForm((f) => ({ ...f, category: kind === 'system' ? id : null, userCategoryId: kind === 'custom' ? id : null }));
    setDirty(true);
    clearErrors('category', 'userCategoryId');
  }

  // spec P1 §5: Tab inserts two spaces.
  function onContentKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key !== 'Tab' || e.shiftKey) return;
    e.preventDefault();
    const el = e.currentTarget;
    const { selectionStart: start, selectionEnd: end } = el;
    const next = `${content.slice(0, start)}  ${content.slice(end)}`;
    set('content', next);
    requestAnimationFrame(() => el.setSelectionRange(start + 2, start + 2));
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    const parsed = promptFormSchema.safeParse(form);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '_')] ??= issue.message;
      setFieldErrors(errors);
      setBanner(PROMPT_FORM_MESSAGES.invalidForm);
      return;
    }
    setFieldErrors({});
    setBanner(null);
    setSaving(true);
    try {
      if (mode === 'edit' && prompt) {
        await apiFetch(`/api/prompts/${prompt._id}`, { method: 'PUT', body: JSON.stringify(parsed.data) }, 'Failed to update prompt');
        await queryClient.invalidateQueries();
        setDirty(false);
        setNotice('Prompt updated successfully!');
        setTimeout(() => router.push('/prompts'), 1500);
      } else {
        await apiFetch('/api/prompts', { method: 'POST', body: JSON.stringify(parsed.data) }, 'Failed to create prompt');
        await queryClient.invalidateQueries();
        router.push('/prompts');
      }
    } catch (error) {
      setSaving(false);
      if (error instanceof ApiError && error.body.fields) setFieldErrors(error.body.fields);
      setBanner(error instanceof ApiError ? error.message : mode === 'edit' ? 'Failed to update prompt' : 'Failed to create prompt');
    }
  }

  const categoryValue = form.category ? `system:${form.category}` : form.userCategoryId ? `custom:${form.userCategoryId}` : '';
  const fieldError = (name: string) =>
    fieldErrors[name] ? (
      <p id={`${name}-error`} className="mt-1 text-sm text-red-600">
        {fieldErrors[name]}
      </p>
    ) : null;

  return (
    <form onSubmit={submit} className="space-y-6" noValidate>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold">{mode === 'edit' ? 'Edit Prompt' : 'Create Prompt'}</h1>
        {dirty && <span className="text-sm text-muted-foreground">Unsaved changes</span>}
      </div>
      {banner && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-2 text-sm text-red-700 dark:border-red-900 dark:bg-red-950 dark:text-red-300">
          {banner}
        </p>
      )}
      {notice && (
        <p role="status" className="rounded-md border border-emerald-300 bg-emerald-50 px-4 py-2 text-sm text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
          {notice}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-4">
          <label className="block text-sm">
            <span className="mb-1 block font-medium">Title</span>
            <Input value={form.title} maxLength={120} onChange={(e) => set('title', e.target.value)} aria-invalid={Boolean(fieldErrors.title)} aria-describedby={fieldErrors.title ? 'title-error' : undefined} />
            {fieldError('title')}
          </label>
          <label className="block text-sm">
            <span className="mb-1 block font-medium">Description</span>
            <textarea
              value={form.description}
              maxLength={520}
              rows={3}
              onChange={(e) => set('description', e.target.value)}
              className="w-full rounded-md border border-border bg-background px-3 py-2 text-sm"
              aria-invalid={Boolean(fieldErrors.description)}
            />
            {fieldError('description')}
          </label>
          <label className="block text-sm">
            <span className="mb-1 block font-medium">Category</span>
            <select value={categoryValue} onChange={(e) => chooseCategory(e.target.value)} className="h-10 w-full rounded-md border border-border bg-background px-3 text-sm">
              <option value="">Choose a category…</option>
              {canUseCustomCategories && (custom.data?.length ?? 0) > 0 && (
                <optgroup label="My categories">
                  {custom.data!.map((c) => (
                    <option key={c._id} value={`custom:${c._id}`}>
                      {c.name}
                    </option>
                  ))}
                </optgroup>
              )}
              <optgroup label="Categories">
                {(categories.data ?? []).map((c) => (
                  <option key={c._id} value={`system:${c._id}`}>
                    {displayCategoryName(c.name)}
                  </option>
                ))}
              </optgroup>
            </select>
            {fieldError('category') ?? fieldError('userCategoryId')}
          </label>
          <label className="block text-sm">
            <span className="mb-1 block font-medium">Visibility</span>
            <select value={form.viewable} onChange={(e) => set('viewable', e.target.value as 'private' | 'public')} className="h-10 w-full rounded-md border border-border bg-background px-3 text-sm">
              <option value="private">Private</option>
              <option value="public">Public</option>
            </select>
          </label>
          <fieldset className="space-y-3 rounded-md border border-border p-4" disabled={!isAdmin}>
            <legend className="px-1 text-sm font-medium">Admin settings{!isAdmin && ' (admins only)'}</legend>
            <label className="block text-sm">
              <span className="mb-1 block">Access level</span>
              <select value={form.accessLevel} onChange={(e) => set('accessLevel', e.target.value as 'free' | 'pro')} className="h-10 w-full rounded-md border border-border bg-background px-3 text-sm">
                <option value="free">Free</option>
                <option value="pro">Pro</option>
              </select>
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={Boolean(form.approved)} onChange={(e) => set('approved', e.target.checked)} />
              Approved
            </label>
          </fieldset>
        </div>
        <div className="space-y-4">
          <label className="block text-sm">
            <span className="mb-1 block font-medium">Prompt Content</span>
            <textarea
              value={content}
              onChange={(e) => set('content', e.target.value)}
              onKeyDown={onContentKeyDown}
              className="min-h-[200px] max-h-[600px] w-full resize-y rounded-md border border-border bg-background px-3 py-2 font-mono text-sm"
              rows={10}
              aria-invalid={Boolean(fieldErrors.content)}
              placeholder="Write the prompt. Placeholders: !<Your name>!, !|formal, friendly|!"
            />
            {fieldError('content')}
          </label>
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {stats.characters.toLocaleString('en-US')} characters · {stats.words} words · {stats.parameters} parameters
          </p>
          <div>
            <h2 className="mb-1 text-sm font-medium">Preview</h2>
            <div className="min-h-24 whitespace-pre-wrap rounded-md border border-border bg-card p-4 font-mono text-sm">
              {content ? <PlaceholderText text={content} showAll={isAdmin} /> : <span className="text-muted-foreground">Nothing to preview yet.</span>}
            </div>
          </div>
        </div>
      </div>
      <div className="flex justify-end gap-2">
        <Link href="/prompts" className={buttonClasses('secondary')}>
          Cancel
        </Link>
        <Button type="submit" loading={saving}>
          {mode === 'edit' ? 'Save Changes' : 'Create Prompt'}
        </Button>
      </div>
    </form>
  );
}
