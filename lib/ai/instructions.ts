import { CORE_LABELS } from '../parameter-memory';
import { parsePlaceholders } from '../placeholders';
import type { AiMode } from '../ai-modes';

// What the model is asked: one system message that teaches our placeholder grammar, and one
// user message per mode. Pure, so tests read exactly what is sent.

export type GenerationInput = {
  mode: AiMode;
  userInput: string;
  existingContent: string;
  addParameters: boolean;
  templateData?: { selectedTemplate: string; templateContent: string } | null;
};

export type ChatMessage = { role: 'system' | 'user'; content: string };

const GRAMMAR = [
  'Write the prompt as plain text, ready to paste into an AI chat assistant. Answer with the prompt only: no preamble, no explanation, no code fences.',
].join('\n');

function parameterRules(knownNames: string[]): string {
  return [
    'Where the prompt needs a fact about the person using it or their situation, write a placeholder instead of inventing the fact:',
    '- free text: !<Label>! (for example !<Your name>!, !<Target audience>!)',
    '- a choice from a short list: !|option one, option two, option three|!',
    '- where the value has a clear kind, say it after a bar: !<Deadline | date>!, !<Word count | number min=50 max=2000 default=300>!, !<Include sources | checkbox>!, !<Tone | select: formal / friendly* / playful>! (* marks the default), !<Channels | multi-select: email / sms / push>!, !<Background | long text, optional, help="What the reader already knows">!',
    'A placeholder is one line, at most a few words, and never contains the character "!".',
    `Reuse these names exactly where they fit, because the user's saved memory fills them: ${knownNames.map((n) => `!<${n}>!`).join(', ')}.`,
    'Use the same label for the same fact every time it appears.',
  ].join('\n');
}

const NO_PARAMETERS = 'Do not write placeholders: write concrete text, and keep any placeholders of the form !<…>! or !|…|! that the existing prompt already has exactly as they are.';

/** The messages for one generation. `memoryNames` are the labels of the user's saved parameters. */
export function buildMessages(input: GenerationInput, memoryNames: string[] = []): ChatMessage[] {
  const known = [...new Set([...Object.values(CORE_LABELS), ...memoryNames])].slice(0, 40);
  const system = [
    'You write prompt templates for AI chat assistants: clear role, context, task, constraints and output format.',
    GRAMMAR,
    input.addParameters ? parameterRules(known) : NO_PARAMETERS,
  ].join('\n\n');
  const extra = input.userInput.trim() ? `\n\nWhat the user asks for:\n${input.userInput.trim()}` : '';
  let task: string;
  switch (input.mode) {
    case 'create-scratch':
      task = `Write a new prompt template for this need:\n${input.userInput.trim()}`;
      break;
    case 'improve-existing':
      task = `Improve this prompt: make it clearer, better structured and more effective, keeping its purpose.${extra}\n\nThe prompt:\n${input.existingContent}`;
      break;
    case 'make-specific':
      task = `Make this prompt more specific: name the audience, the constraints, the length and the output format where it is vague.${extra}\n\nThe prompt:\n${input.existingContent}`;
      break;
    case 'add-examples':
      task = `Add one to three short examples of the expected input and output to this prompt, keeping the rest of it.${extra}\n\nThe prompt:\n${input.existingContent}`;
      break;
    case 'template':
      task = `Fill in this framework template (${input.templateData?.selectedTemplate ?? 'template'}) for the user's need, keeping its sections.${extra}${
        input.existingContent.trim() ? `\n\nTheir current draft, to draw on:\n${input.existingContent}` : ''
      }\n\nThe template:\n${input.templateData?.templateContent ?? ''}`;
      break;
  }
  return [
    { role: 'system', content: system },
    { role: 'user', content: task },
  ];
}

const OPENERS = /!([<{^|])/g;

/**
 * What the placeholder engine could not read in a generated prompt: an opener such as `!<` that no
 * well-formed placeholder starts at (unclosed, over a line, containing '!'). Reported to the user with
 * the answer, never passed over silently.
 */
export function malformedPlaceholders(text: string): string[] {
  const starts = new Set(parsePlaceholders(text).map((p) => p.start));
  const problems: string[] = [];
  for (const match of text.matchAll(OPENERS)) {
    if (starts.has(match.index)) continue;
    const line = text.slice(match.index, match.index + 40).split('\n')[0]!;
    problems.push(`A placeholder is not closed or not well formed: "${line}${line.length === 40 ? '…' : ''}"`);
    if (problems.length >= 10) break;
  }
  return problems;
}

/** Strip a code fence the model may wrap its answer in despite being asked not to. */
export function unwrapAnswer(text: string): string {
  const fenced = /^\s*```[a-z]*\n([\s\S]*?)\n```\s*$/i.exec(text);
  return (fenced ? fenced[1]! : text).trim();
}
