// Library prompts are written as their parts (role, context, task, rules, output) and composed
// into one content text, so every template has the same clear shape (DESIGN.md "Content").

import type { OnboardingRole } from '../onboarding';

export type OnboardRole = OnboardingRole;

export type LibraryPrompt = {
  /** Stable id of this template: seeding upserts by it. */
  key: string;
  category: string;
  title: string;
  description: string;
  role: string;
  context: string;
  task: string;
  rules: string[];
  output: string;
  pro?: boolean;
  onboard?: OnboardRole;
};

// The personal placeholders: the parameter memory fills these by name or alias.
export const NAME = '!<Your name>!';
export const TITLE = '!<Job title>!';
export const DEPT = '!<Department>!';
export const COMPANY = '!<Company name>!';
export const WEBSITE = '!<Website>!';

// Select lists for small, known choices.
export const TONE = '!|professional, friendly, persuasive, direct|!';
export const LENGTH = '!|short, medium, long|!';
export const FORMAT = '!|bullet list, table, numbered steps, short paragraphs|!';
export const AUDIENCE_LEVEL = '!|beginner, intermediate, expert|!';

// Typed inputs (docs/placeholders.md#typed-inputs) that many templates share.
export const TONE_SELECT = '!<Tone | select: professional* / friendly / persuasive / direct / warm>!';
export const LENGTH_SELECT = '!<Length | select: short / medium* / long>!';
export const FORMAT_SELECT = '!<Format | select: bullet list* / table / numbered steps / short paragraphs>!';
export const AUDIENCE_SELECT = '!<Audience level | select: beginner / intermediate* / expert>!';
export const DEADLINE = '!<Deadline | date>!';
export const WORD_COUNT = '!<Word count | number min=50 max=3000 default=400>!';
export const EXTRA_CONTEXT = '!<Anything else to consider | long text, optional, help="Leave empty if nothing">!';

export function composeContent(p: LibraryPrompt): string {
  return [
    `Role: You are ${p.role}.`,
    `Context: ${p.context}`,
    `Task: ${p.task}`,
    `Constraints:\n${p.rules.map((r) => `- ${r}`).join('\n')}`,
    `Output format: ${p.output}`,
  ].join('\n\n');
}

export const CATEGORY_NAMES = [
  'Marketing',
  'Sales',
  'Writing & Content',
  'Business Strategy',
  'Productivity',
  'Customer Support',
  'Human Resources',
  'Education & Training',
  'Software Development',
  'Social Media',
  'Email & Communication',
  'Personal Growth',
  'Career & Job Search',
  'Research & Analysis',
  'Design & UX',
  'Real Estate',
  'Personal Finance',
  'Travel',
  'Creative Writing',
  'Nonprofit & Fundraising',
  // spec P1 §3: a trailing asterisk marks a pro category.
  'Executive Leadership*',
  'Data & Analytics*',
  'Product Management*',
  'Advanced Marketing*',
  'Legal & Compliance*',
  'Finance & Accounting*',
] as const;
