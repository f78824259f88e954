import type { CategoryDTO, UserCategoryDTO } from '../dto/categories';
import type { PromptDTO, PromptListAnswer } from '../dto/prompts';
import type { Failure } from '../errors';
import { typeLabel, type Placeholder } from '../placeholders';
import type { Filling } from './placeholder-form';

// What the tools say in words (their `content`), next to the same facts as structuredContent.

export const MCP_TEXT = {
  instructions:
    "Promptloom is the user's library of prompt templates. Find one with search_prompts (ranked, typo-tolerant), read it and its placeholders with get_prompt, and build it with fill_prompt: placeholders you leave out are filled from the user's parameter memory (name, company, …), and what is still missing is asked of the user where the client can show a form, else named in the answer. Every library prompt is also offered as an MCP prompt.",
  elicitMissing: (title: string, missing: number) => `“${title}” needs ${missing === 1 ? 'one more value' : `${missing} more values`}.`,
  rememberTitle: 'Remember these values',
  rememberDescription: (profile: string | null) =>
    `Keep them in ${profile ? `your profile “${profile}”` : 'your parameter memory'}, so the next fill does not ask again.`,
  notRemembered: (why: string) => `The values were used but not remembered: ${why}`,
  remembered: (names: string[], profile: string | null) => `Remembered in ${profile ? `your profile “${profile}”` : 'your parameter memory'}: ${names.join(', ')}.`,
  declined: 'You did not fill in the form, so these placeholders keep their marks.',
  noMatches: 'No prompts match.',
  locked: 'Pro prompt, locked: only a preview of its content is shown without Pro access.',
  unknownPrompt: 'Unknown prompt name: use a name from prompts/list.',
  badCursor: 'Invalid cursor: use the nextCursor of a prompts/list answer.',
} as const;

/** /api/mcp's refusals of a body, before the SDK sees it (lib/services/mcp.ts). */
export const MCP_HTTP_TEXT = {
  tooLarge: (bytes: number) => `Payload Too Large: Request body must not exceed ${bytes} bytes`,
  parseError: 'Parse error: Invalid JSON',
  noBatches: 'Invalid Request: send one JSON-RPC message per request; batches (arrays) are not accepted',
} as const;

export const failureText = (failure: Failure): string => `${failure.error} (${failure.code}, HTTP ${failure.status})`;

const categoryOf = (p: PromptDTO): string => p.userCategoryId?.name ?? p.category?.name ?? 'No category';

export function searchText(answer: PromptListAnswer): string {
  if (answer.prompts.length === 0) return MCP_TEXT.noMatches;
  const total = answer.totalCapped ? `${answer.total}+` : String(answer.total);
  const lines = answer.prompts.map((p, i) => {
    const marks = [categoryOf(p), p.accessLevel === 'pro' ? (p.locked ? 'Pro, locked' : 'Pro') : null].filter(Boolean).join(' · ');
    return `${i + 1}. ${p.title} (id ${p._id}) [${marks}]\n   ${p.description}`;
  });
  return [`${total} prompts, page ${answer.currentPage} of ${answer.totalPages}:`, ...lines].join('\n');
}

/** What an input takes, in a few words: 'select: a | b', 'number 50–2000, default 300', 'date, optional'. */
function inputKind(p: Placeholder): string {
  const input = p.input;
  const head =
    input.type === 'select' || input.type === 'multiselect'
      ? `${typeLabel(input.type)}: ${p.options.join(' | ')}`
      : input.type === 'number' && (input.min !== undefined || input.max !== undefined)
        ? `number ${input.min ?? ''}–${input.max ?? ''}`
        : typeLabel(input.type);
  const extras = [input.default !== undefined ? `default ${input.type === 'checkbox' ? (input.default === 'true' ? 'yes' : 'no') : input.default}` : null, input.required || input.type === 'checkbox' ? null : 'optional'];
  return [head, ...extras].filter(Boolean).join(', ');
}

export function placeholderLines(placeholders: Placeholder[], known: Record<string, string>): string[] {
  return placeholders.map((p) => {
    const value = Object.hasOwn(known, p.key) ? known[p.key] : undefined;
    const kind = inputKind(p);
    return `- ${p.key} (${kind}): ${p.label}${value ? ` = “${value}” from your parameter memory` : ''}`;
  });
}

export function promptText(prompt: PromptDTO, placeholders: Placeholder[], known: Record<string, string>): string {
  const head = [`# ${prompt.title}`, prompt.description, `Category: ${categoryOf(prompt)} · ${prompt.accessLevel === 'pro' ? 'Pro' : 'Free'} · id ${prompt._id}`];
  if (prompt.locked) return [...head, '', MCP_TEXT.locked, '', prompt.content].join('\n');
  const params = placeholders.length ? ['', 'Placeholders (fill_prompt `values`):', ...placeholderLines(placeholders, known)] : ['', 'No placeholders: the prompt is ready to use.'];
  return [...head, '', prompt.content, ...params].join('\n');
}

/** The placeholders still without a value, by name, with what each takes. */
export const missingList = (missing: Placeholder[]): string =>
  missing
    .map((p) =>
      p.input.type === 'select'
        ? `${p.key} (one of ${p.options.join(', ')})`
        : p.input.type === 'multiselect'
          ? `${p.key} (any of ${p.options.join(', ')})`
          : p.input.type === 'text'
            ? `${p.key} (“${p.label}”)`
            : `${p.key} (“${p.label}”, ${inputKind(p)})`,
    )
    .join('; ');

export const missingText = (missing: Placeholder[]): string => `Still missing: ${missingList(missing)}. Call fill_prompt again with these in \`values\`.`;

/** prompts/get when an argument is missing and the client cannot show a form. */
export const missingArgumentsText = (missing: Placeholder[]): string => `Missing arguments: ${missingList(missing)}.`;

export function fillText(filling: Filling, declined = false): string {
  if (filling.missing.length === 0) return filling.text;
  return [declined ? MCP_TEXT.declined : null, missingText(filling.missing), '', 'The prompt so far:', '', filling.text].filter((l) => l !== null).join('\n');
}

export function categoriesText(categories: CategoryDTO[], custom: UserCategoryDTO[]): string {
  const lines = ['Library categories:', ...categories.map((c) => `- ${c.name} (id ${c._id})`)];
  if (custom.length) lines.push('', 'Your categories:', ...custom.map((c) => `- ${c.name} (id ${c._id}, ${c.promptCount} prompts)`));
  return lines.join('\n');
}
