'use client';

import type { PromptDTO } from '@/lib/dto/prompts';
import { PromptCard } from '@/components/prompts/prompt-card';

/** The cards of the home's Recently used, loaded after the first load (components/islands.tsx). */
export function RecentlyUsedCards({ prompts, viewerId }: { prompts: PromptDTO[]; viewerId: string }) {
  return (
    <ul className="space-y-3">
      {prompts.map((p) => (
        <li key={p._id}>
          <PromptCard prompt={p} layout="list" isOwn={p.author?._id === viewerId} />
        </li>
      ))}
    </ul>
  );
}
