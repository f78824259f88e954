import type { AiMode } from '../ai-modes';

// The AI prompt generator's wire types.

/** GET /api/ai-prompt/usage (spec P2 §3 AI usage state, less the client's own isLoading and error). */
export type AiUsageDTO = {
  isAdmin: boolean;
  monthlyUsed: number;
  /** null: unlimited (admins). */
  monthlyLimit: number | null;
  hasActiveSubscription: boolean;
  hasActiveTrial: boolean;
  trialDaysRemaining: number;
  /** A trial that has ended without a subscription (the status says so). */
  trialExpired: boolean;
  /** Whether this server has a model to call at all. */
  configured: boolean;
};

/** POST /api/ai-prompt/generate's answer (and the stream's last event). */
export type AiGenerationDTO = {
  generatedPrompt: string;
  /** A generator mode, or 'run' (a built prompt's answer, read in the viewer). */
  mode: AiMode | 'run';
  provider: string;
  model: string;
  /** Markers the placeholder engine could not read, reported rather than inserted silently. */
  warnings: string[];
};

/** Server-Sent Events of a streamed generation, in the order they come. */
export type AiStreamEvent =
  | { type: 'progress'; percent: number }
  | { type: 'delta'; text: string }
  | { type: 'done'; result: AiGenerationDTO }
  | { type: 'error'; error: string; code: string; status: number };
