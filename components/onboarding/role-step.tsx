'use client';

import { useState, type FormEvent } from 'react';
import { ArrowRight } from 'lucide-react';
import { ONBOARDING_ROLES, ROLE_LABELS, type OnboardingRole } from '@/lib/onboarding';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { StepTitleProps } from './step-title';
import { StepNav } from './step-nav';

/** Step 2: the role, one of five (spec P2 §2), stored on the server when the person goes on. */
export function RoleStep({
  titleProps,
  initial,
  saving,
  onBack,
  onChoose,
}: {
  titleProps: StepTitleProps;
  initial: OnboardingRole | null;
  saving: boolean;
  onBack: () => void;
  onChoose: (role: OnboardingRole) => void;
}) {
  const [role, setRole] = useState<OnboardingRole | null>(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (role) onChoose(role);
  };
  return (
    <form onSubmit={submit} className="space-y-5">
      <div>
        <h1 {...titleProps}>What kind of work do you do?</h1>
        <p className="mt-1 text-muted-foreground">We pick a few prompts for you from it. You can use every prompt whatever you choose.</p>
      </div>
      <fieldset>
        <legend className="sr-only">Your role</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {ONBOARDING_ROLES.map((r) => (
            <label
              key={r}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-md border p-4 transition-colors hover:border-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                role === r ? 'border-accent bg-accent/10' : 'border-border',
              )}
            >
              <input type="radio" name="role" value={r} checked={role === r} onChange={() => setRole(r)} className="mt-1 accent-[var(--accent)]" />
              <span>
                <span className="block font-medium">{ROLE_LABELS[r].label}</span>
                <span className="block text-sm text-muted-foreground">{ROLE_LABELS[r].hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <StepNav onBack={onBack}>
        <Button type="submit" disabled={!role} loading={saving}>
          Continue
          <ArrowRight className="size-4" aria-hidden />
        </Button>
      </StepNav>
    </form>
  );
}
