import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from './cn';

type Variant = 'primary' | 'secondary' | 'ghost' | 'ghostDanger' | 'danger';
type Size = 'sm' | 'md' | 'lg';

export const buttonClasses = (variant: Variant = 'primary', size: Size = 'md', className?: string): string =>
  cn(
    'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50',
    size === 'sm' && 'h-9 px-3 text-sm',
    size === 'md' && 'h-10 px-4 text-sm',
    size === 'lg' && 'h-11 px-5 text-base',
    variant === 'primary' && 'bg-accent text-accent-foreground hover:opacity-90',
    variant === 'secondary' && 'border border-border bg-card text-foreground hover:bg-muted',
    variant === 'ghost' && 'text-foreground hover:bg-muted',
    variant === 'ghostDanger' && 'text-red-600 hover:bg-muted dark:text-red-400',
    variant === 'danger' && 'bg-red-600 text-white hover:bg-red-700',
    className,
  );

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; size?: Size; loading?: boolean };

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, loading, className, children, disabled, type = 'button', ...rest },
  ref,
) {
  return (
    <button ref={ref} type={type} className={buttonClasses(variant, size, className)} disabled={disabled || loading} {...rest}>
      {loading && (
        <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
      )}
      {children}
    </button>
  );
});
