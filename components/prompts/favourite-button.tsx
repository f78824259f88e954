'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { Star } from 'lucide-react';
import { ApiError } from '@/lib/api-client';
import { PROMPT_MESSAGES } from '@/lib/constants';
import { notify } from '@/lib/notify';
import { useSetFavourite } from '@/hooks/queries/prompt-marks';
import { cn } from '@/components/ui/cn';

/**
 * The favourite star: a toggle button, pressed when the prompt is among the person's
 * favourites. It is drawn in the accent colour, outlined until pressed, so it never reads as the
 * amber PRO badge (DESIGN.md: pro marks are amber). Its name says what it stars; its state is aria-pressed.
 */
export function FavouriteButton({ promptId, title, favourite, className }: { promptId: string; title: string; favourite: boolean; className?: string }) {
  const router = useRouter();
  const setFavourite = useSetFavourite();
  // Pressed at once; the server's answer confirms it or puts it back.
  const [pressed, setPressed] = useState(favourite);
  const [seen, setSeen] = useState(favourite);
  if (seen !== favourite) {
    setSeen(favourite);
    setPressed(favourite);
  }

  // Awaited rather than through mutate()'s callbacks: those are dropped when the star unmounts first
  // (an ended session sends the page to /signup), and then the sign-in hint never showed.
  async function toggle() {
    const next = !pressed;
    setPressed(next);
    try {
      await setFavourite.mutateAsync({ promptId, favourite: next });
      notify.success(next ? PROMPT_MESSAGES.favouriteAdded(title) : PROMPT_MESSAGES.favouriteRemoved(title));
    } catch (error) {
      setPressed(!next);
      // Signed out (the session ended): the star asks them to sign in.
      if (error instanceof ApiError && error.status === 401) notify.info(PROMPT_MESSAGES.favouriteSignIn, { label: 'Sign in', onClick: () => router.push('/signup') });
      else notify.error(error instanceof ApiError && error.status === 404 ? PROMPT_MESSAGES.notFound : PROMPT_MESSAGES.favouriteFailed);
    }
  }

  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={`Favourite: ${title}`}
      title={pressed ? 'Remove from favourites' : 'Add to favourites'}
      onClick={() => void toggle()}
      className={cn(
        'relative z-10 inline-flex size-10 shrink-0 items-center justify-center rounded-md transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent',
        pressed ? 'text-accent' : 'text-muted-foreground hover:text-foreground',
        className,
      )}
    >
      <Star className={cn('size-5', pressed && 'fill-current')} aria-hidden />
    </button>
  );
}
