import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import type { ExportedPrompt } from '../dto/transfer';
import type { RawRow } from './rows';
import { PROMPTLOOM_FORMAT, PROMPTLOOM_SCHEMA_VERSION } from './text';

// A prompt as a Markdown file: YAML front matter (the exported prompt's fields) between `---` lines,
// then a blank line, then the content exactly as stored. Reading takes any Markdown file: without
// front matter, the first `# Heading` (or the file name) is the title and the rest the content.

export function toMarkdown(p: ExportedPrompt): string {
  const { content, ...fields } = p;
  const meta: Record<string, unknown> = { format: PROMPTLOOM_FORMAT, version: PROMPTLOOM_SCHEMA_VERSION, ...fields };
  if (meta.category === null) delete meta.category;
  if (meta.customCategory === null) delete meta.customCategory;
  return `---\n${stringifyYaml(meta, { lineWidth: 0 })}---\n\n${content}`;
}

/** A file name from a title: lower case ASCII words joined by hyphens, never empty, never a path. */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'prompt';
}

/** File names for the prompts of one zip: numbered in order, so two equal titles never clash. */
export const markdownFileName = (p: ExportedPrompt, i: number, count: number): string =>
  `${String(i + 1).padStart(String(count).length, '0')}-${slugify(p.title)}.md`;

const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);
/** A date as ISO text: YAML 1.1 readers may have turned an unquoted timestamp into a Date. */
const dateText = (v: unknown): string | undefined => (v instanceof Date && Number.isFinite(v.getTime()) ? v.toISOString() : text(v));

export function markdownToRow(markdown: string, fileName: string): RawRow {
  const source = fileName;
  const baseName = fileName.split('/').pop()!.replace(/\.(md|markdown)$/i, '');
  const match = FRONT_MATTER.exec(markdown);
  if (!match) {
    const body = markdown.replace(/^\uFEFF/, '');
    const heading = /^\s*#\s+(.+?)\s*#*\s*(?:\r?\n|$)/.exec(body);
    return heading
      ? { source, title: heading[1], content: body.slice(heading[0].length).replace(/^\s*\n/, '') }
      : { source, title: baseName.replace(/^\d+-/, '').replace(/[-_]+/g, ' '), content: body };
  }
  let meta: unknown;
  try {
    meta = parseYaml(match[1]!);
  } catch (error) {
    return { source, error: `The front matter is not valid YAML: ${error instanceof Error ? error.message.split('\n')[0] : 'unreadable'}` };
  }
  if (meta !== null && (typeof meta !== 'object' || Array.isArray(meta))) return { source, error: 'The front matter must be a set of fields' };
  const fields = (meta ?? {}) as Record<string, unknown>;
  // The body starts after the blank line we write; a file from elsewhere may have none.
  const content = markdown.slice(match[0].length).replace(/^\r?\n/, '');
  return {
    source,
    title: text(fields.title) ?? text(fields.name),
    description: text(fields.description),
    content,
    category: fields.category === null ? null : text(fields.category),
    customCategory: fields.customCategory === null ? null : text(fields.customCategory),
    visibility: text(fields.visibility),
    accessLevel: text(fields.accessLevel),
    createdAt: dateText(fields.createdAt),
    updatedAt: dateText(fields.updatedAt),
  };
}
