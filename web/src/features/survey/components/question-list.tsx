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
import { Button, Flex, Tag, Typography } from 'antd';
import {
  LIKERT_STEPS,
  LIKERT_TEMPLATE_LABELS,
  NOMINAL_TYPE_LABELS,
  SURVEY_COMPONENT_KIND_LABELS,
  SurveyComponentKind,
  type SurveyComponentView,
} from '#shared/survey';
import { moveComponent, positionOf } from '../component-order';
import { QUESTION_TEXT as T } from '../text';

export interface QuestionListProps {
  items: SurveyComponentView[];
  /** Editing: drag handles and buttons; without them the list is read-only. */
  onMove?: (component: SurveyComponentView, position: number, items: SurveyComponentView[]) => void;
  onEdit?: (component: SurveyComponentView) => void;
  onRemove?: (component: SurveyComponentView) => void;
  disabled?: boolean;
}

/** The questions in their order; with `onMove` each has a handle to drag it, by pointer, touch or keyboard. */
export function QuestionList({ items, onMove, onEdit, onRemove, disabled }: QuestionListProps) {
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
    const moved = moveComponent(items, String(active.id), over ? String(over.id) : null);
    const component = items.find((item) => item._id === String(active.id));
    if (moved && component) onMove?.(component, moved.position, moved.items);
  };

  const sortable = !!onMove && !disabled;
  const list = (
    <ol style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="question-list">
      {items.map((item, index) => (
        <QuestionRow
          key={item._id}
          item={item}
          number={index + 1}
          sortable={sortable}
          movable={!!onMove}
          onEdit={onEdit && (() => onEdit(item))}
          onRemove={onRemove && (() => onRemove(item))}
          disabled={disabled}
        />
      ))}
    </ol>
  );
  // The context stays while a move is saved (disabled rows), so that the handle keeps the keyboard focus.
  if (!onMove) return list;
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

/** What a participant picks from, in one line under the title. */
function choicesOf(item: SurveyComponentView): string {
  if (item.kind === SurveyComponentKind.LIKERT && item.scaleTemplate) {
    return `${LIKERT_TEMPLATE_LABELS[item.scaleTemplate]}: ${LIKERT_STEPS[item.scaleTemplate].join(' · ')}`;
  }
  if (item.kind === SurveyComponentKind.NOMINAL && item.nominalType) {
    return `${NOMINAL_TYPE_LABELS[item.nominalType]}: ${item.options.map((o) => o.label).join(' · ')}`;
  }
  if (item.kind === SurveyComponentKind.CHOICE) {
    const how = item.multiple ? (item.maxSelection > 0 ? ` (höchstens ${item.maxSelection})` : ' (mehrere)') : '';
    return `${item.options.map((o) => o.label).join(' · ')}${how}`;
  }
  return '';
}

interface QuestionRowProps {
  item: SurveyComponentView;
  number: number;
  sortable: boolean;
  /** Shows the handle (also while a move is being saved, so that it keeps the focus). */
  movable: boolean;
  onEdit?: () => void;
  onRemove?: () => void;
  disabled?: boolean;
}

function QuestionRow({ item, number, sortable, movable, onEdit, onRemove, disabled }: QuestionRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item._id,
    disabled: !sortable,
  });
  const choices = choicesOf(item);
  return (
    <li
      ref={setNodeRef}
      data-testid="question-item"
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
        {movable && (
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
            <Typography.Text strong>
              {number}. {item.title}
            </Typography.Text>
            <Tag>{SURVEY_COMPONENT_KIND_LABELS[item.kind]}</Tag>
            {item.required && <Tag color="blue">{T.requiredMark}</Tag>}
          </Flex>
          {item.text && <Typography.Paragraph style={{ margin: '4px 0 0', whiteSpace: 'pre-line' }}>{item.text}</Typography.Paragraph>}
          {choices && (
            <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
              {choices}
            </Typography.Text>
          )}
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
