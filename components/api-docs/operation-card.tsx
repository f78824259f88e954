import type { ContentView, OperationView, SchemaView } from '@/lib/api-reference';
import { InlineText, inlineText } from './inline-text';
import { MethodBadge } from './method-badge';
import { Description, SchemaTree, typeLine } from './schema-tree';

// One operation of the API reference: method and full path, who may call it, its parameters, its
// request body and its answers. A named schema is a link to its one entry under Schemas, with its
// first sentence; the answers many operations share are named by status and described once under Errors.

/** Who may call, in words (the security schemes and our x-access, x-session-only, x-token-only). */
export function whoMayCall(op: OperationView): string {
  if (op.access === 'public') return 'Anyone; no credential needed.';
  if (op.tokenOnly) return 'A personal API token only (Authorization: Bearer pl_…); a sign-in session is refused.';
  const who = op.access === 'admin' ? 'An admin' : 'A signed-in person';
  if (op.sessionOnly) return `${who}, with a sign-in session (cookie or session token). Personal API tokens are refused (403).`;
  return `${who}: session cookie, session token or personal API token.`;
}

/** A description's first sentence, for a link to the named schema it describes. */
export const JSON_MEDIA_TYPE = 'application/json';

export const firstSentence = (text: string | undefined) => text?.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? text;

/**
 * Each media type (unless it is JSON, as the page says once), then its schema: a named one as a link
 * with its first sentence, another opened in place.
 */
function contents(list: ContentView[], schemas: Record<string, SchemaView>) {
  return list.flatMap((c) => {
    const named = c.schema?.ref;
    const media = c.mediaType === JSON_MEDIA_TYPE ? [] : [c.mediaType];
    return [
      (named || media.length > 0) && (
        <p key={c.mediaType} className="api-media">
          {[...media, ...(c.schema && named ? [typeLine(c.schema)] : [])].map((part, i) => [i > 0 && ' · ', part])}
        </p>
      ),
      c.schema &&
        (named ? (
          <Description key={`${c.mediaType}-schema`} text={c.schema.description ?? firstSentence(schemas[named]?.description)} />
        ) : (
          <SchemaTree key={`${c.mediaType}-schema`} schema={c.schema} />
        )),
    ];
  });
}

export function OperationCard({ op, schemas }: { op: OperationView; schemas: Record<string, SchemaView> }) {
  const successes = op.responses.filter((r) => r.status.startsWith('2'));
  const failures = op.responses.filter((r) => !r.status.startsWith('2') && !r.ref);
  const shared = op.responses.filter((r) => !r.status.startsWith('2') && r.ref);
  return (
    <article id={op.anchor} className="api-card">
      <h3>{op.summary}</h3>
      <a href={`#${op.anchor}`} aria-label={`Link to ${op.summary}`}>
        #
      </a>
      <p className="api-path">
        <MethodBadge method={op.method} />
        <code>{op.path}</code>
      </p>
      {op.description && (
        <p className="api-note">
          <InlineText text={op.description} />
        </p>
      )}
      <dl className="api-who">
        <dt>Who may call</dt>
        <dd>{whoMayCall(op)}</dd>
        {op.idempotent && (
          <>
            <dt>Idempotent</dt>
            <dd>
              Send an <code>Idempotency-Key</code> header to make a retry answer the first answer.
            </dd>
          </>
        )}
      </dl>

      {op.parameters.length > 0 && (
        <>
          <h4>Parameters</h4>
          <ul className="api-fields">
            {op.parameters.map((p) => (
              <li key={`${p.in}-${p.name}`}>
                <code>{p.name}</code>
                {typeLine(p.schema, [`in ${p.in}`, ...(p.required ? [] : ['optional'])])}
                {(p.description ?? p.schema.description) && <p>{inlineText((p.description ?? p.schema.description)!)}</p>}
              </li>
            ))}
          </ul>
        </>
      )}

      {op.requestBody && (
        <>
          <h4>Request body{op.requestBody.required ? '' : ' (optional)'}</h4>
          {contents(op.requestBody.contents, schemas)}
        </>
      )}

      <h4>Responses</h4>
      <ul className="api-successes">
        {successes.map((r) => (
          <li key={r.status}>
            <p>
              <b>{r.status}</b>
              <InlineText text={r.description} />
            </p>
            {contents(
              r.contents.filter((c) => c.schema),
              schemas,
            )}
            {r.headers.length > 0 && <p className="api-rules mt-1">Headers: {r.headers.map((h) => h.name).join(', ')}</p>}
          </li>
        ))}
      </ul>
      <ul className="api-failures">
        {failures.map((r) => (
          <li key={r.status}>
            <b>{r.status}</b>
            <InlineText text={r.description} />
          </li>
        ))}
        {shared.length > 0 && (
          <li>
            Also {shared.map((r) => r.status).join(', ')}, as under <a href="#errors">Errors</a>.
          </li>
        )}
      </ul>
    </article>
  );
}
