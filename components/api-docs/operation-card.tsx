import { Link2 } from 'lucide-react';
import type { ContentView, OperationView, SchemaView } from '@/lib/api-reference';
import { InlineText } from './inline-text';
import { MethodBadge } from './method-badge';
import { SchemaTree, TypeLabel } from './schema-tree';

// One operation of the API reference: method and full path, who may call it, its parameters, its
// request body (named schemas opened in place, since that is what a caller writes) and its answers.

/** Who may call, in words (the security schemes and our x-access, x-session-only, x-token-only). */
export function whoMayCall(op: OperationView): string {
  if (op.access === 'public') return 'Anyone; no credential needed.';
  if (op.tokenOnly) return 'A personal API token only (Authorization: Bearer pl_…); a sign-in session is refused.';
  const who = op.access === 'admin' ? 'An admin' : 'A signed-in person';
  if (op.sessionOnly) return `${who}, with a sign-in session (cookie or session token). Personal API tokens are refused (403).`;
  return `${who}: session cookie, session token or personal API token.`;
}

function Body({ contents, schemas }: { contents: ContentView[]; schemas: Record<string, SchemaView> }) {
  return (
    <div className="space-y-3">
      {contents.map((c) => {
        const opened = c.schema?.ref ? schemas[c.schema.ref] : undefined;
        return (
          <div key={c.mediaType}>
            <p className="mb-1 font-mono text-xs text-muted-foreground">
              {c.mediaType}
              {c.schema?.ref && (
                <>
                  {' · schema '}
                  <TypeLabel schema={c.schema} />
                </>
              )}
            </p>
            {c.schema && <SchemaTree schema={opened ?? c.schema} />}
          </div>
        );
      })}
    </div>
  );
}

const headingClass = 'mb-2 text-sm font-semibold';

export function OperationCard({ op, schemas }: { op: OperationView; schemas: Record<string, SchemaView> }) {
  const headingId = `${op.anchor}-title`;
  const successes = op.responses.filter((r) => r.status.startsWith('2'));
  const failures = op.responses.filter((r) => !r.status.startsWith('2'));
  return (
    <article id={op.anchor} aria-labelledby={headingId} className="scroll-mt-20 rounded-lg border border-border bg-card p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="text-base font-semibold">
          {op.summary}
        </h3>
        <a href={`#${op.anchor}`} className="-m-2 inline-flex size-10 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground" aria-label={`Link to ${op.summary}`}>
          <Link2 className="size-4" aria-hidden />
        </a>
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-2">
        <MethodBadge method={op.method} />
        <code className="break-all font-mono text-sm">{op.path}</code>
      </p>
      {op.description && (
        <p className="mt-3 text-sm text-muted-foreground">
          <InlineText text={op.description} />
        </p>
      )}
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="font-medium">Who may call</dt>
        <dd className="text-muted-foreground">{whoMayCall(op)}</dd>
        {op.idempotent && (
          <>
            <dt className="font-medium">Idempotent</dt>
            <dd className="text-muted-foreground">
              <InlineText text="Send an `Idempotency-Key` header to make a retry answer the first answer." />
            </dd>
          </>
        )}
      </dl>

      {op.parameters.length > 0 && (
        <div className="mt-4">
          <h4 className={headingClass}>Parameters</h4>
          <ul className="divide-y divide-border rounded-md border border-border">
            {op.parameters.map((p) => (
              <li key={`${p.in}-${p.name}`} className="px-3 py-2">
                <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
                  <code className="break-all font-mono text-sm font-medium">{p.name}</code>
                  <span className="text-xs text-muted-foreground">in {p.in}</span>
                  <TypeLabel schema={p.schema} />
                  <span className={p.required ? 'text-xs font-medium' : 'text-xs text-muted-foreground'}>{p.required ? 'required' : 'optional'}</span>
                </div>
                {(p.description ?? p.schema.description) && (
                  <p className="mt-0.5 text-sm text-muted-foreground">
                    <InlineText text={(p.description ?? p.schema.description)!} />
                  </p>
                )}
                {p.schema.rules.length > 0 && (
                  <p className="mt-0.5 text-xs text-muted-foreground">
                    <InlineText text={p.schema.rules.join(' · ')} />
                  </p>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}

      {op.requestBody && (
        <div className="mt-4">
          <h4 className={headingClass}>Request body{op.requestBody.required ? '' : ' (optional)'}</h4>
          <Body contents={op.requestBody.contents} schemas={schemas} />
        </div>
      )}

      <div className="mt-4">
        <h4 className={headingClass}>Responses</h4>
        <ul className="space-y-3">
          {successes.map((r) => (
            <li key={r.status}>
              <p className="text-sm">
                <span className="mr-2 rounded bg-emerald-100 px-1.5 py-0.5 font-mono text-xs font-semibold text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200">{r.status}</span>
                <InlineText text={r.description} />
              </p>
              {r.contents.some((c) => c.schema) && (
                <div className="mt-2">
                  {r.contents.map(
                    (c) =>
                      c.schema && (
                        <div key={c.mediaType} className="mt-1">
                          <p className="font-mono text-xs text-muted-foreground">{c.mediaType}</p>
                          <SchemaTree schema={c.schema} />
                        </div>
                      ),
                  )}
                </div>
              )}
              {r.headers.length > 0 && (
                <p className="mt-1 text-xs text-muted-foreground">
                  Headers: {r.headers.map((h) => h.name).join(', ')}
                </p>
              )}
            </li>
          ))}
        </ul>
        {failures.length > 0 && (
          <ul className="mt-3 space-y-1 text-sm">
            {failures.map((r) => (
              <li key={r.status} className="flex gap-2">
                <span className="h-fit rounded bg-muted px-1.5 py-0.5 font-mono text-xs font-semibold">{r.status}</span>
                <span className="text-muted-foreground">
                  <InlineText text={r.description} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
