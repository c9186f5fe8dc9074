import { arrayMove } from '@dnd-kit/sortable';

// An ordered list as drag and drop (and the keyboard) change it; pure, so it is tested on its own.

/** Where `activeId` lands when dropped on `overId`: the new list and the 0-based target, or null when nothing moves. */
export function moveInList<T extends { _id: string }>(
  items: readonly T[],
  activeId: string,
  overId: string | null | undefined,
): { items: T[]; position: number } | null {
  if (!overId || activeId === overId) return null;
  const from = items.findIndex((item) => item._id === activeId);
  const to = items.findIndex((item) => item._id === overId);
  if (from < 0 || to < 0) return null;
  return { items: arrayMove([...items], from, to), position: to };
}

/** 1-based position of an item, for the screen reader's announcements. */
export const positionOf = (items: readonly { _id: string }[], id: string | number) =>
  items.findIndex((item) => item._id === String(id)) + 1;
