'use client';

import type { ReactNode } from 'react';
import { Dialog } from './dialog';
import { Button } from './button';

/** A question with Cancel and one action (spec P1 §2, §4 confirmations). */
export function ConfirmDialog({
  open,
  onClose,
  title,
  message,
  confirmLabel,
  onConfirm,
  danger = false,
  busy = false,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  danger?: boolean;
  busy?: boolean;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <p className="text-sm text-muted-foreground">{message}</p>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}

/** A message to dismiss ('Maybe Later' by default) with, optionally, the way forward. */
export function Notice({
  open,
  onClose,
  title,
  message,
  action,
  dismissLabel = 'Maybe Later',
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  message: ReactNode;
  action?: ReactNode;
  dismissLabel?: string;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <p className="text-sm text-muted-foreground">{message}</p>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant={action ? 'secondary' : 'primary'} onClick={onClose}>
          {dismissLabel}
        </Button>
        {action}
      </div>
    </Dialog>
  );
}
