import Link from 'next/link';
import { Clock, Pencil, Star, Trash2 } from 'lucide-react';
import { CardCopyButton } from './card-copy-button';
import { FavouriteButton } from './favourite-button';
import {
  CARD_CONTENT_MAX,
  CARD_DESCRIPTION_MAX,
  FALLBACK_CONTENT,
  FALLBACK_DESCRIPTION,
  FALLBACK_TITLE,
  displayCategoryName,
} from '@/lib/constants';
import { cn } from '@/components/ui/cn';
import { PlaceholderText } from './placeholder-text';
import type { PromptDTO } from '@/lib/dto/prompts';

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max).trimEnd()}…` : text);

type Props = {
  prompt: PromptDTO;
  isOwn: boolean;
  layout?: 'card' | 'list';
  /** Days left for a trial user, shown on pro prompts. */
  trialDaysLeft?: number;
  canManage?: boolean;
  onDelete?: () => void;
};

export function PromptCard({ prompt, isOwn, layout = 'card', trialDaysLeft, canManage, onDelete }: Props) {
  const categoryName = prompt.userCategoryId?.name ?? (prompt.category ? displayCategoryName(prompt.category.name) : null);
  const isPro = prompt.accessLevel === 'pro';
  return (
    <article
      className={cn(
        'group relative flex h-full rounded-lg border bg-card transition-colors hover:border-accent focus-within:border-accent',
        layout === 'card' ? 'flex-col p-5' : 'flex-row items-start gap-4 p-4',
        isOwn ? 'border-accent/60 ring-1 ring-accent/30' : 'border-border',
      )}
    >
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <h2 className="min-w-0 font-semibold leading-snug [overflow-wrap:anywhere]">
            <Link href={`/prompts/${prompt._id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
              {prompt.title || FALLBACK_TITLE}
            </Link>
          </h2>
          <FavouriteButton promptId={prompt._id} title={prompt.title || FALLBACK_TITLE} favourite={prompt.favourite ?? false} className="-mr-2 -mt-2 shrink-0" />
        </div>
        {/* The pro marks sit under the title, where they wrap: beside it, with a trial's days left, they
            pushed the star out of a three-column card and squeezed the title to a word a line. */}
        {isPro && (
          <div className="mt-1.5 flex flex-wrap items-center gap-1">
            {/* The pro marker is the amber PRO badge (DESIGN.md); the star button above is the person's favourite. */}
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800 dark:bg-amber-950 dark:text-amber-300">
              <Star className="size-3 fill-current" aria-hidden />
              PRO
            </span>
            {trialDaysLeft !== undefined && trialDaysLeft > 0 && (
              <span className="inline-flex items-center gap-1 rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">
                <Clock className="size-3" aria-hidden />
                {trialDaysLeft} days left
              </span>
            )}
          </div>
        )}
        <p className="mt-2 text-sm text-muted-foreground">{cut(prompt.description || FALLBACK_DESCRIPTION, CARD_DESCRIPTION_MAX)}</p>
        {layout === 'card' && (
          // DESIGN.md: placeholders read as chips wherever a person reads a prompt; the raw syntax is the editor's.
          <p className="mt-3 line-clamp-3 text-xs leading-5 text-muted-foreground">
            <PlaceholderText text={cut(prompt.content || FALLBACK_CONTENT, CARD_CONTENT_MAX)} showAll={false} />
          </p>
        )}
        <div className="mt-3 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          {categoryName && <span className="rounded bg-muted px-2 py-0.5">{categoryName}</span>}
          {isOwn && <span className="rounded bg-accent/15 px-2 py-0.5 text-accent">Yours</span>}
          {prompt.viewable === 'private' && <span className="rounded bg-muted px-2 py-0.5">Private</span>}
        </div>
      </div>
      <div className={cn('relative z-10 flex gap-1', layout === 'card' ? 'mt-4' : '')}>
        <CardCopyButton prompt={prompt} />
        {canManage && (
          <>
            <Link
              href={`/unified-editor/edit/${prompt._id}`}
              aria-label={`Edit ${prompt.title}`}
              className="inline-flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              <Pencil className="size-4" />
            </Link>
            <button
              type="button"
              onClick={onDelete}
              aria-label={`Delete ${prompt.title}`}
              className="inline-flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-red-600"
            >
              <Trash2 className="size-4" />
            </button>
          </>
        )}
      </div>
    </article>
  );
}
