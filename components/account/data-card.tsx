'use client';

import { useState } from 'react';
import { Download, Trash2 } from 'lucide-react';
import { ApiError } from '@/lib/api-client';
import { ACCOUNT_MESSAGES } from '@/lib/account-text';
import { notify } from '@/lib/notify';
import { ACCOUNT_EXPORT_URL, useDeleteAccount } from '@/hooks/queries/account';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { forgetLocalMemory } from '@/hooks/parameter-memory-storage';

// Your data: a copy of it (JSON), or the account's deletion after typing the email (docs/account.md).

export function DataCard({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount();
  const matches = typed.trim().toLowerCase() === email.toLowerCase();

  function confirm() {
    remove.mutate(typed, {
      onSuccess: () => {
        forgetLocalMemory();
        notify.success(ACCOUNT_MESSAGES.deleted);
        // The session went with the account: a full load starts the visitor's landing afresh.
        window.location.assign('/');
      },
    });
  }

  return (
    <div>
      <h2 className="font-semibold">Your data</h2>
      <p className="mt-1 text-sm text-muted-foreground">Download a copy of your prompts, custom categories and parameters, or delete your account.</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <a href={ACCOUNT_EXPORT_URL} download className={buttonClasses('secondary', 'sm')}>
          <Download className="size-4" aria-hidden /> Export my data
        </a>
        <Button variant="danger" size="sm" onClick={() => setOpen(true)}>
          <Trash2 className="size-4" aria-hidden /> Delete my account
        </Button>
      </div>
      <Dialog open={open} onClose={() => setOpen(false)} title="Delete Account">
        <div className="space-y-3 text-sm">
          <p>
            This deletes your account, your prompts (private and shared), your custom categories and your parameter memory. It cannot be undone. An
            active monthly or yearly subscription is cancelled first.
          </p>
          <label className="block">
            <span className="mb-1 block font-medium [overflow-wrap:anywhere]">Type your email address ({email}) to confirm</span>
            <Input value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" aria-invalid={remove.isError || undefined} />
          </label>
          {remove.isError && (
            <p role="alert" className="text-red-700 dark:text-red-300">
              {remove.error instanceof ApiError ? remove.error.message : ACCOUNT_MESSAGES.deleteFailed}
            </p>
          )}
        </div>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Keep My Account
          </Button>
          <Button variant="danger" disabled={!matches} loading={remove.isPending} onClick={confirm}>
            Delete Forever
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
