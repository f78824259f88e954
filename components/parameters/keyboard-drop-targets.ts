import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

// Arrow keys move a picked-up orphan from one drop target (a personal parameter) to the next, rather
// than 25 px at a time: the keyboard equivalent of dragging onto a row. dnd-kit's sortable getter
// needs the dragged item to be a drop target itself, which an orphan is not.

const UP = ['ArrowUp', 'ArrowLeft'];
const DOWN = ['ArrowDown', 'ArrowRight'];

export const dropTargetCoordinates: KeyboardCoordinateGetter = (event, { context: { collisionRect, droppableRects, droppableContainers } }) => {
  const up = UP.includes(event.code);
  if (!up && !DOWN.includes(event.code)) return undefined;
  event.preventDefault();
  if (!collisionRect) return undefined;
  const center = collisionRect.top + collisionRect.height / 2;
  let best: { top: number; left: number; width: number; height: number } | null = null;
  let bestDistance = Infinity;
  for (const container of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(container.id);
    if (!rect) continue;
    const distance = rect.top + rect.height / 2 - center;
    // Strictly beyond the current target in the pressed direction, nearest first.
    if (up ? distance >= -1 : distance <= 1) continue;
    if (Math.abs(distance) < bestDistance) {
      bestDistance = Math.abs(distance);
      best = rect;
    }
  }
  if (!best) return undefined;
  return {
    x: best.left + (best.width - collisionRect.width) / 2,
    y: best.top + (best.height - collisionRect.height) / 2,
  };
};
