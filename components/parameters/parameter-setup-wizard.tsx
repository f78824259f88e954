'use client';

import { useState, type FormEvent } from 'react';
import Link from 'next/link';
import { ArrowLeft, CheckCircle2, Sparkles } from 'lucide-react';
import { notify } from '@/lib/notify';
import { PARAMETER_MESSAGES } from '@/lib/constants';
import { STORAGE_KEYS, valuesFromMemory, type CoreParameter, type ParameterMemory } from '@/lib/parameter-memory';
import { setParameterValue } from '@/lib/parameter-manager';
import { segmentText } from '@/lib/placeholders';
import { ownValue } from '@/lib/own';
import { useParameterMemory } from '@/hooks/use-parameter-memory';
import { writeStorage } from '@/hooks/use-local-storage';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { KIND_STYLES } from '@/components/prompts/placeholder-text';
import { CoreParameterFields } from './core-fields';

// The parameter setup wizard (spec P2 §2, §4: step 1 → 2 → 3): intro, the five core facts with a live
// preview, done. Starting sets parameterMemorySetup, finishing parameterSetupCompleted (P2 §3).

const STEPS = ['Introduction', 'Your details', 'Done'] as const;
const SAMPLE =
  'I am !<Your name>!, !<Job title>! in !<Department>! at !<Company name>! (!<Website>!). Write a three-sentence introduction of me for a partner newsletter.';
const PLACEHOLDER_TEXT: Record<CoreParameter, string> = {
  name: 'Ada Lovelace',
  title: 'Head of Research',
  department: 'Engineering',
  company_name: 'Analytical Engines Ltd',
  website: 'https://example.com',
};

function Preview({ memory }: { memory: ParameterMemory }) {
  const values = valuesFromMemory(memory);
  return (
    <p className="text-sm leading-7">
      {segmentText(SAMPLE).map((segment, i) => {
        if (segment.type === 'text') return <span key={i}>{segment.text}</span>;
        const p = segment.placeholder;
        const value = ownValue(values, p.key);
        const style = KIND_STYLES[p.kind];
        if (value) {
          return (
            <span key={i} className="font-medium underline decoration-blue-400 decoration-2 underline-offset-4 dark:decoration-blue-500">
              {value}
            </span>
          );
        }
        return (
          <mark key={i} className={cn('rounded px-1 py-0.5 font-medium', style.className)}>
            {p.label}
            <span className="sr-only"> ({style.name} placeholder)</span>
          </mark>
        );
      })}
    </p>
  );
}

export function ParameterSetupWizard() {
  const { memory, save, loaded } = useParameterMemory();
  const [step, setStep] = useState(0);
  const [edits, setEdits] = useState<ParameterMemory | null>(null);
  const draft = edits ?? memory;
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function start() {
    writeStorage(STORAGE_KEYS.setup, true);
    setStep(1);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await save(draft);
      setEdits(null);
      writeStorage(STORAGE_KEYS.setupCompleted, true);
      notify.success(PARAMETER_MESSAGES.saved);
      setStep(2);
    } catch {
      setError(PARAMETER_MESSAGES.saveFailed);
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <Link href="/account" className={buttonClasses('ghost', 'sm')}>
        <ArrowLeft className="size-4" aria-hidden /> Back to Account
      </Link>
      <div>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Step {step + 1} of {STEPS.length}: {STEPS[step]}
        </p>
        <div
          className="mt-2 h-2 overflow-hidden rounded-full bg-muted"
          role="progressbar"
          aria-label="Setup progress"
          aria-valuemin={1}
          aria-valuemax={STEPS.length}
          aria-valuenow={step + 1}
        >
          <div className="h-full rounded-full bg-accent transition-[width]" style={{ width: `${((step + 1) / STEPS.length) * 100}%` }} />
        </div>
      </div>

      {step === 0 && (
        <Card className="space-y-4 text-center">
          <Sparkles className="mx-auto size-10 text-accent" aria-hidden />
          <h1 className="text-2xl font-semibold">Set Up Your Parameter Memory</h1>
          <p className="text-muted-foreground">
            Tell us a few facts once (your name, job title, department, company and website) and every prompt that asks for them is filled in for you, on every device.
            It takes about a minute, and every field is optional.
          </p>
          <Button size="lg" onClick={start}>
            Get Started
          </Button>
        </Card>
      )}

      {step === 1 && (
        <form onSubmit={submit} noValidate className="space-y-6">
          <h1 className="text-2xl font-semibold">Your Details</h1>
          <div className="grid gap-6 md:grid-cols-2">
            <Card className="space-y-3">
              <CoreParameterFields
                disabled={!loaded}
                valueOf={(key) => draft[key]?.value ?? ''}
                onChange={(key, value) => setEdits(setParameterValue(draft, key, value))}
                placeholders={PLACEHOLDER_TEXT}
              />
            </Card>
            <Card aria-labelledby="preview-heading" role="region">
              <h2 id="preview-heading" className="font-semibold">
                Live preview
              </h2>
              <p className="mb-3 mt-1 text-xs text-muted-foreground">A sample prompt, filled from the form as you type.</p>
              <Preview memory={draft} />
            </Card>
          </div>
          {error && (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              {error}
            </p>
          )}
          <div className="flex justify-between gap-2">
            <Button variant="secondary" onClick={() => setStep(0)}>
              Back
            </Button>
            <Button type="submit" loading={saving}>
              {saving ? 'Saving...' : 'Save and Continue'}
            </Button>
          </div>
        </form>
      )}

      {step === 2 && (
        <Card className="space-y-4 text-center">
          <CheckCircle2 className="mx-auto size-10 text-emerald-600 dark:text-emerald-400" aria-hidden />
          <h1 className="text-2xl font-semibold">Your Parameter Memory Is Ready</h1>
          <p className="text-muted-foreground">Prompts that ask for these facts now fill them in. Add aliases and parameters of your own in Parameter Management.</p>
          <Link href="/account/parameters" className={buttonClasses('primary', 'lg')}>
            Go to Parameter Management
          </Link>
        </Card>
      )}
    </div>
  );
}
