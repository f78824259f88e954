'use client';

// Toasts through sonner, loaded on first use: the toast library stays out of every page's first load.
// The <Toaster /> (components/providers.tsx) is loaded right after hydration the same way.

type Kind = 'success' | 'error' | 'info';

function show(kind: Kind, message: string): void {
  void import('sonner')
    .then(({ toast }) => toast[kind](message))
    .catch(() => {
      /* the chunk could not load (offline): the action's own state still shows the outcome */
    });
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
};
