import Link from 'next/link';
import { History } from 'lucide-react';
import { PROMPT_MESSAGES } from '@/lib/constants';
import type { PromptDTO } from '@/lib/dto/prompts';
import { buttonClasses } from '@/components/ui/button';
import { RecentlyUsedCards } from '@/components/islands';

/**
 * The home's Recently used: the last prompts the person built or copied, as Browse's cards
 * (with the star and Copy), rendered on the server with the page. A locked pro prompt shows its card
 * preview only, as in Browse.
 */
export function RecentlyUsed({ prompts, viewerId }: { prompts: PromptDTO[]; viewerId: string }) {
  return (
    <section aria-labelledby="recently-used-title">
      <h2 id="recently-used-title" className="mb-3 text-lg font-semibold">
        Recently used
      </h2>
      {prompts.length === 0 ? (
        <div className="rounded-lg border border-dashed border-border p-8 text-center">
          <History className="mx-auto size-8 text-muted-foreground" aria-hidden />
          <p className="mt-3 text-sm text-muted-foreground">{PROMPT_MESSAGES.noRecentlyUsed}</p>
          <Link href="/prompts" className={buttonClasses('secondary', 'md', 'mt-4')}>
            Find a prompt
          </Link>
        </div>
      ) : (
        <RecentlyUsedCards prompts={prompts} viewerId={viewerId} />
      )}
    </section>
  );
}
