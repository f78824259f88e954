'use client';

import { useState, type FormEvent } from 'react';
import { notify } from '@/lib/notify';
import { PARAMETER_MESSAGES } from '@/lib/constants';
import type { ParameterMemory } from '@/lib/parameter-memory';
import { useParameterMemory } from '@/hooks/use-parameter-memory';
import { Button } from '@/components/ui/button';
import { CoreParameterFields } from '@/components/parameters/core-fields';

/** The five core parameters, saved locally (the fast path) and on the server. */
export function PersonalParametersForm() {
  const { memory, save, loaded } = useParameterMemory();
  // Shows what storage or the server sync brings in until the user starts typing; then their edits.
  const [edits, setEdits] = useState<ParameterMemory | null>(null);
  const draft = edits ?? memory;
  const [saving, setSaving] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaving(true);
    try {
      await save(draft);
      setEdits(null);
      notify.success(PARAMETER_MESSAGES.saved);
    } catch {
      notify.error(PARAMETER_MESSAGES.saveFailed);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <CoreParameterFields disabled={!loaded} valueOf={(key) => draft[key]?.value ?? ''} onChange={(key, value) => setEdits({ ...draft, [key]: { ...draft[key]!, value } })} />
      <Button type="submit" loading={saving} disabled={!loaded}>
        {saving ? 'Saving...' : 'Save'}
      </Button>
    </form>
  );
}
