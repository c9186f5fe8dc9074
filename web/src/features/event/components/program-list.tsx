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
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { EventProgramItem } from '#shared/event';
import { RichTextView } from '../../../components/rich-text/rich-text-view';
import { MaterialsList } from '../../../components/upload/materials-list';
import { moveItem, positionOf } from '../program-order';
import { PROGRAM_TEXT as T } from '../text';

export interface ProgramListProps {
  items: EventProgramItem[];
  /** Editing: drag handles and buttons; without it the list is read-only. */
  onReorder?: (items: EventProgramItem[]) => void;
  onEdit?: (item: EventProgramItem) => void;
  onRemove?: (item: EventProgramItem) => void;
  disabled?: boolean;
  /** The material links of the public page (the app's own otherwise). */
  materials?: (item: EventProgramItem) => ReactNode;
}

/** The programme in its order; with `onReorder` each item has a handle to drag it, by pointer, touch or keyboard. */
export function ProgramList({ items, onReorder, onEdit, onRemove, disabled, materials }: ProgramListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titleOf = (id: string | number) => items.find((item) => item._id === String(id))?.title ?? '';
  // German announcements for screen readers (dnd-kit's own are English).
  const announcements: Announcements = {
    onDragStart: ({ active }) => `${titleOf(active.id)} aufgenommen, Stelle ${positionOf(items, active.id)} von ${items.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `${titleOf(active.id)} über Stelle ${positionOf(items, over.id)} von ${items.length}.` : undefined,
    onDragEnd: ({ active, over }) => (over ? T.moved(titleOf(active.id), positionOf(items, over.id), items.length) : undefined),
    onDragCancel: ({ active }) => `Verschieben abgebrochen. ${titleOf(active.id)} bleibt an seiner Stelle.`,
  };
  const end = ({ active, over }: DragEndEvent) => {
    const next = moveItem(items, String(active.id), over ? String(over.id) : null);
    if (next.some((item, index) => item._id !== items[index]._id)) onReorder?.(next);
  };

  const list = (
    <ol style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="program-list">
      {items.map((item) => (
        <ProgramRow
          key={item._id}
          item={item}
          sortable={!!onReorder && !disabled}
          onEdit={onEdit && (() => onEdit(item))}
          onRemove={onRemove && (() => onRemove(item))}
          disabled={disabled}
          materials={materials ? materials(item) : <MaterialsList materials={item.materials} empty={null} />}
        />
      ))}
    </ol>
  );
  if (!onReorder) return list;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{ announcements, screenReaderInstructions: { draggable: T.dragHelp } }}
    >
      <SortableContext items={items.map((item) => item._id)} strategy={verticalListSortingStrategy}>
        {list}
      </SortableContext>
    </DndContext>
  );
}

interface ProgramRowProps {
  item: EventProgramItem;
  sortable: boolean;
  onEdit?: () => void;
  onRemove?: () => void;
  disabled?: boolean;
  materials: ReactNode;
}

function ProgramRow({ item, sortable, onEdit, onRemove, disabled, materials }: ProgramRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item._id,
    disabled: !sortable,
  });
  return (
    <li
      ref={setNodeRef}
      data-testid="program-item"
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        background: 'var(--ant-color-bg-container)',
        padding: '12px 0',
        borderBottom: '1px solid var(--ant-color-border-secondary)',
      }}
    >
      <Flex gap={8} align="flex-start">
        {sortable && (
          <Button
            ref={setActivatorNodeRef}
            type="text"
            icon={<HolderOutlined aria-hidden />}
            aria-label={T.drag(item.title)}
            style={{ cursor: 'grab', touchAction: 'none', flex: 'none' }}
            {...attributes}
            {...listeners}
          />
        )}
        <div style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          <Flex gap={8} wrap align="baseline">
            {item.time && <Typography.Text strong>{item.time}</Typography.Text>}
            <Typography.Text strong>{item.title}</Typography.Text>
          </Flex>
          <RichTextView html={item.description} />
          {materials}
        </div>
        {(onEdit || onRemove) && (
          <Flex gap={4} style={{ flex: 'none' }}>
            {onEdit && (
              <Button
                type="text"
                icon={<EditOutlined aria-hidden />}
                aria-label={T.edit(item.title)}
                onClick={onEdit}
                disabled={disabled}
              />
            )}
            {onRemove && (
              <Button
                type="text"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={T.remove(item.title)}
                onClick={onRemove}
                disabled={disabled}
              />
            )}
          </Flex>
        )}
      </Flex>
    </li>
  );
}
