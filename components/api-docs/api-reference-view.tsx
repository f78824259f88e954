import Link from 'next/link';
import { FileJson, KeyRound } from 'lucide-react';
import { schemaAnchor, type ApiReference, type SchemaView } from '@/lib/api-reference';
import { buttonClasses } from '@/components/ui/button';
import { InlineText } from './inline-text';
import { MethodBadge } from './method-badge';
import { OperationCard } from './operation-card';
import { SchemaTree } from './schema-tree';
import './api-docs.css';

// The API reference page (/docs/api): the OpenAPI description rendered on the server, grouped
// by tag, every operation with an anchor. A side index on wide screens; on a phone the sections as
// links under the introduction, so the first screen shows what the page is and where to go.
// Each named schema and each shared answer is described once (under Schemas, under Errors) and
// linked from the operations: opened in every operation, they made the page 1.4 MB.

export const OPENAPI_JSON_PATH = '/api/openapi.json';

function SideIndex({ reference }: { reference: ApiReference }) {
  return (
    <nav aria-label="API operations" className="api-index hidden text-sm lg:sticky lg:top-20 lg:block lg:max-h-[calc(100svh-6rem)] lg:overflow-y-auto lg:pr-2">
      <ul className="space-y-4">
        <li>
          <a href="#authentication">
            Authentication
          </a>
        </li>
        <li>
          <a href="#errors">
            Errors
          </a>
        </li>
        {reference.tags.map((tag) => (
          <li key={tag.anchor}>
            <a href={`#${tag.anchor}`}>
              {tag.name}
            </a>
            <ul className="mt-1 space-y-0.5">
              {tag.operations.map((op) => (
                <li key={op.anchor}>
                  <a href={`#${op.anchor}`}>
                    <MethodBadge method={op.method} /> {op.summary}
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
        <li>
          <a href="#schemas">
            Schemas
          </a>
        </li>
      </ul>
    </nav>
  );
}

function SectionLinks({ reference }: { reference: ApiReference }) {
  const links = [{ href: '#authentication', label: 'Authentication' }, { href: '#errors', label: 'Errors' }, ...reference.tags.map((t) => ({ href: `#${t.anchor}`, label: t.name })), { href: '#schemas', label: 'Schemas' }];
  return (
    <nav aria-label="API sections" className="api-sections lg:hidden">
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function ApiReferenceView({ reference }: { reference: ApiReference }) {
  const schemas: Record<string, SchemaView> = Object.fromEntries(reference.schemas.map((s) => [s.name, s.schema]));
  const errorSchema = schemas.Error;
  return (
    <div className="api-ref lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
      <SideIndex reference={reference} />
      <div className="min-w-0 space-y-10">
        <header className="space-y-4">
          <div>
            <h1 className="text-3xl font-bold tracking-tight">API reference</h1>
            <p className="mt-1 text-sm text-muted-foreground">
              {reference.title} {reference.version && `· version ${reference.version}`} · OpenAPI 3.1
            </p>
          </div>
          {reference.description && (
            <p className="max-w-3xl text-[15px] leading-7 text-muted-foreground">
              <InlineText text={reference.description} />
            </p>
          )}
          <p className="max-w-3xl text-sm text-muted-foreground">
            Bodies are JSON (<code>application/json</code>) unless another media type is named. A field or parameter is required unless marked <code>optional</code>. A named schema is a link to its one description under <a href="#schemas">Schemas</a>.
          </p>
          <div className="flex flex-wrap gap-2">
            <a href={OPENAPI_JSON_PATH} className={buttonClasses('secondary', 'sm')}>
              <FileJson className="size-4" aria-hidden /> OpenAPI document (JSON)
            </a>
            <Link href="/account" className={buttonClasses('secondary', 'sm')}>
              <KeyRound className="size-4" aria-hidden /> Create an API token
            </Link>
          </div>
          <SectionLinks reference={reference} />
        </header>

        <section id="authentication" aria-labelledby="authentication-title" className="scroll-mt-20 space-y-3">
          <h2 id="authentication-title" className="text-xl font-semibold">
            Authentication
          </h2>
          <p className="max-w-3xl text-sm text-muted-foreground">
            Each operation says who may call it. Most take any of these; a few refuse personal API tokens (deleting the account, the subscription, managing tokens), and the MCP endpoint takes only a token.
          </p>
          <ul className="grid gap-3 md:grid-cols-3">
            {reference.securitySchemes.map((scheme) => (
              <li key={scheme.name} className="rounded-lg border border-border bg-card p-4">
                <p className="font-mono text-sm font-medium">{scheme.name}</p>
                <p className="mt-1 break-all font-mono text-xs text-muted-foreground">
                  <InlineText text={scheme.summary} />
                </p>
                {scheme.description && (
                  <p className="mt-2 text-sm text-muted-foreground">
                    <InlineText text={scheme.description} />
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>

        {errorSchema && (
          <section id="errors" aria-labelledby="errors-title" className="scroll-mt-20 space-y-3">
            <h2 id="errors-title" className="text-xl font-semibold">
              Errors
            </h2>
            <p className="max-w-3xl text-sm text-muted-foreground">
              Every failure, whatever the operation, answers this JSON body (the schema <code>Error</code>) with the status in the HTTP status line too. A 429 and a 503 carry <code>Retry-After</code> in seconds.
            </p>
            <div id={schemaAnchor('Error')} className="scroll-mt-20">
              <SchemaTree schema={errorSchema} />
            </div>
            {reference.responses.length > 0 && (
              <>
                <h3 className="pt-2 text-base font-semibold">Answers many operations share</h3>
                <ul className="api-failures">
                  {reference.responses.map((r) => (
                    <li key={r.anchor} id={r.anchor} className="scroll-mt-20">
                      {r.statuses.map((status) => (
                        <b key={status}>{status}</b>
                      ))}
                      <strong className="mr-2 font-mono text-xs text-foreground">{r.name}</strong>
                      <InlineText text={r.description} />
                      {r.headers.length > 0 && ` Headers: ${r.headers.map((h) => h.name).join(', ')}.`}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
        )}

        {reference.tags.map((tag) => (
          <section key={tag.anchor} id={tag.anchor} aria-labelledby={`${tag.anchor}-title`} className="scroll-mt-20 space-y-4">
            <div>
              <h2 id={`${tag.anchor}-title`} className="text-xl font-semibold">
                {tag.name}
              </h2>
              {tag.description && (
                <p className="mt-1 max-w-3xl text-sm text-muted-foreground">
                  <InlineText text={tag.description} />
                </p>
              )}
            </div>
            {tag.operations.map((op) => (
              <OperationCard key={op.anchor} op={op} schemas={schemas} />
            ))}
          </section>
        ))}

        <section id="schemas" aria-labelledby="schemas-title" className="scroll-mt-20 space-y-4">
          <h2 id="schemas-title" className="text-xl font-semibold">
            Schemas
          </h2>
          <p className="max-w-3xl text-sm text-muted-foreground">
            The named schemas the operations link to, each described here once (<code>Error</code> under <a href="#errors">Errors</a>).
          </p>
          {reference.schemas
            .filter((s) => s.name !== 'Error' || !errorSchema)
            .map((s) => (
            <section key={s.anchor} id={s.anchor} aria-labelledby={`${s.anchor}-title`} className="api-card">
              <h3 id={`${s.anchor}-title`} className="mb-2 font-mono text-base font-semibold">
                {s.name}
              </h3>
              <SchemaTree schema={s.schema} />
            </section>
          ))}
        </section>
      </div>
    </div>
  );
}
