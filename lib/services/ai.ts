import { z } from 'zod';
import { buildMessages, malformedPlaceholders, unwrapAnswer, type ChatMessage } from '../ai/instructions';
import { aiConfigured, aiProvider, failureReason, streamCompletion } from '../ai/provider';
import { AI_MESSAGES, aiStatus } from '../ai-text';
import { AI_MODES, type AiMode } from '../ai-modes';
import type { AiGenerationDTO, AiUsageDTO } from '../dto/ai';
import { getEnv } from '../env';
import { fail, invalid, ok, type Result } from '../errors';
import { logger } from '../logger';
import type { Viewer } from '../permissions';
import { consumeRateLimit } from '../security/rate-limit';
import { storableText } from '../text-schema';
import { findUserById } from '../../models/users';
import { generationsUsed, recordGeneration, releaseGeneration, reserveGeneration, secondsUntilNextMonth, usageMonth } from '../../models/ai-usage';
import { requireVerifiedEmail } from '../email-verification';
import { getParameters } from './parameters';

// The AI prompt generator on the server (spec P2 §2, §4–§9): who may generate and how
// often, the count taken before the model is called, the call itself, and what is recorded.

const text = (max: number) => storableText(z.string().max(max, `At most ${max.toLocaleString('en-US')} characters`));

export const generationInput = z
  .object({
    mode: z.enum(AI_MODES, { error: `mode must be one of ${AI_MODES.join(', ')}` }),
    userInput: text(4_000).default(''),
    existingContent: text(10_000).default(''),
    addParameters: z.boolean().default(true),
    templateData: z.object({ selectedTemplate: text(100).default(''), templateContent: text(10_000).default('') }).nullish(),
  })
  .superRefine((input, ctx) => {
    if (input.mode === 'create-scratch') {
      if (!input.userInput.trim()) ctx.addIssue({ code: 'custom', path: ['userInput'], message: AI_MESSAGES.userInputRequired });
    } else if (input.mode === 'template') {
      if (!input.templateData?.selectedTemplate.trim() || !input.templateData.templateContent.trim()) {
        ctx.addIssue({ code: 'custom', path: ['templateData'], message: AI_MESSAGES.templateRequired });
      }
    } else if (!input.existingContent.trim()) {
      ctx.addIssue({ code: 'custom', path: ['existingContent'], message: AI_MESSAGES.existingContentRequired });
    }
  });

/** How many generations this person may take this month: null is unlimited, 0 none. */
function monthlyLimit(viewer: Viewer): number | null {
  const env = getEnv();
  if (viewer.isAdmin) return null;
  if (viewer.isCurrent) return env.AI_MONTHLY_LIMIT;
  if (viewer.trialDaysRemaining > 0) return env.AI_TRIAL_LIMIT;
  return 0;
}

async function usageOf(viewer: Viewer): Promise<AiUsageDTO> {
  const user = await findUserById(viewer.id);
  const hasActiveTrial = !viewer.isCurrent && viewer.trialDaysRemaining > 0;
  return {
    isAdmin: viewer.isAdmin,
    monthlyUsed: await generationsUsed(viewer.id, usageMonth()),
    monthlyLimit: monthlyLimit(viewer),
    hasActiveSubscription: viewer.isCurrent,
    hasActiveTrial,
    trialDaysRemaining: viewer.trialDaysRemaining,
    trialExpired: !viewer.isAdmin && !viewer.isCurrent && !hasActiveTrial && Boolean(user?.freeExpiryDate),
    configured: aiConfigured(),
  };
}

/** GET /api/ai-prompt/usage. */
export async function getAiUsage(viewer: Viewer): Promise<Result<AiUsageDTO>> {
  return ok(await usageOf(viewer));
}

/** A generation that may run: what to send, and the generation it took from this month's count. */
export type PreparedGeneration = {
  viewer: Viewer;
  /** A generator mode, or 'run': a built prompt sent as it is, its answer read in the viewer. */
  mode: AiMode | 'run';
  messages: ChatMessage[];
  month: string;
  /** A prompt template comes back: unwrap it and check its placeholders. A run's answer is left as it is. */
  isTemplate: boolean;
  addParameters: boolean;
};

/**
 * The checks every call to the model passes after its input: a model configured, the right to generate,
 * the per-minute limit, then one generation taken from this month's count (atomically: parallel
 * requests never pass the limit).
 */
async function takeGeneration(viewer: Viewer): Promise<Result<{ month: string }>> {
  if (!aiConfigured()) return fail(503, 'AI_NOT_CONFIGURED', AI_MESSAGES.notConfigured);
  const limit = monthlyLimit(viewer);
  if (limit === 0) return fail(403, 'SUBSCRIPTION_ERROR', aiStatus(await usageOf(viewer)).message);
  const unverified = requireVerifiedEmail(viewer);
  if (unverified) return unverified;
  const limited = await consumeRateLimit('ai', viewer.id);
  if (limited) return limited;
  const month = usageMonth();
  // Every 429 says when to come back: the count resets when the next month (UTC) starts.
  if (!(await reserveGeneration(viewer.id, month, limit))) return { ...fail(429, 'LIMIT_EXCEEDED', AI_MESSAGES.limitExceeded), retryAfter: secondsUntilNextMonth() };
  return ok({ month });
}

/**
 * Everything before the model is called, in the order a person would want to hear about it: the
 * input, whether this server has a model, the right to generate, the per-minute limit, and then one
 * generation taken from this month's count (atomically: parallel requests never pass the limit).
 */
