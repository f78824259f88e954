'use client';

import type { ComponentProps } from 'react';
import dynamic from 'next/dynamic';
import { IN_DEVELOPMENT, lazyIsland } from '@/components/island';
import type { BrowsePrompts as BrowsePromptsType } from './browse/browse-prompts';
import type { PromptViewer as PromptViewerType } from './prompt-viewer';

// Browse and the viewer, rendered by the server into the page's HTML; their code and the query
// library load beside the first load (components/islands.tsx says how, and why React.lazy in development).

type BrowseProps = ComponentProps<typeof BrowsePromptsType>;
const withQueryBrowse = ([{ QueryProvider }, m]: [typeof import('@/components/query-provider'), typeof import('./browse/browse-prompts')]) =>
  function BrowseIsland(props: BrowseProps) {
    return (
      <QueryProvider>
        <m.BrowsePrompts {...props} />
      </QueryProvider>
    );
  };
/** Browse: the list, its filters and paging, with the query provider they read through. */
export const BrowsePrompts = IN_DEVELOPMENT
  ? lazyIsland(() => Promise.all([import('@/components/query-provider'), import('./browse/browse-prompts')]).then(withQueryBrowse))
  : dynamic(() => Promise.all([import('@/components/query-provider'), import('./browse/browse-prompts')]).then(withQueryBrowse));

type ViewerProps = ComponentProps<typeof PromptViewerType>;
const withQueryViewer = ([{ QueryProvider }, m]: [typeof import('@/components/query-provider'), typeof import('./prompt-viewer')]) =>
  function PromptViewerIsland(props: ViewerProps) {
    return (
      <QueryProvider>
        <m.PromptViewer {...props} />
      </QueryProvider>
    );
  };
/** The prompt viewer, with the query provider it reads through. */
export const PromptViewer = IN_DEVELOPMENT
  ? lazyIsland(() => Promise.all([import('@/components/query-provider'), import('./prompt-viewer')]).then(withQueryViewer))
  : dynamic(() => Promise.all([import('@/components/query-provider'), import('./prompt-viewer')]).then(withQueryViewer));
