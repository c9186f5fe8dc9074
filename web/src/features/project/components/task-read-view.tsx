import { Descriptions, Select, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ProjectTaskView, ProjectView } from '#shared/project';
import { RichTextView } from '../../../components/rich-text/rich-text-view';
import { MaterialsList } from '../../../components/upload/materials-list';
import { formatDate } from '../../../lib/dates';
import { toast } from '../../../lib/toast/toast';
import { useMoveTaskMutation } from '../api';
import type { BoardColumn } from '../board-order';
import { TASK_TEXT as T } from '../text';
import { connectorKey } from './connector-select';

export interface TaskReadViewProps {
  tenantId: string;
  project: ProjectView;
  columns: BoardColumn[];
  task: ProjectTaskView;
}

const NONE = '–';

/**
 * A task for those who may not change it (issue 28 §15): its fields as text, each connector once as a link,
 * the files to download. The owner ('Verantwortlich') still moves it: for them the column is a select that
 * saves at once (issue 28 §2).
 */
export function TaskReadView({ tenantId, project, columns, task }: TaskReadViewProps) {
  const [move, { isLoading }] = useMoveTaskMutation();
  const [colId, setColId] = useState(task.colId);
  const column = columns.find((c) => c._id === colId);

  const moveTo = async (next: string) => {
    const target = columns.find((c) => c._id === next);
    const position = target ? target.tasks.filter((other) => other._id !== task._id).length : 0;
    setColId(next);
    try {
      await move({ tenantId, projectId: project._id, taskId: task._id, colId: next, position }).unwrap();
      toast.success(T.movedTo(target?.title ?? ''));
    } catch {
      setColId(task.colId); // the base query has shown the failure
    }
  };

  const columnItem = task.mayProgress ? (
    <Select
      aria-label={T.column}
      value={colId}
      disabled={isLoading}
      onChange={(next: string) => void moveTo(next)}
      options={columns.map((c) => ({ value: c._id, label: c.title }))}
      style={{ minWidth: 180 }}
    />
  ) : (
    (column?.title ?? NONE)
  );
  const connectors =
    task.connectors.length === 0 ? (
      NONE
    ) : (
      <ul style={{ margin: 0, paddingInlineStart: 18 }} data-testid="task-connectors">
        {task.connectors.map((connector) => (
          <li key={connectorKey(connector)}>
            <Link to={connector.path}>{`${T.kind(connector.kind)}: ${connector.title}`}</Link>
          </li>
        ))}
      </ul>
    );

  return (
    <div data-testid="task-read-view" style={{ marginTop: 16 }}>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'column', label: T.column, children: columnItem },
          { key: 'due', label: T.dueDate, children: task.dueDate ? formatDate(task.dueDate) : NONE },
          { key: 'owner', label: T.owner, children: task.owner ? `${task.owner.firstName} ${task.owner.lastName}` : NONE },
          { key: 'color', label: T.color, children: task.color ? (T.colorNames[task.color] ?? T.otherColor) : T.noColor },
          { key: 'connectors', label: T.connectors, children: connectors },
        ]}
      />
      <Typography.Title level={3} style={{ fontSize: 15, marginTop: 16 }}>
        {T.description}
      </Typography.Title>
      {task.description ? <RichTextView html={task.description} /> : <Typography.Text type="secondary">{NONE}</Typography.Text>}
      <Typography.Title level={3} style={{ fontSize: 15, marginTop: 16 }}>
        {T.materials}
      </Typography.Title>
      <MaterialsList materials={task.materials} />
    </div>
  );
}
