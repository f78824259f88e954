import type { ReactNode } from 'react';
import { cn } from './cn';

/** A refusal or a failed load, announced (role=alert), red in both schemes. */
export function ErrorAlert({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p role="alert" className={cn('rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-700 dark:border-red-900 dark:bg-red-950 dark:text-red-300', className)}>
      {children}
    </p>
  );
}
