'use client';

import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import type { EventData, Step } from 'react-joyride';
import { readStorage, writeStorage } from '@/hooks/use-local-storage';
import { EDITOR_STORAGE } from '@/lib/editor-constants';

// The guided tour (spec P1 §2, §4): 8 steps in advanced mode, 6 in simple; not below 768 px, not in
// edit mode; completion, skip or close stores a per-user flag per mode, unless the tour was forced.

export const TOUR_MIN_WIDTH = 768;

// Loaded only when a tour runs: most visits to the editor never download it.
const Joyride = dynamic(() => import('react-joyride').then((m) => m.Joyride), { ssr: false });

const ADVANCED_STEPS: Step[] = [
  { target: '[data-tour="mode"]', title: 'Simple or Advanced', content: 'Switch modes at any time. Advanced puts the details and the content side by side, with every tool.' },
  { target: '[data-tour="details"]', title: 'Prompt details', content: 'Give the prompt a clear title and a one-sentence description of what it produces.' },
  { target: '[data-tour="category"]', title: 'Category', content: 'Pick a library category, or create your own category to keep your prompts together.' },
  { target: '[data-tour="toolbar"]', title: 'Insert placeholders', content: 'Placeholders become input fields. Add a text input, or a list parameter that becomes a select.' },
  { target: '[data-tour="templates"]', title: 'Framework templates', content: 'Start from a proven structure such as CO-STAR, CRAFT or chain of thought.' },
  { target: '#prompt-content', title: 'Prompt content', content: 'Write here. Tab inserts two spaces; the counts below track characters, words and parameters.' },
  { target: '[data-tour="preview"]', title: 'Live preview', content: 'See each placeholder highlighted as you type. Choose a side-by-side or stacked layout above.' },
  { target: '[data-tour="actions"]', title: 'Save', content: 'Create the prompt when you are done. It stays private until you make it public.' },
];

const SIMPLE_STEPS: Step[] = [
  ADVANCED_STEPS[0]!,
  ADVANCED_STEPS[1]!,
  ADVANCED_STEPS[2]!,
  { target: '#prompt-content', title: 'Prompt content', content: 'Write the prompt. Once you start, the Template & Parameter Tools appear below the box.' },
  { target: '[data-tour="tips"]', title: 'Tips', content: 'Placeholders such as !<Your name>! are filled from your parameter memory automatically.' },
  { target: '[data-tour="actions"]', title: 'Save', content: 'Create the prompt when you are done. It stays private until you make it public.' },
];

export const tourSteps = (mode: 'simple' | 'advanced') => (mode === 'advanced' ? ADVANCED_STEPS : SIMPLE_STEPS);

export function EditorTour({ mode, userId, enabled, forcedRun }: { mode: 'simple' | 'advanced'; userId: string; enabled: boolean; forcedRun: number }) {
  const [run, setRun] = useState(false);
  const [forced, setForced] = useState(false);
  // Which user and mode the automatic start was decided for: until then the tour's state is pending.
  const decisionKey = `${userId}:${mode}`;
  const [decidedFor, setDecidedFor] = useState<string | null>(null);

  // Automatic start: once per user and mode, on wide screens, in create mode.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- window width and localStorage exist only after mount; the tour starts then, never during hydration
    if (!enabled || window.innerWidth < TOUR_MIN_WIDTH) return setRun(false);
    setForced(false);
    setRun(!readStorage(EDITOR_STORAGE.tourDone(userId, mode), false));
    setDecidedFor(`${userId}:${mode}`);
  }, [enabled, mode, userId]);

  // The Tour button restarts it, whatever the flag says.
  useEffect(() => {
    if (!forcedRun || !enabled || window.innerWidth < TOUR_MIN_WIDTH) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- forcedRun is a counter the Tour button (in prompt-editor.tsx) bumps: an event from outside this component
    setForced(true);
    setRun(true);
  }, [forcedRun, enabled]);

  function onEvent(data: EventData) {
    // react-joyride's EVENTS, STATUS and ACTIONS values, spelled out so the module is not loaded eagerly.
    const ended = data.type === 'tour:end' || data.status === 'finished' || data.status === 'skipped';
    // Close (the button, Escape or the overlay) ends the tour in any lifecycle phase: joyride's own
    // close moves a continuous tour on to the next step, and a close caught mid-transition used to
    // leave the tour running.
    const closed = data.action === 'close';
    if (!ended && !closed) return;
    setRun(false);
    if (!forced) writeStorage(EDITOR_STORAGE.tourDone(userId, mode), true);
  }

  // Whether the tour runs, for tests and tools to wait on rather than sleep: pending until decided.
  const state = !enabled ? 'off' : decidedFor !== decisionKey ? 'pending' : run ? 'running' : 'off';
  const marker = <span hidden data-testid="editor-tour" data-state={state} />;
  if (!enabled || !run) return marker;
  return (
    <>
      {marker}
      <Joyride
        key={`${mode}-${forcedRun}`}
        run
        continuous
        steps={tourSteps(mode)}
        onEvent={onEvent}
        locale={{ back: 'Back', close: 'Close', last: 'Finish', next: 'Next', skip: 'Skip tour' }}
        options={{
          buttons: ['back', 'close', 'primary', 'skip'],
          // The close button ends the tour (skipped), rather than closing one step of it.
          closeButtonAction: 'skip',
          showProgress: true,
          skipBeacon: true,
          primaryColor: 'var(--accent)',
          backgroundColor: 'var(--card)',
          textColor: 'var(--foreground)',
          arrowColor: 'var(--card)',
          overlayColor: 'rgba(0, 0, 0, 0.55)',
          zIndex: 60,
          // Clear of the sticky top navigation.
          scrollOffset: 96,
        }}
      />
    </>
  );
}
