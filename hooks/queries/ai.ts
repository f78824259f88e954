'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { postForEvents } from '@/lib/api-stream';
import type { GenerationInput } from '@/lib/ai/instructions';
import { AI_MESSAGES } from '@/lib/ai-text';
import type { AiGenerationDTO, AiStreamEvent } from '@/lib/dto/ai';

// The AI prompt generator on the client (spec P2 §2, §4): the usage state, read on load and after each
// generation, and one streamed generation at a time.

export const aiKeys = { usage: ['ai', 'usage'] as const };

const aiQueries = {
  usage: () => queryOptions({ queryKey: aiKeys.usage, queryFn: () => apiRequest('GET /api/ai-prompt/usage') }),
};

export function useAiUsage() {
  return useQuery(aiQueries.usage());
}


export type AiGenerationState =
  | { status: 'idle'; progress: 0 }
  | { status: 'running'; progress: number; text: string }
  | { status: 'done'; progress: 100; text: string; result: AiGenerationDTO }
  | { status: 'error'; progress: 0; error: string };

/**
 * Start, follow and stop one generation (the editor's, or a built prompt's run in the viewer: `path`);
 * the usage is read again after each.
 */
export function useAiGeneration(path: '/api/ai-prompt/generate' | '/api/ai-prompt/run' = '/api/ai-prompt/generate') {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AiGenerationState>({ status: 'idle', progress: 0 });
  const controller = useRef<AbortController | null>(null);
  // Closing the panel or leaving the page stops the generation (and the model's call with it).
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (request: GenerationInput | { prompt: string }) => {
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      setState({ status: 'running', progress: 10, text: '' });
      let finished = false;
      try {
        await postForEvents<AiStreamEvent>(
          path,
          request,
          (event) => {
            if (event.type === 'progress') setState((s) => (s.status === 'running' ? { ...s, progress: Math.max(s.progress, event.percent) } : s));
            else if (event.type === 'delta') setState((s) => (s.status === 'running' ? { ...s, text: s.text + event.text } : s));
            else if (event.type === 'done') {
              finished = true;
              setState({ status: 'done', progress: 100, text: event.result.generatedPrompt, result: event.result });
            } else {
              finished = true;
              setState({ status: 'error', progress: 0, error: event.error });
            }
          },
          own.signal,
        );
        if (own.signal.aborted) setState({ status: 'error', progress: 0, error: AI_MESSAGES.stopped });
        else if (!finished) setState({ status: 'error', progress: 0, error: AI_MESSAGES.failed('the answer was cut off') });
      } catch (error) {
        const message = error instanceof ApiError ? error.message : AI_MESSAGES.failed('the server could not be reached');
        setState({ status: 'error', progress: 0, error: message });
      } finally {
        if (controller.current === own) controller.current = null;
        void queryClient.invalidateQueries({ queryKey: aiKeys.usage });
      }
    },
    [queryClient, path],
  );

  const stop = useCallback(() => controller.current?.abort(), []);
  const discard = useCallback(() => setState({ status: 'idle', progress: 0 }), []);

  return { state, start, stop, discard };
}
