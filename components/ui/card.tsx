import type { HTMLAttributes } from 'react';
import { cn, hasUtility } from './cn';

export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('rounded-lg border border-border bg-card transition-colors', !hasUtility(className, 'p-') && 'p-5', className)} {...rest} />;
}
