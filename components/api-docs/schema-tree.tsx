import type { SchemaView } from '@/lib/api-reference';
import { schemaAnchor } from '@/lib/api-reference';
import { InlineText } from './inline-text';

// A schema as people read it: each field with its type, whether it is required, its rules in words
// and its description; nested objects indented under their field; named schemas as links to their
// entry under Schemas.

/** 'string', 'array of Prompt', 'Category or null' …, named schemas linked. */
export function TypeLabel({ schema }: { schema: SchemaView }) {
  const orNull = schema.nullable ? <span className="text-muted-foreground"> or null</span> : null;
  if (schema.ref) {
    return (
      <span className="font-mono text-xs">
        <a href={`#${schemaAnchor(schema.ref)}`} className="font-medium text-accent underline underline-offset-2">
          {schema.ref}
        </a>
        {orNull}
      </span>
    );
  }
  if ((schema.type === 'array' || schema.type === 'map') && schema.items) {
    return (
      <span className="font-mono text-xs text-muted-foreground">
        {schema.type} of <TypeLabel schema={schema.items} />
        {orNull}
      </span>
    );
  }
  return (
    <span className="font-mono text-xs text-muted-foreground">
      {schema.type}
      {orNull}
    </span>
  );
}

const hasInside = (s: SchemaView): boolean =>
  Boolean(s.properties?.length || s.variants?.length || (s.items && !s.items.ref && hasInside(s.items)));

function Rules({ schema }: { schema: SchemaView }) {
  if (!schema.rules.length) return null;
  return (
    <p className="mt-0.5 text-xs text-muted-foreground">
      {schema.rules.map((rule, i) => (
        <span key={i}>
          {i > 0 && ' · '}
          <InlineText text={rule} />
        </span>
      ))}
    </p>
  );
}

/** What is inside an object, an array's items, a map's values or a union's alternatives. */
function Inside({ schema }: { schema: SchemaView }) {
  if (schema.properties?.length) {
    return (
      <ul className="divide-y divide-border rounded-md border border-border">
        {schema.properties.map((p) => (
          <li key={p.name} className="px-3 py-2">
            <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
              <code className="break-all font-mono text-sm font-medium">{p.name}</code>
              <TypeLabel schema={p.schema} />
              <span className={p.required ? 'text-xs font-medium text-foreground' : 'text-xs text-muted-foreground'}>{p.required ? 'required' : 'optional'}</span>
            </div>
            {p.schema.description && (
              <p className="mt-0.5 text-sm text-muted-foreground">
                <InlineText text={p.schema.description} />
              </p>
            )}
            <Rules schema={p.schema} />
            {hasInside(p.schema) && (
              <div className="mt-2 border-l-2 border-border pl-3">
                <Inside schema={p.schema} />
              </div>
            )}
          </li>
        ))}
      </ul>
    );
  }
  if (schema.variants?.length) {
    return (
      <ol className="space-y-2">
        {schema.variants.map((variant, i) => (
          <li key={i}>
            <p className="mb-1 text-xs font-medium text-muted-foreground">
              Option {i + 1}: <TypeLabel schema={variant} />
            </p>
            {hasInside(variant) && <Inside schema={variant} />}
            <Rules schema={variant} />
          </li>
        ))}
      </ol>
    );
  }
  if (schema.items && !schema.items.ref && hasInside(schema.items)) return <Inside schema={schema.items} />;
  return null;
}

/** A whole schema: its type line, description and rules, then what is inside. */
export function SchemaTree({ schema }: { schema: SchemaView }) {
  return (
    <div className="space-y-2">
      {(!schema.properties?.length || schema.ref) && (
        <div>
          <TypeLabel schema={schema} />
          {schema.description && (
            <p className="mt-0.5 text-sm text-muted-foreground">
              <InlineText text={schema.description} />
            </p>
          )}
          <Rules schema={schema} />
        </div>
      )}
      {schema.properties?.length && schema.description ? (
        <p className="text-sm text-muted-foreground">
          <InlineText text={schema.description} />
        </p>
      ) : null}
      {!schema.ref && <Inside schema={schema} />}
    </div>
  );
}
