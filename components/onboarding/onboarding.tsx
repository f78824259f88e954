'use client';

import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { ArrowLeft, ArrowRight, PartyPopper, Sparkles } from 'lucide-react';
import { notify } from '@/lib/notify';
import type { OnboardingPromptsDTO } from '@/lib/dto/onboarding';
import { ONBOARDING_STEPS, type OnboardingRole } from '@/lib/onboarding';
import { useTrackAppEvent } from '@/hooks/queries/events';
import { useChooseOnboardingRole, useCompleteOnboarding, useReachOnboardingStep, useStartOnboarding } from '@/hooks/queries/onboarding';
import { Button } from '@/components/ui/button';
import { CuratedPromptsStep } from './curated-prompts-step';
import { ParametersStep } from './parameters-step';
import { RoleStep } from './role-step';
import type { StepTitleProps } from './step-title';

const ERROR = 'Something went wrong. Please try again.';

/**
 * spec P2 §2 'Onboarding': five linear steps with a progress bar (step/5). Shown by the page at / to a
 * signed-in person who has neither started nor completed it; the steps are recorded on the server.
 */
export function Onboarding({
  firstName,
  signUpName,
  prompts,
  initialStep = 1,
  initialRole = null,
}: {
  firstName: string | null;
  signUpName: string;
  prompts: OnboardingPromptsDTO;
  /** Where an onboarding left earlier goes on. */
  initialStep?: number;
  initialRole?: OnboardingRole | null;
}) {
  const router = useRouter();
  const [step, setStep] = useState(initialStep);
  const [role, setRole] = useState<OnboardingRole | null>(initialRole);
  // Once saved, the memory is what the person chose, even a blank name: the sign-up name no longer fills in.
  const [parametersSaved, setParametersSaved] = useState(initialStep > 3);
  const heading = useRef<HTMLHeadingElement>(null);
  const track = useTrackAppEvent();
  const start = useStartOnboarding();
  const chooseRole = useChooseOnboardingRole();
  const complete = useCompleteOnboarding();
  const reachStep = useReachOnboardingStep();

  // Each new step is announced by moving focus to its heading (not on the first, where the page just loaded).
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) {
      heading.current?.focus();
      // Kept on the server, so a reload or a later visit resumes here; steps 2 and 3 are
      // kept by their own writes too, and losing this one only means resuming a step earlier.
      reachStep.mutate(step);
    }
    moved.current = true;
    track('onboarding_step', { step, ...(role ? { role } : {}) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one event per step shown
  }, [step]);

  const go = (next: number) => setStep(Math.min(ONBOARDING_STEPS, Math.max(1, next)));
  const titleProps: StepTitleProps = { ref: heading, tabIndex: -1, className: 'text-2xl font-bold tracking-tight outline-none sm:text-3xl' };

  return (
    <div className="mx-auto max-w-2xl py-4">
      <div className="mb-6">
        <div className="mb-2 flex items-center justify-between text-sm text-muted-foreground">
          <span>Getting started</span>
          <span data-testid="onboarding-progress">
            Step {step} of {ONBOARDING_STEPS}
          </span>
        </div>
        <div
          role="progressbar"
          aria-label="Onboarding progress"
          aria-valuemin={1}
          aria-valuemax={ONBOARDING_STEPS}
          aria-valuenow={step}
          aria-valuetext={`Step ${step} of ${ONBOARDING_STEPS}`}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full rounded-full bg-accent transition-[width] duration-300" style={{ width: `${(step / ONBOARDING_STEPS) * 100}%` }} />
        </div>
      </div>

      <section className="rounded-lg border border-border bg-card p-6 sm:p-8" aria-live="off">
        {step === 1 && (
          <div className="space-y-4 text-center">
            <Sparkles className="mx-auto size-10 text-accent" aria-hidden />
            <h1 {...titleProps}>Let&apos;s Get Started</h1>
            <p className="text-muted-foreground">
              Welcome to Promptloom{firstName ? `, ${firstName}` : ''}. In about two minutes, tell us what you do, save your details once so
              every prompt fills them in, and try a few prompts picked for you.
            </p>
            <Button
              size="lg"
              loading={start.isPending}
              onClick={() => start.mutate(undefined, { onSuccess: () => go(2), onError: () => notify.error(ERROR) })}
            >
              Let&apos;s Get Started
              <ArrowRight className="size-4" aria-hidden />
            </Button>
          </div>
        )}

        {step === 2 && (
          <RoleStep
            titleProps={titleProps}
            initial={role}
            saving={chooseRole.isPending}
            onBack={() => go(1)}
            onChoose={(chosen) =>
              chooseRole.mutate(chosen, {
                onSuccess: () => {
                  setRole(chosen);
                  go(3);
                },
                onError: () => notify.error(ERROR),
              })
            }
          />
        )}

        {step === 3 && (
          <ParametersStep
            titleProps={titleProps}
            signUpName={parametersSaved ? '' : signUpName}
            onBack={() => go(2)}
            onDone={() => {
              setParametersSaved(true);
              go(4);
            }}
          />
        )}

        {step === 4 && (
          <CuratedPromptsStep
            titleProps={titleProps}
            role={role ?? 'other'}
            prompts={prompts[role ?? 'other']}
            onOpen={(promptId) => track('onboarding_step', { step: 4, action: 'open_prompt', promptId })}
            onBack={() => go(3)}
            onNext={() => go(5)}
          />
        )}

        {step === 5 && (
          <div className="space-y-4 text-center">
            <PartyPopper className="mx-auto size-10 text-accent" aria-hidden />
            <h1 {...titleProps}>You&apos;re All Set!</h1>
            <p className="text-muted-foreground">
              Your details fill in every prompt that asks for them. Change them any time under Account, and browse the whole library next.
            </p>
            <div className="flex flex-wrap justify-center gap-3">
              <Button variant="secondary" onClick={() => go(4)}>
                <ArrowLeft className="size-4" aria-hidden />
                Back
              </Button>
              <Button
                size="lg"
                loading={complete.isPending}
                onClick={() =>
                  complete.mutate(undefined, {
                    onSuccess: () => router.push('/prompts'),
                    onError: () => notify.error(ERROR),
                  })
                }
              >
                Start Using
              </Button>
            </div>
          </div>
        )}
      </section>
    </div>
  );
}
