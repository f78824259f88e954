import OpenAI from 'openai';
import { getEnv } from '../env';
import type { ChatMessage } from './instructions';

// The model behind the AI prompt generator: the `openai` SDK through the Chat Completions
// API, which every OpenAI-compatible server shares (OpenAI, Azure OpenAI, gateways, Ollama, vLLM, LM
// Studio), configured by OPENAI_API_KEY, OPENAI_BASE_URL and AI_MODEL.

export type Completion = { text: string; model: string; promptTokens: number; completionTokens: number };

/** Configured at all: without a key there is no model to call (a local server takes any key). */
export const aiConfigured = (): boolean => Boolean(getEnv().OPENAI_API_KEY);

/**
 * The provider's name for the answer and the usage table: 'openai', or 'openai-compatible' for another
 * server. Never its address: an internal server's host and port are nobody's business in a browser.
 */
export function aiProvider(): { provider: string; model: string } {
  const env = getEnv();
  return { provider: env.OPENAI_BASE_URL ? 'openai-compatible' : 'openai', model: env.AI_MODEL };
}

function client(): OpenAI {
  const env = getEnv();
  // No retries here: a retry would spend the user's time and our count on a failing server; the
  // person can press Generate again.
  return new OpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL, maxRetries: 0, timeout: env.AI_TIMEOUT_MS });
}

/** The connection dropped after the model had begun to answer. */
export class StreamCutError extends Error {
  constructor(cause: unknown) {
    super('the answer stream ended before the model finished', { cause });
    this.name = 'StreamCutError';
  }
}

/** Why a call failed, in words a person can act on (never a stack). */
export function failureReason(error: unknown): { reason: string; status: number; timedOut: boolean; cancelled: boolean } {
  if (error instanceof StreamCutError) return { reason: 'the answer from the AI service was cut off or unreadable', status: 502, timedOut: false, cancelled: false };
  if (error instanceof OpenAI.APIUserAbortError) return { reason: 'stopped', status: 499, timedOut: false, cancelled: true };
  if (error instanceof OpenAI.APIConnectionTimeoutError) return { reason: 'the model took too long to answer', status: 504, timedOut: true, cancelled: false };
  if (error instanceof OpenAI.APIConnectionError) return { reason: 'the AI service could not be reached', status: 502, timedOut: false, cancelled: false };
  if (error instanceof OpenAI.APIError) {
    const status = error.status ?? 502;
    if (status === 401 || status === 403) return { reason: 'the AI service refused this server\'s API key', status: 502, timedOut: false, cancelled: false };
    if (status === 404) return { reason: `the model "${getEnv().AI_MODEL}" was not found`, status: 502, timedOut: false, cancelled: false };
    if (status === 429) return { reason: 'the AI service is busy or over its quota; try again in a minute', status: 503, timedOut: false, cancelled: false };
    if (status >= 500) return { reason: `the AI service had an error (${status})`, status: 502, timedOut: false, cancelled: false };
    return { reason: `the AI service refused the request (${status})`, status: 502, timedOut: false, cancelled: false };
  }
  if (error instanceof Error && error.name === 'TimeoutError') return { reason: 'the model took too long to answer', status: 504, timedOut: true, cancelled: false };
  if (error instanceof Error && error.name === 'AbortError') return { reason: 'stopped', status: 499, timedOut: false, cancelled: true };
  return { reason: 'the answer from the AI service was cut off or unreadable', status: 502, timedOut: false, cancelled: false };
}

/**
 * Stream one completion. `onDelta` gets each piece of text as the model writes it; `signal` cancels
 * the request upstream (the person pressed Stop, or closed the page).
 */
export async function streamCompletion(messages: ChatMessage[], options: { signal?: AbortSignal; onDelta?: (text: string) => void }): Promise<Completion> {
  const env = getEnv();
  const stream = await client().chat.completions.create(
    { model: env.AI_MODEL, messages, stream: true, stream_options: { include_usage: true }, temperature: 0.7 },
    { signal: options.signal },
  );
  let text = '';
  let model = env.AI_MODEL;
  let promptTokens = 0;
  let completionTokens = 0;
  let finished = false;
  try {
    for await (const chunk of stream) {
      if (chunk.model) model = chunk.model;
      const choice = chunk.choices?.[0];
      const delta = choice?.delta?.content;
      if (delta) {
        text += delta;
        options.onDelta?.(delta);
      }
      if (choice?.finish_reason) finished = true;
      if (chunk.usage) {
        promptTokens = chunk.usage.prompt_tokens ?? 0;
        completionTokens = chunk.usage.completion_tokens ?? 0;
      }
    }
  } catch (error) {
    // Once the answer has begun, a dropped connection is a cut-off answer, not an unreachable server.
    throw options.signal?.aborted ? error : new StreamCutError(error);
  }
  // A stream that ends without saying it finished was cut off: not an answer to offer.
  if (!finished) throw new StreamCutError(null);
  return { text, model, promptTokens, completionTokens };
}
