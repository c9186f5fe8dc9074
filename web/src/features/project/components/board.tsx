import { SettingOutlined } from '@ant-design/icons';
import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ProjectBoardView } from '#shared/project';
import { useAccess } from '../../../lib/access';
import { useMoveTaskMutation } from '../api';
import { dropTarget, placeOf, type BoardColumn as Column } from '../board-order';
import { BOARD_TEXT as T } from '../text';
import { BoardColumn } from './board-column';
import { ColumnsDialog } from './columns-dialog';
import { NewTaskDialog } from './new-task-dialog';
import { TaskCardBody } from './task-card';
import { TaskDrawer } from './task-drawer';

/** What a screen reader hears while a task moves: its title, the column and the place (from 1). */
function useAnnouncements(columns: Column[]): Announcements {
  const where = (activeId: UniqueIdentifier, overId: UniqueIdentifier | undefined) => {
    const from = placeOf(columns, String(activeId));
    const to = overId === undefined ? null : dropTarget(columns, String(activeId), String(overId));
    const place = to ?? from;
    const column = columns.find((candidate) => candidate._id === place?.colId);
    return { title: from?.column.tasks[from.position].title ?? '', column: column?.title ?? '', position: (place?.position ?? 0) + 1 };
  };
  return {
    onDragStart: ({ active }) => {
      const { title, column, position } = where(active.id, undefined);
      return T.pickedUp(title, column, position, columns.find((c) => c.title === column)?.tasks.length ?? 0);
    },
    onDragOver: ({ active, over }) => {
      const { title, column, position } = where(active.id, over?.id);
      return T.over(title, column, position);
    },
    onDragEnd: ({ active, over }) => {
      const { title, column, position } = where(active.id, over?.id);
      return T.moved(title, column, position);
    },
    onDragCancel: ({ active }) => T.cancelled(where(active.id, undefined).title),
  };
}

/**
 * The tasks tab: the columns side by side (stacked on phones); tasks move by pointer, touch or keyboard within
 * and between columns. The server settles concurrent moves; the board shows the move at once and then follows
 * the server's order, also when another member moves something (socket push, see ../sagas.ts).
 */
export function Board({ tenantId, board }: { tenantId: string; board: ProjectBoardView }) {
  const { project, columns } = board;
  const access = useAccess();
  const mayCreate = access.can('project:create');
  const mayEditColumns = project.mayEdit && access.can('project:edit');
  const [params, setParams] = useSearchParams();
  const openTaskId = params.get('task');
  const [adding, setAdding] = useState<Column | null>(null);
  const [editingColumns, setEditingColumns] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [move, { isLoading: moving }] = useMoveTaskMutation();
  const announcements = useAnnouncements(columns);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const openTask = (taskId: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (taskId) next.set('task', taskId);
        else next.delete('task');
        return next;
      },
      { replace: true },
    );
  const end = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    const target = dropTarget(columns, String(active.id), over ? String(over.id) : null);
    if (!target) return;
    // No version: a move is settled by the server whatever else changed meanwhile (issue 17 §1).
    move({ tenantId, projectId: project._id, taskId: String(active.id), ...target })
      .unwrap()
      .catch(() => undefined); // the base query has shown the failure; the card went back
  };
  const active = activeId ? placeOf(columns, activeId) : null;
  const openTaskView = openTaskId ? placeOf(columns, openTaskId) : null;

  return (
    <>
      {mayEditColumns && (
        <Flex justify="flex-end" style={{ marginBottom: 12 }}>
          <Button icon={<SettingOutlined aria-hidden />} onClick={() => setEditingColumns(true)}>
            {T.editColumns}
          </Button>
        </Flex>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        onDragStart={({ active: started }) => setActiveId(String(started.id))}
        onDragEnd={end}
        onDragCancel={() => setActiveId(null)}
        accessibility={{ announcements, screenReaderInstructions: { draggable: T.dragHelp } }}
      >
        {/* Focusable, so that a board wider than the screen scrolls by keyboard too. */}
        <div className="project-board" role="region" aria-label={T.board} tabIndex={0} data-testid="project-board">
          {columns.map((column) => (
            <BoardColumn
              key={column._id}
              column={column}
              onOpen={openTask}
              onAdd={mayCreate ? () => setAdding(column) : undefined}
              disabled={moving}
            />
          ))}
        </div>
        <DragOverlay>
          {active && (
            <div className="project-task" style={{ borderLeftColor: active.column.tasks[active.position].color ?? undefined }}>
              <TaskCardBody task={active.column.tasks[active.position]} />
            </div>
          )}
        </DragOverlay>
      </DndContext>
      {adding && (
        <NewTaskDialog
          tenantId={tenantId}
          projectId={project._id}
          column={adding}
          onClose={() => setAdding(null)}
          onCreated={(taskId) => openTask(taskId)}
        />
      )}
      {editingColumns && <ColumnsDialog tenantId={tenantId} project={project} onClose={() => setEditingColumns(false)} />}
      {openTaskId && (
        <TaskDrawer
          key={openTaskId}
          tenantId={tenantId}
          project={project}
          columns={columns}
          task={openTaskView ? openTaskView.column.tasks[openTaskView.position] : null}
          onClose={() => openTask(null)}
        />
      )}
    </>
  );
}
