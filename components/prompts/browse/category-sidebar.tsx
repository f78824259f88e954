'use client';

import { Star } from 'lucide-react';
import { useSystemCategories } from '@/hooks/queries/categories';
import { displayCategoryName, isProCategoryName, PRO_CATEGORY_LABEL } from '@/lib/constants';
import dynamic from 'next/dynamic';

// Loaded only for users who have custom categories, so drag and drop stays out of everyone else's first load.
const CustomCategories = dynamic(() => import('./custom-categories').then((m) => m.CustomCategories), {
  ssr: false,
  loading: () => <div className="mx-3 h-16 animate-pulse rounded bg-muted" aria-busy="true" />,
});
import { cn } from '@/components/ui/cn';
import { categoryInfo } from '@/lib/library-categories';
import { CategoryIcon } from '../category-icon';

type Props = {
  selected: string[];
  selectedCustom: string[];
  singleCategoryMode: boolean;
  hasProAccess: boolean;
  onToggle: (id: string, isCustom: boolean) => void;
  onSingleMode: (on: boolean) => void;
};

export function CategorySidebar({ selected, selectedCustom, singleCategoryMode, hasProAccess, onToggle, onSingleMode }: Props) {
  const system = useSystemCategories();
  // A system category (custom ones are drawn by CustomCategories).
  const item = (id: string, name: string) => {
    const active = selected.includes(id);
    const pro = isProCategoryName(name);
    return (
      <li key={id}>
        <button
          type="button"
          aria-pressed={active}
          onClick={() => onToggle(id, false)}
          title={categoryInfo(name)?.description}
          className={cn(
            'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm transition-colors',
            active ? 'bg-accent text-accent-foreground' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
          )}
        >
          <CategoryIcon name={name} className="size-4 shrink-0" />
          <span className="flex-1 truncate">{displayCategoryName(name)}</span>
          {pro && <Star className="size-3.5 fill-amber-400 text-amber-400" aria-label={PRO_CATEGORY_LABEL} />}
        </button>
      </li>
    );
  };
  return (
    <nav aria-label="Categories" className="space-y-4">
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={singleCategoryMode} onChange={(e) => onSingleMode(e.target.checked)} />
        One category at a time
      </label>
      {hasProAccess && <CustomCategories selected={selectedCustom} hasProAccess={hasProAccess} onToggle={(id) => onToggle(id, true)} />}
      <div>
        <h2 className="mb-1 px-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground">Categories</h2>
        {system.isPending ? (
          <ul className="space-y-2" aria-busy="true">
            {Array.from({ length: 8 }, (_, i) => (
              <li key={i} className="h-8 animate-pulse rounded bg-muted" />
            ))}
          </ul>
        ) : (
          <ul className="space-y-0.5">{(system.data ?? []).map((c) => item(c._id, c.name))}</ul>
        )}
      </div>
    </nav>
  );
}
