import { arrayMove } from '@dnd-kit/sortable';
import type { EventProgramItem } from '#shared/event';

// The programme's order as the drag and drop (and the keyboard) change it; pure, so it is tested on its own.

/** The items with `activeId` moved to where `overId` was; the same array when nothing moves. */
export function moveItem<T extends { _id: string }>(items: readonly T[], activeId: string, overId: string | null | undefined): T[] {
  if (!overId || activeId === overId) return [...items];
  const from = items.findIndex((item) => item._id === activeId);
  const to = items.findIndex((item) => item._id === overId);
  if (from < 0 || to < 0) return [...items];
  return arrayMove([...items], from, to);
}

/** 1-based position of an item, for the screen reader's announcements. */
export const positionOf = (items: readonly Pick<EventProgramItem, '_id'>[], id: string | number) =>
  items.findIndex((item) => item._id === String(id)) + 1;
