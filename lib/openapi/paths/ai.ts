import { z } from 'zod';
import { AI_MESSAGES } from '../../ai-text';
import { generationInput, runInput } from '../../services/ai';
import { json, type Endpoint } from '../endpoint';
import * as r from '../responses';

// The AI prompt generator and running a built prompt (docs/ai.md). Both answer JSON at once, or
// Server-Sent Events with `Accept: text/event-stream`; anything that refuses the request answers
// before the stream starts, with its own status.

const answer = (description: string) => ({
  description,
  content: {
    'application/json': { schema: r.aiGeneration },
    'text/event-stream': {
      schema: z.string().meta({ description: 'With `Accept: text/event-stream`: Server-Sent Events whose `data:` lines are AiStreamEvent JSON' }),
    },
  },
});

const LIMITS = {
  429: `LIMIT_EXCEEDED: '${AI_MESSAGES.limitExceeded}'; RATE_LIMITED: too many generations a minute (see \`Retry-After\`).`,
  502: `UPSTREAM_ERROR: the model failed ('${AI_MESSAGES.failed('{reason}')}'); 503 and 504 likewise when it is unavailable or too slow.`,
  503: `AI_NOT_CONFIGURED: '${AI_MESSAGES.notConfigured}'; UPSTREAM_ERROR: the model is unavailable; SERVICE_UNAVAILABLE: the database cannot be reached.`,
};

export const tag = {
  name: 'AI',
  description: 'The AI prompt generator (a monthly number of generations by plan) and running a built prompt against the configured model.',
};

export const endpoints: Endpoint[] = [
  {
    method: 'get',
    path: '/api/ai-prompt/usage',
    operationId: 'getAiUsage',
    summary: 'Read my AI usage',
    access: 'signedIn',
    responses: { 200: json('Generations used this month, the limit, and the plan behind it', r.aiUsage) },
  },
  {
    method: 'post',
    path: '/api/ai-prompt/generate',
    operationId: 'generatePrompt',
    summary: 'Generate or improve a prompt template',
    description: 'Takes one generation from this month’s count before the model is called (admins: unlimited; subscription or lifetime: `AI_MONTHLY_LIMIT`; a trial with days left: `AI_TRIAL_LIMIT`).',
    access: 'signedIn',
    body: generationInput,
    responses: { 200: answer('The generated template') },
    errors: { 403: 'SUBSCRIPTION_ERROR: no generations on this plan (the text says why).', 504: 'UPSTREAM_ERROR: the model took too long.', ...LIMITS },
  },
  {
    method: 'post',
    path: '/api/ai-prompt/run',
    operationId: 'runPrompt',
    summary: 'Run a built prompt',
    description: 'The prompt is sent to the model as it is; the same monthly count applies.',
    access: 'signedIn',
    body: runInput,
    responses: { 200: answer('The model’s answer (mode `run`)') },
    errors: { 403: `SUBSCRIPTION_ERROR: '${AI_MESSAGES.runNeedsPro}'`, 504: 'UPSTREAM_ERROR: the model took too long.', ...LIMITS },
  },
];
