import type { AiUsageDTO } from './dto/ai';
import type { AiMode } from './ai-modes';

// The AI prompt generator's texts (spec P2 §5, §8) and its usage status (P2 §3, §8), verbatim where the
// spec words them. The editor's panel and the server both read this module.


export const AI_MODE_LABELS: Record<AiMode, string> = {
  'create-scratch': 'Create from Scratch',
  'improve-existing': 'Improve Existing',
  'make-specific': 'Make More Specific',
  'add-examples': 'Add Examples',
  template: 'Template',
};

/** Modes that rework the editor's content: their result is shown as a change of it. */
export const REWORK_MODES: ReadonlySet<AiMode> = new Set(['improve-existing', 'make-specific', 'add-examples']);

export const AI_MESSAGES = {
  userInputRequired: 'User input is required for "Create from Scratch" mode',
  existingContentRequired: 'Existing content is required for this generation mode',
  templateRequired: 'A template must be selected for Template mode',
  limitExceeded: 'Monthly generation limit exceeded',
  failed: (reason: string) => `Generation failed: ${reason}`,
  unavailable: 'AI Generations Unavailable',
  panelCrashed: 'AI Feature Temporarily Unavailable',
  notConfigured: 'AI generation is not configured on this server.',
  notConfiguredHelp: 'An operator turns it on by setting OPENAI_API_KEY (and OPENAI_BASE_URL for a server other than OpenAI); the rest of the editor works without it.',
  timedOut: (seconds: number) => `the model took longer than ${seconds} seconds`,
  stopped: 'Generation stopped.',
  runNeedsPro: 'Running a prompt here is part of Pro. Upgrade to PRO to read the answer without leaving Promptloom.',
} as const;

export const AI_STATUS = {
  unlimited: 'Unlimited AI generations',
  trialExpired: 'Trial expired - Subscribe to continue using AI features',
  subscriptionRequired: 'Subscription required to use AI features',
  trialLimit: 'Trial User AI Limit reached, purchase a subscription for 100 monthly AI generations',
  monthlyLimit: 'Monthly limit reached: 0 AI-Powered Generations available',
  trial: (days: number) => `Trial: ${days} days remaining`,
  pro: 'Pro subscription active',
} as const;

/** The usage panel's line and whether a generation may start (spec P2 §8). */
export function aiStatus(u: AiUsageDTO): { message: string; available: number | null; canGenerate: boolean } {
  if (u.isAdmin) return { message: AI_STATUS.unlimited, available: null, canGenerate: true };
  const left = Math.max(0, (u.monthlyLimit ?? 0) - u.monthlyUsed);
  if (u.hasActiveSubscription) {
    return left > 0 ? { message: AI_STATUS.pro, available: left, canGenerate: true } : { message: AI_STATUS.monthlyLimit, available: 0, canGenerate: false };
  }
  if (u.hasActiveTrial) {
    return left > 0 ? { message: AI_STATUS.trial(u.trialDaysRemaining), available: left, canGenerate: true } : { message: AI_STATUS.trialLimit, available: 0, canGenerate: false };
  }
  return { message: u.trialExpired ? AI_STATUS.trialExpired : AI_STATUS.subscriptionRequired, available: 0, canGenerate: false };
}
