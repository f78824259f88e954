import { describe, expect, it } from 'vitest';
import { ASSISTANTS, CHATGPT_MAX_URL_LENGTH, copiedFor, openPlan } from '@/lib/assistants';
import { PROMPT_MESSAGES } from '@/lib/constants';

describe('openPlan (where a built prompt goes)', () => {
  it('puts a short prompt into the ChatGPT address', () => {
    const plan = openPlan('chatgpt', 'Write a haiku about tea & biscuits');
    expect(plan.copyFirst).toBe(false);
    expect(new URL(plan.url).searchParams.get('q')).toBe('Write a haiku about tea & biscuits');
  });

  it('copies a prompt whose ChatGPT address would pass the limit, and opens ChatGPT without it', () => {
    const long = 'é'.repeat(CHATGPT_MAX_URL_LENGTH / 4);
    expect(openPlan('chatgpt', long)).toEqual({ url: ASSISTANTS.chatgpt.home, copyFirst: true });
    const justFits = 'a'.repeat(CHATGPT_MAX_URL_LENGTH - 'https://chatgpt.com/?q='.length);
    expect(openPlan('chatgpt', justFits).copyFirst).toBe(false);
    expect(openPlan('chatgpt', `${justFits}a`).copyFirst).toBe(true);
  });

  it('copies for Claude and Gemini, which read no prompt from the address', () => {
    expect(openPlan('claude', 'hi')).toEqual({ url: 'https://claude.ai/new', copyFirst: true });
    expect(openPlan('gemini', 'hi')).toEqual({ url: 'https://gemini.google.com/app', copyFirst: true });
  });

  it("words the copy note as the spec does for Gemini", () => {
    expect(copiedFor('Gemini')).toBe(PROMPT_MESSAGES.copiedGemini);
  });
});
