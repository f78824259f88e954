import Link from 'next/link';
import { Plus, Search } from 'lucide-react';
import { guardPage } from '@/lib/page-guard';
import { canCreatePrompt } from '@/lib/permissions';
import { listPromptsForViewer } from '@/lib/services/prompts';
import { MESSAGES } from '@/lib/constants';
import { buttonClasses } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PromptCard } from '@/components/prompts/prompt-card';

export const metadata = { title: 'Browse Prompts' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function PromptsPage({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await guardPage('signedIn', '/prompts');
  const query = Object.fromEntries(Object.entries(await searchParams).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  const result = await listPromptsForViewer(viewer, { search: query.search, page: query.page ?? '1' });
  const pageHref = (page: number) => `/prompts?${new URLSearchParams({ ...(query.search ? { search: query.search } : {}), page: String(page) })}`;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold">Browse Prompts</h1>
        {canCreatePrompt(viewer) ? (
          <Link href="/unified-editor" className={buttonClasses()}>
            <Plus className="size-4" aria-hidden /> Create Prompt
          </Link>
        ) : (
          <Link href="/pricing" className={buttonClasses('secondary')}>
            Upgrade to Create
          </Link>
        )}
      </div>
      <form role="search" action="/prompts" className="flex gap-2">
        <label htmlFor="prompt-search" className="sr-only">
          Search prompts
        </label>
        <Input id="prompt-search" name="search" defaultValue={query.search ?? ''} placeholder="Search prompts…" maxLength={200} />
        <button type="submit" className={buttonClasses('secondary')}>
          <Search className="size-4" aria-hidden /> Search
        </button>
      </form>
      {!result.ok ? (
        <p role="alert" className="text-red-600">
          {result.status >= 500 ? MESSAGES.promptsServerError : result.error}
        </p>
      ) : result.data.prompts.length === 0 ? (
        <p className="py-12 text-center text-muted-foreground">{MESSAGES.noPrompts}</p>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {result.data.prompts.map((p) => (
              <li key={p._id}>
                <PromptCard prompt={p} isOwn={p.author?._id === viewer.id} />
              </li>
            ))}
          </ul>
          {result.data.totalPages > 1 && (
            <nav aria-label="Pagination" className="flex items-center justify-center gap-3">
              {result.data.currentPage > 1 && (
                <Link className={buttonClasses('secondary', 'sm')} href={pageHref(result.data.currentPage - 1)}>
                  Previous
                </Link>
              )}
              <span className="text-sm text-muted-foreground">{MESSAGES.pageOf(result.data.currentPage, result.data.totalPages)}</span>
              {result.data.currentPage < result.data.totalPages && (
                <Link className={buttonClasses('secondary', 'sm')} href={pageHref(result.data.currentPage + 1)}>
                  Next
                </Link>
              )}
            </nav>
          )}
        </>
      )}
    </div>
  );
}
