import { Suspense } from 'react';
import { guardPage } from '@/lib/page-guard';
import { BrowsePrompts } from '@/components/prompts/browse/browse-prompts';

export const metadata = { title: 'Browse Prompts' };

export default async function PromptsPage() {
  const viewer = await guardPage('signedIn', '/prompts');
  return (
    <Suspense>
      <BrowsePrompts viewer={viewer} />
    </Suspense>
  );
}
