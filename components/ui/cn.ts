import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. No class merging at run time (tailwind-merge was 8 KB gzipped in every page's
 * first load): two utilities for the same property never meet in one element's classes. A component
 * whose default a caller may replace (a dialog's width, an input's height) leaves it out when the
 * caller sets it (`hasUtility`); variants are exclusive (`a ? 'x' : 'y'`).
 */
export const cn = (...inputs: ClassValue[]): string => clsx(inputs);

/** Whether `className` has a utility starting with `prefix` ('w-', 'h-', 'p-'). */
export const hasUtility = (className: string | undefined, prefix: string): boolean =>
  !!className && className.split(/\s+/).some((c) => c.startsWith(prefix));
