'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { cn, hasUtility } from './cn';
import { useIsClient } from '@/hooks/use-stored-state';

// A modal on the native <dialog>: focus moves in, Escape closes, the page behind is inert.
// Portalled to <body>, so a dialog's own form is never nested in the page's form.
export function Dialog({
  open,
  onClose,
  title,
  children,
  className,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // False on the server and while hydrating (no portal there), true soon after: a page's closed
  // dialogs never hold up its hydration.
  const mounted = useIsClient();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open, mounted]);
  if (!mounted) return null;
  return createPortal(
    <dialog
      ref={ref}
      onClose={onClose}
      onClick={(e) => e.target === ref.current && onClose()}
      // React events bubble through portals to the component tree: a dialog's own form must not
      // also submit a form it was opened from.
      onSubmit={(e) => e.stopPropagation()}
      aria-labelledby={titleId}
      className={cn(
        'm-auto rounded-lg border border-border bg-card p-0 text-foreground shadow-xl',
        !hasUtility(className, 'w-') && 'w-[min(28rem,calc(100vw-2rem))]',
        className,
      )}
    >
      {open && (
        <div className="p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            <button type="button" onClick={onClose} aria-label="Close" className="rounded p-1 text-muted-foreground hover:bg-muted">
              <X className="size-4" />
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>,
    document.body,
  );
}
