import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn, hasUtility } from './cn';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, ...rest },
  ref,
) {
  return (
    <input
      ref={ref}
      className={cn(
        'rounded-md border border-border bg-background px-3 text-sm text-foreground placeholder:text-muted-foreground',
        !hasUtility(className, 'h-') && 'h-10',
        !hasUtility(className, 'w-') && 'w-full',
        className,
      )}
      {...rest}
    />
  );
});
