import { PlusOutlined } from '@ant-design/icons';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button, Flex, Typography } from 'antd';
import type { BoardColumn as Column } from '../board-order';
import { columnDropId } from '../board-order';
import { BOARD_TEXT as T } from '../text';
import { TaskCard } from './task-card';

export interface BoardColumnProps {
  column: Column;
  onOpen: (taskId: string) => void;
  /** Offered to those who may create tasks. */
  onAdd?: () => void;
  /** While a move is saved nothing else moves. */
  disabled: boolean;
}

/** One column: its title and count, its tasks in order, and a drop area that takes tasks at its end. */
export function BoardColumn({ column, onOpen, onAdd, disabled }: BoardColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: columnDropId(column._id) });
  const headingId = `column-${column._id}`;
  return (
    <section className="project-column" aria-labelledby={headingId} data-testid="project-column" data-column={column.title}>
      <Flex justify="space-between" align="center" gap={8} style={{ marginBottom: 8 }}>
        <h2 id={headingId} className="plain-subtitle" style={{ margin: 0, fontSize: 15, overflowWrap: 'anywhere' }}>
          {column.title} <Typography.Text type="secondary">({column.tasks.length})</Typography.Text>
        </h2>
        {onAdd && (
          <Button type="text" size="small" icon={<PlusOutlined aria-hidden />} aria-label={T.addTaskTo(column.title)} onClick={onAdd} />
        )}
      </Flex>
      <SortableContext items={column.tasks.map((task) => task._id)} strategy={verticalListSortingStrategy}>
        <ul
          ref={setNodeRef}
          className="project-column-tasks"
          style={isOver ? { outline: '2px dashed var(--ant-color-primary)', outlineOffset: 2 } : undefined}
        >
          {column.tasks.map((task) => (
            <TaskCard key={task._id} task={task} onOpen={() => onOpen(task._id)} disabled={disabled} />
          ))}
          {column.tasks.length === 0 && (
            <li>
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                {T.emptyColumn}
              </Typography.Text>
            </li>
          )}
        </ul>
      </SortableContext>
    </section>
  );
}