export async function prepareGeneration(viewer: Viewer, raw: unknown): Promise<Result<PreparedGeneration>> {
  const parsed = generationInput.safeParse(raw);
  if (!parsed.success) return invalid(parsed.error, parsed.error.issues[0]?.message);
  // Read before a generation is taken, so nothing that fails here can keep one from the count.
  const memory = await getParameters(viewer);
  // The core parameters' labels are always offered; the person's own parameters by their names.
  const memoryNames = memory.ok ? Object.entries(memory.data.parameters).filter(([, p]) => !p.isCore && p.value).map(([name]) => name) : [];
  const taken = await takeGeneration(viewer);
  if (!taken.ok) return taken;
  const input = parsed.data;
  return ok({ viewer, mode: input.mode, messages: buildMessages(input, memoryNames), month: taken.data.month, isTemplate: true, addParameters: input.addParameters });
}

/** Whether the viewer offers 'Run it here': a model configured, and pro access. */
export const canRunPrompts = (viewer: Viewer): boolean => aiConfigured() && viewer.canAccessProFeatures;

export const runInput = z.object({
  prompt: storableText(z.string({ error: 'Build the prompt first' }).trim().min(1, 'Build the prompt first').max(20_000, 'A prompt to run is at most 20,000 characters')),
});

/**
 * Beyond the spec ("run it here"): a built prompt sent to the model as it is, for people
 * with pro access; the answer is read in the viewer. The same monthly count applies.
 */
export async function prepareRun(viewer: Viewer, raw: unknown): Promise<Result<PreparedGeneration>> {
  const parsed = runInput.safeParse(raw);
  if (!parsed.success) return invalid(parsed.error);
  if (!viewer.canAccessProFeatures) return fail(403, 'SUBSCRIPTION_ERROR', AI_MESSAGES.runNeedsPro);
  const taken = await takeGeneration(viewer);
  if (!taken.ok) return taken;
  return ok({ viewer, mode: 'run', messages: [{ role: 'user', content: parsed.data.prompt }], month: taken.data.month, isTemplate: false, addParameters: false });
}

export type GenerationHooks = {
  /** The person went away or pressed Stop: the call is cancelled upstream. */
  signal?: AbortSignal;
  onDelta?: (text: string) => void;
  onProgress?: (percent: number) => void;
};

/**
 * Call the model for a prepared generation. A failure gives the generation back to this month's
 * count, except a Stop or a timeout after the model's text began to arrive: the person has read it,
 * and giving those back would let anyone stream without a monthly limit. Every outcome is recorded
 * (user, mode, model, tokens, duration, success, error or cancelled).
 */
export async function runGeneration(prepared: PreparedGeneration, hooks: GenerationHooks = {}): Promise<Result<AiGenerationDTO>> {
  const { viewer, mode, month } = prepared;
  const { provider, model } = aiProvider();
  const started = Date.now();
  const timeout = AbortSignal.timeout(getEnv().AI_TIMEOUT_MS);
  const signal = hooks.signal ? AbortSignal.any([hooks.signal, timeout]) : timeout;
  let firstToken = true;
  hooks.onProgress?.(10);
  let completion: Awaited<ReturnType<typeof streamCompletion>>;
  let generatedPrompt: string;
  try {
    completion = await streamCompletion(prepared.messages, {
      signal,
      onDelta: (delta) => {
        if (firstToken) {
          firstToken = false;
          hooks.onProgress?.(30);
        }
        hooks.onDelta?.(delta);
      },
    });
    hooks.onProgress?.(90);
    generatedPrompt = prepared.isTemplate ? unwrapAnswer(completion.text) : completion.text.trim();
    if (!generatedPrompt) throw new Error('empty answer');
  } catch (error) {
    // The signals say what happened more surely than the error the SDK throws when one of them fires.
    const why = timeout.aborted
      ? { reason: AI_MESSAGES.timedOut(getEnv().AI_TIMEOUT_MS / 1000), status: 504, cancelled: false }
      : hooks.signal?.aborted
        ? { reason: 'stopped', status: 499, cancelled: true }
        : failureReason(error);
    const readSome = !firstToken && (timeout.aborted || Boolean(hooks.signal?.aborted));
    if (!readSome) await releaseGeneration(viewer.id, month).catch((e) => logger().error({ err: e }, 'AI generation not given back'));
    await recordGeneration({
      userId: viewer.id,
      mode,
      provider,
      model,
      promptTokens: 0,
      completionTokens: 0,
      durationMs: Date.now() - started,
      status: why.cancelled ? 'cancelled' : 'error',
      error: why.reason,
    }).catch((e) => logger().error({ err: e }, 'AI generation not recorded'));
    if (!why.cancelled) logger().warn({ err: error, mode, provider }, 'AI generation failed');
    return why.cancelled ? fail(499, 'UNKNOWN_ERROR', AI_MESSAGES.stopped) : fail(why.status, 'UPSTREAM_ERROR', AI_MESSAGES.failed(why.reason));
  }
  // The answer is the person's now: a failure to write the record is logged, never a lost answer.
  await recordGeneration({
    userId: viewer.id,
    mode,
    provider,
    model: completion.model,
    promptTokens: completion.promptTokens,
    completionTokens: completion.completionTokens,
    durationMs: Date.now() - started,
    status: 'success',
    error: null,
  }).catch((e) => logger().error({ err: e }, 'AI generation not recorded'));
  hooks.onProgress?.(100);
  return ok({ generatedPrompt, mode, provider, model: completion.model, warnings: prepared.isTemplate && prepared.addParameters ? malformedPlaceholders(generatedPrompt) : [] });
}

/** POST /api/ai-prompt/generate without a stream: the whole answer at once. */
export async function generatePrompt(viewer: Viewer, raw: unknown, hooks: GenerationHooks = {}): Promise<Result<AiGenerationDTO>> {
  const prepared = await prepareGeneration(viewer, raw);
  return prepared.ok ? runGeneration(prepared.data, hooks) : prepared;
}
