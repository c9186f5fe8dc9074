import { Alert, Drawer, Typography } from 'antd';
import { useState } from 'react';
import type { ProjectSubtask, ProjectTaskView, ProjectView } from '#shared/project';
import { useDiscardGuard } from '../../../components/discard-guard/discard-guard';
import { errorStatus, type RequestError } from '../../../lib/api/errors';
import { useIsMobile } from '../../../lib/media';
import { useLazyBoardQuery, useTickSubtaskMutation, useUpdateTaskMutation } from '../api';
import { placeOf, type BoardColumn } from '../board-order';
import { TASK_TEXT as T } from '../text';
import { SubtaskChecklist } from './subtask-checklist';
import { TaskForm } from './task-form';
import { TaskReadView } from './task-read-view';

export interface TaskDrawerProps {
  tenantId: string;
  project: ProjectView;
  columns: BoardColumn[];
  /** The task as the board holds it now (null once someone deleted it). */
  task: ProjectTaskView | null;
  onClose: () => void;
}

/**
 * A task's details. Every save sends the version the drawer last loaded: a stale one (someone else saved in
 * between) answers 409, whose German message the base query shows; the drawer then loads the stored task.
 * When another member's change arrives while nothing is typed here, the drawer follows it at once.
 */
export function TaskDrawer({ tenantId, project, columns, task, onClose }: TaskDrawerProps) {
  const mobile = useIsMobile();
  const [loaded, setLoaded] = useState<ProjectTaskView | null>(task);
  const [formKey, setFormKey] = useState(0);
  const [baseVersion, setBaseVersion] = useState(task?.version ?? 0);
  const [dirty, setDirty] = useState(false);
  const [seenVersion, setSeenVersion] = useState(task?.version);
  // Said inline, not as a toast: the 409's toast stays readable (one toast at a time, issue 28 §7).
  const [reloadedAfterConflict, setReloadedAfterConflict] = useState(false);
  const [update] = useUpdateTaskMutation();
  const [tick] = useTickSubtaskMutation();
  const [fetchBoard] = useLazyBoardQuery();
  // Closing with typed changes asks first (issue 28 §4).
  const guard = useDiscardGuard(dirty);

  const reload = (next: ProjectTaskView) => {
    setReloadedAfterConflict(false);
    setLoaded(next);
    setBaseVersion(next.version);
    setFormKey((key) => key + 1);
    setDirty(false);
  };
  // Another member's change arrived: taken over at once while nothing is typed here.
  if (task && task.version !== seenVersion) {
    setSeenVersion(task.version);
    if (!dirty && task.version !== baseVersion) reload(task);
  }

  /** After a failed save: a stale version (the toast has said why) loads the stored task. */
  const failed = async (error: RequestError) => {
    if (errorStatus(error) !== 409) return;
    try {
      const board = await fetchBoard({ tenantId, projectId: project._id }).unwrap();
      const fresh = placeOf(board.columns, loaded?._id ?? '');
      if (fresh) reload(fresh.column.tasks[fresh.position]);
      setReloadedAfterConflict(true);
    } catch {
      // The base query has shown the failure.
    }
  };
  /** Editors save the whole list; the owner who may not edit ticks the one subtask that changed. */
  const saveSubtasks = async (subtasks: ProjectSubtask[]) => {
    if (!task) return false;
    const ids = { tenantId, projectId: project._id, taskId: task._id, version: baseVersion };
    const index = subtasks.findIndex((s, i) => s.done !== task.subtasks[i]?.done);
    try {
      const saved = task.mayEdit
        ? await update({ ...ids, subtasks }).unwrap()
        : await tick({ ...ids, index, done: subtasks[index].done }).unwrap();
      setBaseVersion(saved.version);
      return true;
    } catch (error) {
      void failed(error as RequestError);
      return false;
    }
  };

  const current = task ?? loaded;
  return (
    <Drawer
      open
      title={current?.title ?? T.task}
      onClose={() => guard.confirm(onClose)}
      size={mobile ? '100%' : 560}
      data-testid="task-drawer"
      destroyOnHidden
    >
      {!task || !loaded ? (
        <Typography.Paragraph type="secondary">{T.gone}</Typography.Paragraph>
      ) : (
        <>
          {reloadedAfterConflict && <Alert type="info" showIcon title={T.reloaded} role="status" style={{ marginBottom: 16 }} />}
          <h3 className="plain-subtitle" style={{ fontSize: 15, marginTop: 0 }}>
            {T.subtasks}
          </h3>
          <SubtaskChecklist subtasks={task.subtasks} onSave={saveSubtasks} readOnly={!task.mayEdit} mayTick={task.mayProgress} />
          {!task.mayEdit ? (
            <TaskReadView key={formKey} tenantId={tenantId} project={project} columns={columns} task={task} />
          ) : (
            <TaskForm
              key={formKey}
              tenantId={tenantId}
              project={project}
              columns={columns}
              task={loaded}
              version={baseVersion}
              onDirty={() => setDirty(true)}
              onSaved={reload}
              onFailed={(error) => void failed(error)}
              onDeleted={() => {
                guard.release();
                onClose();
              }}
            />
          )}
        </>
      )}
      {guard.dialog}
    </Drawer>
  );
}
