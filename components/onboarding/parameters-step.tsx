'use client';

import { useState, type FormEvent } from 'react';
import { ArrowRight } from 'lucide-react';
import { notify } from '@/lib/notify';
import { PARAMETER_MESSAGES } from '@/lib/constants';
import { CORE_KEYS, type CoreParameter } from '@/lib/parameter-memory';
import { useParameterMemory } from '@/hooks/use-parameter-memory';
import { useTrackAppEvent } from '@/hooks/queries/events';
import { Button } from '@/components/ui/button';
import type { StepTitleProps } from './step-title';
import { CoreParameterFields } from '@/components/parameters/core-fields';
import { StepNav } from './step-nav';

// Examples, marked as such so an empty field never reads as filled.
const PLACEHOLDERS: Record<CoreParameter, string> = {
  name: 'e.g. Alex Morgan',
  title: 'e.g. Marketing Manager',
  department: 'e.g. Marketing',
  company_name: 'e.g. Northwind',
  website: 'e.g. https://northwind.example',
};

/**
 * Step 3: the personal parameters, all optional, website a URL field (spec P2 §5). Prefilled from the
 * memory (local storage, kept in step with the server by the nav bar's sync), the name from sign-up
 * while the memory has none yet; saved like the account's form: local storage and the server.
 */
export function ParametersStep({
  titleProps,
  signUpName,
  onBack,
  onDone,
}: {
  titleProps: StepTitleProps;
  signUpName: string;
  onBack: () => void;
  onDone: () => void;
}) {
  const { memory, save, loaded } = useParameterMemory();
  const track = useTrackAppEvent();
  // What the person typed; every other field shows what the memory brings in, even if it arrives late.
  const [edits, setEdits] = useState<Partial<Record<CoreParameter, string>>>({});
  const [saving, setSaving] = useState(false);
  const valueOf = (key: CoreParameter) => edits[key] ?? (memory[key]?.value || (key === 'name' ? signUpName : ''));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaving(true);
    const next = { ...memory };
    for (const key of CORE_KEYS) next[key] = { ...memory[key]!, value: valueOf(key).trim() };
    try {
      await save(next);
      track('parameter_action', { action: 'save', source: 'onboarding', filled: CORE_KEYS.filter((k) => next[k]!.value).length });
      onDone();
    } catch {
      notify.error(PARAMETER_MESSAGES.saveFailed);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div>
        <h1 {...titleProps}>Your personal parameters</h1>
        <p className="mt-1 text-muted-foreground">
          Save these once and every prompt that asks for them fills them in. All optional; change them any time under Account.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <CoreParameterFields
          disabled={!loaded}
          valueOf={valueOf}
          onChange={(key, value) => setEdits((current) => ({ ...current, [key]: value }))}
          placeholders={PLACEHOLDERS}
          fieldClassName={(key) => (key === 'website' ? 'block text-sm sm:col-span-2' : 'block text-sm')}
        />
      </div>
      <StepNav onBack={onBack}>
        <Button type="submit" loading={saving}>
          {saving ? 'Saving...' : 'Save & Continue'}
          {!saving && <ArrowRight className="size-4" aria-hidden />}
        </Button>
      </StepNav>
    </form>
  );
}
