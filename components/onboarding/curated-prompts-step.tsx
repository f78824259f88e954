'use client';

import Link from 'next/link';
import { ArrowRight, BookOpen, ExternalLink } from 'lucide-react';
import type { OnboardingPromptDTO } from '@/lib/dto/onboarding';
import { ROLE_LABELS, type OnboardingRole } from '@/lib/onboarding';
import { Button } from '@/components/ui/button';
import type { StepTitleProps } from './step-title';
import { StepNav } from './step-nav';

/**
 * Step 4: at most five prompts curated for the role (spec P2 §2). Each opens in the viewer in a new
 * tab, where the memory just saved fills it in, so the onboarding stays here to be finished.
 */
export function CuratedPromptsStep({
  titleProps,
  role,
  prompts,
  onOpen,
  onBack,
  onNext,
}: {
  titleProps: StepTitleProps;
  role: OnboardingRole;
  prompts: OnboardingPromptDTO[];
  onOpen: (promptId: string) => void;
  onBack: () => void;
  onNext: () => void;
}) {
  return (
    <div className="space-y-5">
      <div>
        <h1 {...titleProps}>Prompts picked for {ROLE_LABELS[role].label.toLowerCase()} work</h1>
        <p className="mt-1 text-muted-foreground">Open one to see your details already filled in. Each opens in a new tab.</p>
      </div>
      {prompts.length ? (
        <ul className="space-y-3" aria-label="Curated prompts">
          {prompts.map((p) => (
            <li key={p._id}>
              <Link
                href={`/prompts/${p._id}`}
                target="_blank"
                rel="noopener"
                onClick={() => onOpen(p._id)}
                className="flex items-start gap-3 rounded-md border border-border p-4 transition-colors hover:border-accent"
              >
                <BookOpen className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium">{p.title}</span>
                  <span className="block text-sm text-muted-foreground">{p.description}</span>
                </span>
                <ExternalLink className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                <span className="sr-only">(opens in a new tab)</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <div className="rounded-md border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
          <BookOpen className="mx-auto mb-2 size-6" aria-hidden />
          No prompts are picked for this role yet: the whole library is yours once you finish.
        </div>
      )}
      <StepNav onBack={onBack}>
        <Button onClick={onNext}>
          Continue
          <ArrowRight className="size-4" aria-hidden />
        </Button>
      </StepNav>
    </div>
  );
}
