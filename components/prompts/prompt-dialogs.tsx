'use client';

import { useState } from 'react';
import Link from 'next/link';
import { Dialog } from '@/components/ui/dialog';
import { ConfirmDialog, Notice } from '@/components/ui/confirm-dialog';
import { Button, buttonClasses } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { MESSAGES, PROMPT_MESSAGES } from '@/lib/constants';

// The viewer's modals, with the spec's texts (P1 §6, §8).

import type { PromptDialog } from '@/hooks/use-prompt-actions';

export type { PromptDialog };

export function PromptDialogs({
  dialog,
  onClose,
  title,
  busy,
  onDelete,
  onClone,
  deleteMessage = PROMPT_MESSAGES.viewerDeleteConfirm,
}: {
  deleteMessage?: string;
  dialog: PromptDialog;
  onClose: () => void;
  title: string;
  busy: boolean;
  onDelete: () => void;
  onClone: (newTitle: string) => void;
}) {
  const upgrade = (
    <Link href="/pricing" className={buttonClasses()}>
      Upgrade to PRO
    </Link>
  );
  return (
    <>
      <ConfirmDialog open={dialog.kind === 'delete'} onClose={onClose} title="Delete Prompt" message={deleteMessage} confirmLabel="Delete" danger busy={busy} onConfirm={onDelete} />
      <Dialog open={dialog.kind === 'clone'} onClose={onClose} title="Clone Prompt">
        {dialog.kind === 'clone' && <CloneForm initialTitle={title} busy={busy} onCancel={onClose} onClone={onClone} />}
      </Dialog>
      <Notice open={dialog.kind === 'pro-feature'} onClose={onClose} title="Pro Feature" message={PROMPT_MESSAGES.cloneProOnly} action={upgrade} />
      <Dialog open={dialog.kind === 'pro-content'} onClose={onClose} title={MESSAGES.proContentTitle}>
        <p className="text-sm text-muted-foreground">{MESSAGES.proContentBody}</p>
        <div className="mt-6 flex justify-end gap-2">
          <Link href="/prompts" className={buttonClasses('secondary')}>
            Maybe Later
          </Link>
          <Link href="/pricing" className={buttonClasses()}>
            Get PRO Access
          </Link>
        </div>
      </Dialog>
      <Notice
        open={dialog.kind === 'subscription-required'}
        onClose={onClose}
        title="Subscription Required"
        message={dialog.kind === 'subscription-required' ? dialog.message : ''}
        action={upgrade}
      />
      <Notice
        open={dialog.kind === 'permission-denied'}
        onClose={onClose}
        title="Permission Denied"
        message={dialog.kind === 'permission-denied' ? dialog.message : ''}
      />
    </>
  );
}

function CloneForm({ initialTitle, busy, onCancel, onClone }: { initialTitle: string; busy: boolean; onCancel: () => void; onClone: (t: string) => void }) {
  const [newTitle, setNewTitle] = useState(initialTitle);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (newTitle.trim()) onClone(newTitle.trim());
      }}
    >
      <label className="block text-sm">
        <span className="mb-1 block font-medium">New Title</span>
        <Input value={newTitle} onChange={(e) => setNewTitle(e.target.value)} maxLength={100} autoFocus />
      </label>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!newTitle.trim()} loading={busy}>
          Clone
        </Button>
      </div>
    </form>
  );
}
