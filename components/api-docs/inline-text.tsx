import type { ReactNode } from 'react';

/**
 * A sentence of the OpenAPI document: `backticked` parts as code (a chip, styled by ./api-docs.css),
 * the rest as plain strings. A function, not a component, where it is called in a list: a keyed
 * component or Fragment would be one more element in the React Server Components payload.
 */
export function inlineText(text: string, key: string | number = ''): ReactNode {
  if (!text.includes('`')) return text;
  return text.split(/(`[^`]+`)/g).map((part, i) => (part.startsWith('`') && part.endsWith('`') && part.length > 2 ? <code key={`${key}-${i}`}>{part.slice(1, -1)}</code> : part));
}

export function InlineText({ text }: { text: string }) {
  return inlineText(text);
}
