import Link from 'next/link';
import { Star } from 'lucide-react';
import type { PromptDTO } from '@/lib/services/prompt-dto';
import {
  CARD_CONTENT_MAX,
  CARD_DESCRIPTION_MAX,
  FALLBACK_CONTENT,
  FALLBACK_DESCRIPTION,
  FALLBACK_TITLE,
  displayCategoryName,
} from '@/lib/constants';
import { cn } from '@/components/ui/cn';

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max).trimEnd()}…` : text);

export function PromptCard({ prompt, isOwn }: { prompt: PromptDTO; isOwn: boolean }) {
  const categoryName = prompt.userCategoryId?.name ?? (prompt.category ? displayCategoryName(prompt.category.name) : null);
  return (
    <Link
      href={`/prompts/${prompt._id}`}
      className={cn(
        'group flex h-full flex-col rounded-lg border bg-card p-5 transition-colors hover:border-accent',
        isOwn ? 'border-accent/60 ring-1 ring-accent/30' : 'border-border',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="font-semibold leading-snug">{prompt.title || FALLBACK_TITLE}</h2>
        {prompt.accessLevel === 'pro' ? (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800 dark:bg-amber-950 dark:text-amber-300">
            <Star className="size-3 fill-current" aria-hidden />
            PRO
          </span>
        ) : null}
      </div>
      <p className="mt-2 text-sm text-muted-foreground">{cut(prompt.description || FALLBACK_DESCRIPTION, CARD_DESCRIPTION_MAX)}</p>
      <p className="mt-3 line-clamp-3 flex-1 font-mono text-xs text-muted-foreground/80">
        {cut(prompt.content || FALLBACK_CONTENT, CARD_CONTENT_MAX)}
      </p>
      <div className="mt-4 flex items-center gap-2 text-xs text-muted-foreground">
        {categoryName && <span className="rounded bg-muted px-2 py-0.5">{categoryName}</span>}
        {isOwn && <span className="rounded bg-accent/15 px-2 py-0.5 text-accent">Yours</span>}
      </div>
    </Link>
  );
}
