'use client';

// Toasts through sonner, loaded on first use: the toast library stays out of every page's first load.
// The <Toaster /> (components/providers.tsx) is loaded right after hydration the same way.

type Kind = 'success' | 'error' | 'info';
/** A way forward from the toast, e.g. 'View prompt'. */
type Action = { label: string; onClick: () => void };

function show(kind: Kind, message: string, action?: Action): void {
  void import('sonner')
    .then(({ toast }) => toast[kind](message, action ? { action } : undefined))
    .catch(() => {
      /* the chunk could not load (offline): the action's own state still shows the outcome */
    });
}

export const notify = {
  success: (message: string, action?: Action) => show('success', message, action),
  error: (message: string) => show('error', message),
  info: (message: string, action?: Action) => show('info', message, action),
};
