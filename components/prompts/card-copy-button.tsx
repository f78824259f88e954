'use client';

import { useRouter } from 'next/navigation';
import { Copy } from 'lucide-react';
import { cardCopy } from '@/lib/card-copy';
import { PROMPT_MESSAGES } from '@/lib/constants';
import type { PromptDTO } from '@/lib/dto/prompts';
import { notify } from '@/lib/notify';
import { PROFILE_UI } from '@/lib/profile-text';
import { profileOnly, valuesFromMemory, withProfile } from '@/lib/parameter-memory';
import { useQueryClient } from '@tanstack/react-query';
import { profileQueries, useProfiles } from '@/hooks/queries/profiles';
import { loadMemory, loadPlaceholderValues } from '@/hooks/parameter-memory-storage';
import { useTrackUse } from '@/hooks/queries/prompts';

const strings = (record: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(record).filter((e): e is [string, string] => typeof e[1] === 'string'));

/**
 * Copy from the card: the prompt as built from the person's values, counted as a use
 * (the viewer's Copy tracking, which also puts it in Recently used). A prompt with inputs still
 * empty opens in the viewer, which says how many. A locked pro prompt never has its text here (the
 * server sent only its card preview): it opens in the viewer, which explains the lock.
 */
export function CardCopyButton({ prompt }: { prompt: PromptDTO }) {
  const router = useRouter();
  const trackUse = useTrackUse();
  const open = () => router.push(`/prompts/${prompt._id}`);
  const queryClient = useQueryClient();
  // Cards are shown to signed-in people only (Browse, the home): the web app's profiles are read with
  // the page, so a click builds at once, within the click's permission to write the clipboard.
  const profiles = useProfiles();

  /** The web app's active profile (docs/memory.md#profiles); read now only if the list has not come yet. */
  async function activeProfile() {
    const list = profiles.data ?? (await queryClient.fetchQuery(profileQueries.list()));
    return list.profiles.find((p) => p._id === list.activeProfileId) ?? null;
  }

  async function copy() {
    if (prompt.locked) return open();
    let profile: Awaited<ReturnType<typeof activeProfile>>;
    try {
      profile = await activeProfile();
    } catch {
      // Never a build from the wrong values: the viewer says what it fills from.
      notify.error(PROFILE_UI.loadFailed);
      return open();
    }
    const memory = loadMemory();
    const values = profile?.values ?? {};
    const built = cardCopy(prompt.content, strings(loadPlaceholderValues()), valuesFromMemory(withProfile(memory, values)), profileOnly(memory, values), profile?._id ?? null);
    if (!built.ok) {
      notify.info(PROMPT_MESSAGES.copyNeedsInputs(built.missing));
      return open();
    }
    try {
      await navigator.clipboard.writeText(built.text);
    } catch {
      notify.error(PROMPT_MESSAGES.copyFailed);
      return;
    }
    notify.success(PROMPT_MESSAGES.copied);
    trackUse.mutate({ promptId: prompt._id, action: 'copy', uses: built.uses });
  }

  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={`Copy prompt: ${prompt.title}`}
      title={prompt.locked ? 'Open to copy' : 'Copy prompt'}
      className="relative z-10 inline-flex size-10 shrink-0 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent"
    >
      <Copy className="size-5" aria-hidden />
    </button>
  );
}
