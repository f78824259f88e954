'use client';

import { EDITOR_STORAGE } from '@/lib/editor-constants';
import { useStoredState } from './use-stored-state';

// The editor's remembered choices (spec P1 §2): the mode, the preview's layout and whether it shows.

export type EditorMode = 'simple' | 'advanced';
export type EditorLayoutChoice = 'side' | 'stack';

export function useEditorPreferences(initialMode: EditorMode) {
  const [mode, setMode] = useStoredState<EditorMode>(EDITOR_STORAGE.mode, initialMode, {
    parse: (stored) => (stored === 'simple' || stored === 'advanced' ? stored : initialMode),
  });
  const [layout, setLayout] = useStoredState<EditorLayoutChoice>(EDITOR_STORAGE.layout, 'side', { parse: (stored) => (stored === 'stack' ? 'stack' : 'side') });
  const [showPreview, setShowPreview] = useStoredState(EDITOR_STORAGE.preview, true, { parse: (stored) => stored !== false });
  return { mode, setMode, layout, setLayout, showPreview, setShowPreview };
}
