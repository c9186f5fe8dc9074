import { DeleteOutlined, EditOutlined, HolderOutlined } from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { moveInList, positionOf } from './sortable-order';
import { SORTABLE_TEXT as T } from './text';

export interface SortableListProps<T extends { _id: string }> {
  items: T[];
  /** Names an item on its handle and buttons and to screen readers. */
  titleOf: (item: T) => string;
  /** The body of one row; `index` counts from 0. */
  renderItem: (item: T, index: number) => ReactNode;
  /** Editing: a handle on every row; the list is read-only without it. */
  onMove?: (item: T, position: number, items: T[]) => void;
  onEdit?: (item: T) => void;
  onRemove?: (item: T) => void;
  /** While a change is saved: handles stay (they keep the keyboard focus) but nothing moves. */
  disabled?: boolean;
  /** How to move an item, read to screen readers when a handle gets the focus. */
  dragHelp: string;
  testId?: string;
  itemTestId?: string;
  /** 'small': one compact line per item (a table of contents) instead of a card-like row. */
  size?: 'default' | 'small';
}

/**
 * An ordered list whose items move by pointer, touch or keyboard (Space picks up, arrows move, Space drops), with
 * German announcements and optional edit and remove buttons per row: questions, programme items, chapters.
 */
export function SortableList<T extends { _id: string }>(props: SortableListProps<T>) {
  const { items, titleOf, onMove, dragHelp, testId } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const title = (id: string | number) => {
    const item = items.find((candidate) => candidate._id === String(id));
    return item ? titleOf(item) : '';
  };
  const count = items.length;
  const announcements: Announcements = {
    onDragStart: ({ active }) => T.pickedUp(title(active.id), positionOf(items, active.id), count),
    onDragOver: ({ active, over }) => (over ? T.over(title(active.id), positionOf(items, over.id), count) : undefined),
    onDragEnd: ({ active, over }) => (over ? T.moved(title(active.id), positionOf(items, over.id), count) : undefined),
    onDragCancel: ({ active }) => T.cancelled(title(active.id)),
  };
  const end = ({ active, over }: DragEndEvent) => {
    const moved = moveInList(items, String(active.id), over ? String(over.id) : null);
    const item = items.find((candidate) => candidate._id === String(active.id));
    if (moved && item) onMove?.(item, moved.position, moved.items);
  };

  const list = (
    <ol style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid={testId}>
      {items.map((item, index) => (
        <SortableRow key={item._id} item={item} index={index} list={props} />
      ))}
    </ol>
  );
  if (!onMove) return list;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{ announcements, screenReaderInstructions: { draggable: dragHelp } }}
    >
      <SortableContext items={items.map((item) => item._id)} strategy={verticalListSortingStrategy}>
        {list}
      </SortableContext>
    </DndContext>
  );
}

function SortableRow<T extends { _id: string }>({ item, index, list }: { item: T; index: number; list: SortableListProps<T> }) {
  const { titleOf, renderItem, onMove, onEdit, onRemove, disabled, itemTestId, size } = list;
  const small = size === 'small';
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item._id,
    disabled: !onMove || disabled,
  });
  const title = titleOf(item);
  return (
    <li
      ref={setNodeRef}
      data-testid={itemTestId}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        background: 'var(--ant-color-bg-container)',
        padding: small ? 0 : '12px 0',
        borderBottom: '1px solid var(--ant-color-border-secondary)',
      }}
    >
      <Flex gap={small ? 4 : 8} align={small ? 'center' : 'flex-start'} style={small ? { minHeight: 40 } : undefined}>
        {onMove && (
          <Button
            ref={setActivatorNodeRef}
            type="text"
            size={small ? 'small' : undefined}
            icon={<HolderOutlined aria-hidden />}
            aria-label={T.drag(title)}
            style={{ cursor: 'grab', touchAction: 'none', flex: 'none' }}
            {...attributes}
            {...listeners}
          />
        )}
        <div style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{renderItem(item, index)}</div>
        {(onEdit || onRemove) && (
          <Flex gap={4} style={{ flex: 'none' }}>
            {onEdit && (
              <Button
                type="text"
                icon={<EditOutlined aria-hidden />}
                aria-label={T.edit(title)}
                onClick={() => onEdit(item)}
                disabled={disabled}
              />
            )}
            {onRemove && (
              <Button
                type="text"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={T.remove(title)}
                onClick={() => onRemove(item)}
                disabled={disabled}
              />
            )}
          </Flex>
        )}
      </Flex>
    </li>
  );
}
