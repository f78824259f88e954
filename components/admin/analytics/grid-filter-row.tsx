'use client';

import { useState } from 'react';
import { categoryTextLabel, displayCategoryName, isProCategoryName, PRO_CATEGORY_LABEL } from '@/lib/constants';
import type { CategoryDTO } from '@/lib/dto/categories';
import type { GridFilters } from './grid-state';

// The grid's filter row (spec P2 §2): Title, Description and Author are submitted with Enter;
// Category, Approved and Access Level apply when chosen.

const field = 'w-full min-w-0 rounded-md border border-border bg-background px-2 py-1 text-sm font-normal text-foreground';
const TEXT_FILTERS = ['title', 'description', 'author'] as const;

function TextFilter({ name, value, onSubmit }: { name: (typeof TEXT_FILTERS)[number]; value: string; onSubmit: (value: string) => void }) {
  const [draft, setDraft] = useState(value);
  return (
    <input
      type="search"
      className={field}
      value={draft}
      placeholder="Filter…"
      aria-label={`Filter by ${name}, press Enter to apply`}
      onChange={(e) => setDraft(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onSubmit(draft.trim());
        if (e.key === 'Escape') setDraft(value);
      }}
    />
  );
}

export function GridFilterRow({ filters, categories, onFilter }: { filters: GridFilters; categories: CategoryDTO[]; onFilter: (changes: Partial<GridFilters>) => void }) {
  return (
    <tr className="border-t border-border">
      <td className="px-3 py-2" />
      {TEXT_FILTERS.map((name) => (
        <td key={name} className="px-3 py-2">
          {/* Keyed by the applied value: Clear Filters empties the box too. */}
          <TextFilter key={filters[name]} name={name} value={filters[name]} onSubmit={(value) => onFilter(name === 'author' ? { author: value, authorId: '' } : { [name]: value })} />
        </td>
      ))}
      <td className="px-3 py-2">
        <select className={field} aria-label="Filter by category" value={filters.category} onChange={(e) => onFilter({ category: e.target.value })}>
          <option value="">All</option>
          {categories.map((c) =>
            // A pro category (trailing '*', spec P1 §3) shows its name and a star; an <option> holds no icon.
            isProCategoryName(c.name) ? (
              <option key={c._id} value={c._id} aria-label={`${displayCategoryName(c.name)}, ${PRO_CATEGORY_LABEL}`}>
                {categoryTextLabel(c.name)}
              </option>
            ) : (
              <option key={c._id} value={c._id}>
                {c.name}
              </option>
            ),
          )}
        </select>
      </td>
      <td className="px-3 py-2">
        <select className={field} aria-label="Filter by approved" value={filters.approved} onChange={(e) => onFilter({ approved: e.target.value as GridFilters['approved'] })}>
          <option value="">All</option>
          <option value="true">Approved</option>
          <option value="false">Not approved</option>
        </select>
      </td>
      <td className="px-3 py-2">
        <select className={field} aria-label="Filter by access level" value={filters.accessLevel} onChange={(e) => onFilter({ accessLevel: e.target.value as GridFilters['accessLevel'] })}>
          <option value="">All</option>
          <option value="free">Free</option>
          <option value="pro">Pro</option>
        </select>
      </td>
      <td colSpan={3} />
    </tr>
  );
}
