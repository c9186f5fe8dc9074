import { CheckSquareOutlined, HolderOutlined, UserOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Flex, Typography } from 'antd';
import type { ProjectTaskView } from '#shared/project';
import { formatDay } from '../board-order';
import { BOARD_TEXT as T } from '../text';

/** What a card shows: title (opens the drawer), due date, subtasks ticked, owner. */
export function TaskCardBody({ task, onOpen }: { task: ProjectTaskView; onOpen?: () => void }) {
  const done = task.subtasks.filter((subtask) => subtask.done).length;
  const owner = task.owner ? `${task.owner.firstName} ${task.owner.lastName}` : null;
  return (
    <div style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
      <Button
        type="link"
        onClick={onOpen}
        aria-label={T.open(task.title)}
        style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
      >
        {task.title}
      </Button>
      <Flex gap={12} wrap style={{ fontSize: 12 }}>
        {task.dueDate && <Typography.Text type="secondary">{T.due(formatDay(task.dueDate))}</Typography.Text>}
        {task.subtasks.length > 0 && (
          <Typography.Text type="secondary">
            <CheckSquareOutlined aria-hidden /> {T.subtasks(done, task.subtasks.length)}
          </Typography.Text>
        )}
        {owner && (
          <Typography.Text type="secondary">
            <UserOutlined aria-hidden /> {owner}
          </Typography.Text>
        )}
      </Flex>
    </div>
  );
}

/** A task on the board: a handle to drag it (pointer, touch or keyboard) when the caller may move it (editors, the owner). */
export function TaskCard({ task, onOpen, disabled }: { task: ProjectTaskView; onOpen: () => void; disabled: boolean }) {
  const movable = task.mayProgress && !disabled;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: task._id,
    disabled: !movable,
  });
  return (
    <li
      ref={setNodeRef}
      className="project-task"
      data-testid="project-task"
      data-task-id={task._id}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.4 : undefined,
        borderLeftColor: task.color ?? 'var(--ant-color-border-secondary)',
      }}
    >
      <Flex gap={4} align="flex-start">
        {task.mayProgress && (
          <Button
            ref={setActivatorNodeRef}
            type="text"
            size="small"
            icon={<HolderOutlined aria-hidden />}
            aria-label={T.drag(task.title)}
            style={{ cursor: 'grab', touchAction: 'none', flex: 'none', marginTop: 2 }}
            {...attributes}
            {...listeners}
          />
        )}
        <TaskCardBody task={task} onOpen={onOpen} />
      </Flex>
    </li>
  );
}
