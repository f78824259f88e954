import type { ReactNode } from 'react';

/** The frame of the short pages of our own (terms, privacy, contact): a title, a date, readable text. */
export function LegalPage({ title, updated, children }: { title: string; updated?: string; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-2xl space-y-6 text-[15px] leading-7">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {updated && <p className="mt-1 text-sm text-muted-foreground">Last updated {updated}</p>}
      </header>
      <div className="space-y-6 [&_a:not([data-button])]:font-medium [&_a:not([data-button])]:text-accent [&_a:not([data-button])]:underline [&_h2]:text-lg [&_h2]:font-semibold [&_li]:ml-5 [&_li]:list-disc [&_p]:text-muted-foreground [&_ul]:space-y-1 [&_ul]:text-muted-foreground">
        {children}
      </div>
    </article>
  );
}
