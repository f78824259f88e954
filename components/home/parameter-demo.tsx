'use client';

import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { RefreshCw } from 'lucide-react';
import { DEMO_BUTTON_ANIMATION_MS, MESSAGES } from '@/lib/constants';
import { segmentText } from '@/lib/placeholders';
import { ownValue } from '@/lib/own';
import { applyDemoValues, DEMO_FIELDS, DEMO_PROMPTS, demoPlaceholderValues, nextPromptIndex, type DemoInputs } from '@/lib/parameter-demo';
import { loadMemory, storeMemory } from '@/hooks/parameter-memory-storage';
import { PlaceholderText } from '@/components/prompts/placeholder-text';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/components/ui/cn';

/**
 * spec P2 §2: the parameter-memory demo of the signed-out home. Four inputs fill three sample prompts
 * live; saving keeps only what differs from the samples, in the same local memory the app reads, and
 * leads to /signup, where the sync after sign-up (useParameterMemorySync) sends it to the account.
 */
export function ParameterDemo() {
  const router = useRouter();
  const [inputs, setInputs] = useState<DemoInputs>({});
  const [index, setIndex] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [saving, setSaving] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  // The demo's code loads after the page (components/islands.tsx): what a visitor typed before it came
  // is in the fields, not yet in the state, and is kept.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const typed = DEMO_FIELDS.map((field) => [field.key, (form.current?.elements.namedItem(field.key) as HTMLInputElement | null)?.value ?? ''] as const).filter(([, value]) => value);
    if (typed.length) setInputs((current) => ({ ...Object.fromEntries(typed), ...current }));
  }, []);

  const prompt = DEMO_PROMPTS[index]!;
  const values = useMemo(() => demoPlaceholderValues(inputs), [inputs]);

  const showNext = () => {
    setIndex(nextPromptIndex);
    setSpinning(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setSpinning(false), DEMO_BUTTON_ANIMATION_MS);
  };

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    storeMemory(applyDemoValues(loadMemory(), inputs));
    router.push('/signup');
  };

  return (
    <div className="grid gap-6 rounded-lg border border-border bg-card p-4 sm:p-6 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
      <form ref={form} onSubmit={save} noValidate className="flex flex-col gap-4" aria-label="Your details">
        <p className="text-sm text-muted-foreground">Type your own details: the prompt fills in as you type.</p>
        {DEMO_FIELDS.map((field) => (
          <label key={field.key} className="block text-sm">
            <span className="mb-1 block font-medium">{field.label}</span>
            <Input
              name={field.key}
              type={field.type}
              autoComplete={field.autoComplete}
              placeholder={field.sample}
              maxLength={200}
              value={inputs[field.key] ?? ''}
              onChange={(e) => setInputs((current) => ({ ...current, [field.key]: e.target.value }))}
            />
          </label>
        ))}
        <Button type="submit" size="lg" loading={saving} className="mt-2">
          Save &amp; Sign Up
        </Button>
        <p className="text-center text-xs text-muted-foreground">{MESSAGES.noCreditCard}</p>
        <p className="text-xs text-muted-foreground">Only the details you change are kept, in this browser, and they fill your prompts once you sign up.</p>
      </form>

      <div className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p aria-live="polite" className="text-sm">
            <span className="text-muted-foreground">
              Sample {index + 1} of {DEMO_PROMPTS.length}:
            </span>{' '}
            <span className="font-semibold" data-testid="demo-prompt-title">
              {prompt.title}
            </span>
          </p>
          <Button variant="secondary" onClick={showNext} data-animating={spinning || undefined}>
            <RefreshCw
              aria-hidden
              className={cn('size-4', spinning && 'motion-safe:animate-spin')}
              style={{ animationDuration: `${DEMO_BUTTON_ANIMATION_MS}ms` }}
            />
            Try Next Prompt
          </Button>
        </div>
        <section aria-labelledby="demo-before" className="rounded-md border border-border p-4">
          <h3 id="demo-before" className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            Before: the template
          </h3>
          <p className="whitespace-pre-line text-sm leading-7 break-words" data-testid="demo-before">
            <PlaceholderText text={prompt.content} showAll={false} />
          </p>
        </section>
        <section aria-labelledby="demo-after" className="rounded-md border border-accent/60 p-4">
          <h3 id="demo-after" className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            After: filled from your memory
          </h3>
          <p className="whitespace-pre-line text-sm leading-7 break-words" data-testid="demo-after">
            <FilledText text={prompt.content} values={values} />
          </p>
        </section>
      </div>
    </div>
  );
}

/** The built view: each placeholder's value, with a faint underline of its kind's colour (DESIGN.md). */
function FilledText({ text, values }: { text: string; values: Record<string, string> }) {
  return (
    <>
      {segmentText(text).map((segment, i) => {
        if (segment.type === 'text') return <span key={i}>{segment.text}</span>;
        const value = ownValue(values, segment.placeholder.key);
        if (!value) return <span key={i}>{segment.placeholder.raw}</span>;
        return (
          <span key={i} className="font-medium underline decoration-blue-400/70 decoration-2 underline-offset-4 dark:decoration-blue-500/70">
            {value}
          </span>
        );
      })}
    </>
  );
}
