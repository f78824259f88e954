import type { ReactNode } from 'react';
import type { SchemaView } from '@/lib/api-reference';
import { schemaAnchor } from '@/lib/api-reference';
import { InlineText, inlineText } from './inline-text';

// A schema as people read it: each field with its type, `optional` unless it is required, and its
// rules in words on one line, then its description; nested objects indented under their field; named schemas
// as links to their one entry under Schemas (never opened in place: they were most of the page's
// weight). As few elements as that takes, styled by ./api-docs.css: a schema has hundreds of fields,
// and every element is written twice, in the HTML and in the React Server Components payload.

function typeParts(schema: SchemaView): ReactNode {
  const orNull = schema.nullable ? ' or null' : '';
  if (schema.ref) return [<a key="ref" href={`#${schemaAnchor(schema.ref)}`}>{schema.ref}</a>, orNull];
  if ((schema.type === 'array' || schema.type === 'map') && schema.items) return [`${schema.type} of `, typeParts(schema.items), orNull];
  return `${schema.type}${orNull}`;
}

/**
 * 'string · optional · at most 200 characters', 'array of Prompt', 'Category or null' …: the type
 * (named schemas linked), then the words given (`in query`, `optional`), then its rules.
 */
export function typeLine(schema: SchemaView, words: string[] = []): string | ReactNode[] {
  // The line is code already: a rule's `values` need no chip of their own (they were 400 elements).
  return [typeParts(schema), ...[...words, ...schema.rules].map((rule) => ` · ${rule.replaceAll('`', '')}`)];
}

/** 'string', 'array of Prompt', 'Category or null' …, named schemas linked. */
export function TypeLabel({ schema }: { schema: SchemaView }) {
  return <span className="api-type">{typeParts(schema)}</span>;
}

export function Description({ text }: { text?: string }) {
  return text ? (
    <p className="api-desc">
      <InlineText text={text} />
    </p>
  ) : null;
}

const hasInside = (s: SchemaView): boolean =>
  Boolean(s.properties?.length || s.variants?.length || (s.items && !s.items.ref && hasInside(s.items)));

/** What is inside an object, an array's items, a map's values or a union's alternatives. */
function Inside({ schema }: { schema: SchemaView }) {
  if (schema.properties?.length) {
    return (
      <ul className="api-fields">
        {schema.properties.map((p) => (
          <li key={p.name}>
            <code>{p.name}</code>
            {typeLine(p.schema, p.required ? [] : ['optional'])}
            {p.schema.description && <p>{inlineText(p.schema.description)}</p>}
            {hasInside(p.schema) && <Inside schema={p.schema} />}
          </li>
        ))}
      </ul>
    );
  }
  if (schema.variants?.length) {
    return (
      <ol className="api-variants">
        {schema.variants.map((variant, i) => (
          <li key={i}>
            Option {i + 1}: {typeLine(variant)}
            {hasInside(variant) && <Inside schema={variant} />}
          </li>
        ))}
      </ol>
    );
  }
  if (schema.items && !schema.items.ref && hasInside(schema.items)) return <Inside schema={schema.items} />;
  return null;
}

/** A whole schema: its type line and description, then what is inside. */
export function SchemaTree({ schema }: { schema: SchemaView }) {
  const showsType = !schema.properties?.length || schema.ref;
  return (
    <>
      {showsType && (
        <p className="api-type">
          {typeLine(schema)}
        </p>
      )}
      <Description text={schema.description} />
      {!schema.ref && hasInside(schema) && <Inside schema={schema} />}
    </>
  );
}
