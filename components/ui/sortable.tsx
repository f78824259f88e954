'use client';

import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { cn } from './cn';

// One sortable row for @dnd-kit lists (the category managers): the row's ref and motion, and a grip
// button that picks it up with the pointer or the keyboard (Space, arrows, Space).

export function useSortableRow(id: string, enabled: boolean) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled: !enabled });
  return {
    rowRef: setNodeRef,
    rowStyle: { transform: CSS.Transform.toString(transform), transition },
    isDragging,
    grip: (label: string, className?: string) => (
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={label}
        className={cn('cursor-grab touch-none rounded p-1 text-muted-foreground hover:bg-muted active:cursor-grabbing', className)}
      >
        <GripVertical className="size-4" aria-hidden />
      </button>
    ),
  };
}
