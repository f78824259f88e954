'use client';

import { useEffect, useRef, useState } from 'react';
import Link from 'next/link';
import { CheckCircle2 } from 'lucide-react';
import { ApiError } from '@/lib/api-client';
import { fieldErrors } from '@/lib/errors';
import { useCreateCategory } from '@/hooks/queries/categories';
import { CATEGORY_SUCCESS_CLOSE_MS } from '@/lib/editor-constants';
import { EDITOR_CATEGORY_TEXT as T } from '@/lib/category-text';
import { categoryCreateSchema, DEFAULT_CATEGORY_COLOR } from '@/lib/category-schema';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/confirm-dialog';
import { Button, buttonClasses } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { UserCategoryDTO } from '@/lib/dto/categories';

const SWATCHES = [DEFAULT_CATEGORY_COLOR, '#0ea5e9', '#10b981', '#f59e0b', '#ef4444', '#ec4899', '#8b5cf6', '#64748b'];

type Problem = { kind: 'pro-only' } | { kind: 'other'; message: string } | null;

/**
 * Create a custom category from the editor (spec P1 §8, §9): name 2–50, description up to 200, a colour
 * with a default; a duplicate name shows inline; the success note closes the dialog after 500 ms.
 */
export function CategoryDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (category: UserCategoryDTO) => void }) {
  const [problem, setProblem] = useState<Problem>(null);
  return (
    <>
      <Dialog open={open} onClose={onClose} title="New Category">
        {open && <CategoryForm onClose={onClose} onCreated={onCreated} onProblem={setProblem} />}
      </Dialog>
      <Notice
        open={problem?.kind === 'pro-only'}
        onClose={() => setProblem(null)}
        title={T.proOnlyTitle}
        message={T.proOnly}
        action={
          <Link href="/pricing" className={buttonClasses()}>
            Upgrade to PRO
          </Link>
        }
      />
      <Notice
        open={problem?.kind === 'other'}
        onClose={() => setProblem(null)}
        title={T.errorTitle}
        message={problem?.kind === 'other' ? problem.message : ''}
        dismissLabel="OK"
      />
    </>
  );
}

function CategoryForm({ onClose, onCreated, onProblem }: { onClose: () => void; onCreated: (c: UserCategoryDTO) => void; onProblem: (p: Problem) => void }) {
  const createCategory = useCreateCategory();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [color, setColor] = useState(DEFAULT_CATEGORY_COLOR);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [created, setCreated] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function submit() {
    if (createCategory.isPending || created) return;
    // The API's own rules (lib/category-schema.ts), checked here first so the messages show at once.
    const parsed = categoryCreateSchema.safeParse({ name, description: description.trim() || null, color });
    if (!parsed.success) {
      return setErrors(fieldErrors(parsed.error, (path) => String(path[0] ?? 'name')));
    }
    setErrors({});
    try {
      const category = await createCategory.mutateAsync(parsed.data);
      onCreated(category);
      setCreated(true);
      timer.current = setTimeout(onClose, CATEGORY_SUCCESS_CLOSE_MS);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const code = error instanceof ApiError ? error.code : '';
      // spec P1 §8: 'unique' → inline; 'Pro users and Admins' → the upgrade alert; anything else → an alert.
      if (code === 'DUPLICATE_NAME' || /unique/i.test(message)) setErrors({ name: T.duplicateInline });
      else if (code === 'PREMIUM_FEATURE_REQUIRED' || message.includes('Pro users and Admins')) {
        onProblem({ kind: 'pro-only' });
        onClose();
      } else if (error instanceof ApiError && error.body.fields) setErrors(error.body.fields);
      else {
        onProblem({ kind: 'other', message });
        onClose();
      }
    }
  }

  if (created) {
    return (
      <p role="status" className="flex items-center gap-2 py-4 text-sm font-medium text-emerald-700 dark:text-emerald-300">
        <CheckCircle2 className="size-5" aria-hidden />
        {T.created}
      </p>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      className="space-y-4"
    >
      <label className="block text-sm">
        <span className="mb-1 block font-medium">Name</span>
        <Input
          value={name}
          autoFocus
          maxLength={60}
          onChange={(e) => {
            setName(e.target.value);
            setErrors((x) => ({ ...x, name: '' }));
          }}
          aria-invalid={Boolean(errors.name)}
          aria-describedby={errors.name ? 'category-name-error' : undefined}
        />
        {errors.name && (
          <span id="category-name-error" className="mt-1 block text-sm text-red-600 dark:text-red-400">
            {errors.name}
          </span>
        )}
      </label>
      <label className="block text-sm">
        <span className="mb-1 block font-medium">
          Description <span className="font-normal text-muted-foreground">(optional)</span>
        </span>
        <textarea
          value={description}
          rows={2}
          maxLength={220}
          onChange={(e) => setDescription(e.target.value)}
          className="w-full rounded-md border border-border bg-background px-3 py-2 text-sm"
          aria-invalid={Boolean(errors.description)}
        />
        <span className="mt-1 flex justify-between text-xs text-muted-foreground">
          <span className="text-red-600 dark:text-red-400">{errors.description}</span>
          <span>{description.trim().length}/200</span>
        </span>
      </label>
      <fieldset>
        <legend className="mb-1 text-sm font-medium">Colour</legend>
        <div className="flex flex-wrap items-center gap-2">
          {SWATCHES.map((swatch) => (
            <button
              key={swatch}
              type="button"
              aria-label={`Colour ${swatch}`}
              aria-pressed={color === swatch}
              onClick={() => setColor(swatch)}
              className="size-7 rounded-full border-2 border-transparent ring-offset-2 ring-offset-card aria-pressed:ring-2 aria-pressed:ring-ring"
              style={{ backgroundColor: swatch }}
            />
          ))}
          <input type="color" aria-label="Custom colour" value={color} onChange={(e) => setColor(e.target.value)} className="h-7 w-10 cursor-pointer rounded border border-border bg-transparent" />
        </div>
      </fieldset>
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        {/* P2 §5: Create is disabled while the name is empty or a save is in progress. */}
        <Button type="submit" loading={createCategory.isPending} disabled={!name.trim()}>
          Create Category
        </Button>
      </div>
    </form>
  );
}
