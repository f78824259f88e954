'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { notify } from '@/lib/notify';
import { CORE_KEYS, CORE_LABELS, type ParameterMemory } from '@/lib/parameter-memory';
import { useParameterMemory } from '@/hooks/use-parameter-memory';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** The five core parameters, saved locally (the fast path) and on the server. */
export function PersonalParametersForm() {
  const { memory, save } = useParameterMemory();
  const [draft, setDraft] = useState<ParameterMemory>(memory);
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);
  // Show what storage or the server sync brings in, unless the user has started typing.
  useEffect(() => {
    if (!dirty) setDraft(memory);
  }, [memory, dirty]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaving(true);
    try {
      await save(draft);
      setDirty(false);
      notify.success('Parameters saved successfully!');
    } catch {
      notify.error('Error saving parameters');
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-3">
      {CORE_KEYS.map((key) => (
        <label key={key} className="block text-sm">
          <span className="mb-1 block font-medium">{CORE_LABELS[key]}</span>
          <Input
            type={key === 'website' ? 'url' : 'text'}
            value={draft[key]?.value ?? ''}
            maxLength={500}
            onChange={(e) => {
              setDirty(true);
              setDraft({ ...draft, [key]: { ...draft[key]!, value: e.target.value } });
            }}
          />
        </label>
      ))}
      <Button type="submit" loading={saving}>
        {saving ? 'Saving...' : 'Save'}
      </Button>
    </form>
  );
}
