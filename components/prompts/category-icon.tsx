import { categoryInfo } from '@/lib/library-categories';

/**
 * A system category's icon (decorative: the name beside it says what it is), from the sprite that
 * `npm run library:icons` draws from lucide: no icon module per category in the page's JavaScript.
 */
export function CategoryIcon({ name, className }: { name: string; className?: string }) {
  const icon = categoryInfo(name)?.icon ?? 'folder';
  return (
    <svg className={className} aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      <use href={`/category-icons.svg#${icon}`} />
    </svg>
  );
}
