import { describe, expect, it } from 'vitest';
import { diffLines } from '@/lib/ai/diff';
import { buildMessages, malformedPlaceholders, unwrapAnswer } from '@/lib/ai/instructions';
import { AI_STATUS, aiStatus } from '@/lib/ai-text';
import type { AiUsageDTO } from '@/lib/dto/ai';
import { parsePlaceholders } from '@/lib/placeholders';

const usage = (u: Partial<AiUsageDTO>): AiUsageDTO => ({
  isAdmin: false,
  monthlyUsed: 0,
  monthlyLimit: 0,
  hasActiveSubscription: false,
  hasActiveTrial: false,
  trialDaysRemaining: 0,
  trialExpired: false,
  configured: true,
  ...u,
});

// spec P2 §8: the usage panel's status messages, verbatim, and who may start a generation.
describe('aiStatus', () => {
  it.each([
    ['an admin', usage({ isAdmin: true, monthlyLimit: null, monthlyUsed: 500 }), { message: 'Unlimited AI generations', available: null, canGenerate: true }],
    ['a subscriber with 97 left', usage({ hasActiveSubscription: true, monthlyLimit: 100, monthlyUsed: 3 }), { message: 'Pro subscription active', available: 97, canGenerate: true }],
    ['a subscriber with none left', usage({ hasActiveSubscription: true, monthlyLimit: 100, monthlyUsed: 100 }), { message: 'Monthly limit reached: 0 AI-Powered Generations available', available: 0, canGenerate: false }],
    ['a trial user with 4 left', usage({ hasActiveTrial: true, trialDaysRemaining: 9, monthlyLimit: 10, monthlyUsed: 6 }), { message: 'Trial: 9 days remaining', available: 4, canGenerate: true }],
    ['a trial user with none left', usage({ hasActiveTrial: true, trialDaysRemaining: 9, monthlyLimit: 10, monthlyUsed: 10 }), { message: 'Trial User AI Limit reached, purchase a subscription for 100 monthly AI generations', available: 0, canGenerate: false }],
    ['a trial that ended', usage({ trialExpired: true }), { message: 'Trial expired - Subscribe to continue using AI features', available: 0, canGenerate: false }],
    ['no trial and no subscription', usage({}), { message: 'Subscription required to use AI features', available: 0, canGenerate: false }],
  ])('%s', (_who, u, expected) => expect(aiStatus(u)).toEqual(expected));

  it('names every status of the spec', () => {
    expect(Object.keys(AI_STATUS).sort()).toEqual(['monthlyLimit', 'pro', 'subscriptionRequired', 'trial', 'trialExpired', 'trialLimit', 'unlimited']);
  });
});

describe('buildMessages', () => {
  const base = { userInput: '', existingContent: '', addParameters: true, templateData: null };

  it('with parameters on, teaches the grammar and offers the memory names, the core ones first', () => {
    const [system, user] = buildMessages({ ...base, mode: 'create-scratch', userInput: 'A cold email' }, ['favourite colour']);
    expect(system!.role).toBe('system');
    expect(system!.content).toContain('!<Label>!');
    expect(system!.content).toContain('!|option one, option two, option three|!');
    expect(system!.content).toContain('!<Your name>!, !<Job title>!, !<Department>!, !<Company or organization>!, !<Website>!, !<favourite colour>!');
    expect(user!.content).toBe('Write a new prompt template for this need:\nA cold email');
  });

  it('with parameters off, asks for concrete text and keeps existing placeholders', () => {
    const [system] = buildMessages({ ...base, mode: 'improve-existing', existingContent: 'Hi !<Name>!', addParameters: false });
    expect(system!.content).not.toContain('!<Label>!');
    expect(system!.content).toContain('Do not write placeholders');
  });

  it.each([
    ['improve-existing', 'Improve this prompt'],
    ['make-specific', 'Make this prompt more specific'],
    ['add-examples', 'Add one to three short examples'],
  ] as const)('%s sends the existing content', (mode, opening) => {
    const [, user] = buildMessages({ ...base, mode, existingContent: 'Summarise !<Topic>!.', userInput: 'for managers' });
    expect(user!.content.startsWith(opening)).toBe(true);
    expect(user!.content).toContain('What the user asks for:\nfor managers');
    expect(user!.content.endsWith('The prompt:\nSummarise !<Topic>!.')).toBe(true);
  });

  it('template mode sends the template and its name', () => {
    const [, user] = buildMessages({ ...base, mode: 'template', userInput: 'launch email', templateData: { selectedTemplate: 'CO-STAR', templateContent: 'Context: …' } });
    expect(user!.content).toContain('(CO-STAR)');
    expect(user!.content.endsWith('The template:\nContext: …')).toBe(true);
  });
});

describe('malformedPlaceholders', () => {
  it('is empty for well-formed placeholders of every kind', () => {
    expect(malformedPlaceholders('Hi !<Your name>!, pick !|a, b|! and !{Budget}! !^Lang^!. Wow! Great!')).toEqual([]);
  });

  it('reports each opener no placeholder starts at', () => {
    const text = 'Dear !<Your name, and !<Company>! plus !|a, b and\n!<Split\nlabel>!';
    const problems = malformedPlaceholders(text);
    expect(parsePlaceholders(text).map((p) => p.raw)).toEqual(['!<Company>!']);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^A placeholder is not closed or not well formed: "!<Your name, and !<Company>! plus/);
    expect(problems[1]).toBe('A placeholder is not closed or not well formed: "!|a, b and"');
    expect(problems[2]).toBe('A placeholder is not closed or not well formed: "!<Split"');
  });
});

describe('unwrapAnswer', () => {
  it('drops a code fence around the whole answer and trims', () => {
    expect(unwrapAnswer('```text\nWrite to !<Name>!.\n```\n')).toBe('Write to !<Name>!.');
    expect(unwrapAnswer('  Plain answer.  ')).toBe('Plain answer.');
    expect(unwrapAnswer('Before ```code``` after')).toBe('Before ```code``` after');
  });
});

describe('diffLines', () => {
  it('keeps common lines and marks the rest', () => {
    expect(diffLines('a\nb\nc', 'a\nB\nc\nd')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'removed', text: 'b' },
      { kind: 'added', text: 'B' },
      { kind: 'same', text: 'c' },
      { kind: 'added', text: 'd' },
    ]);
  });

  it('reading the kept and added lines gives the new text; kept and removed, the old', () => {
    const before = 'Role: writer\nTask: !<Task>!\nFormat: list';
    const after = 'Role: senior writer\nTask: !<Task>!\nAudience: !<Audience>!\nFormat: list';
    const lines = diffLines(before, after);
    expect(lines.filter((l) => l.kind !== 'removed').map((l) => l.text).join('\n')).toBe(after);
    expect(lines.filter((l) => l.kind !== 'added').map((l) => l.text).join('\n')).toBe(before);
  });
});
