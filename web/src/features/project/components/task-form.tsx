import { Flex, Form, Select } from 'antd';
import { Link } from 'react-router-dom';
import type { ConnectorView } from '#shared/linked-content';
import { TASK_TITLE_MAX_LENGTH, type ProjectTaskView, type ProjectView } from '#shared/project';
import { DateInput } from '../../../components/date-input';
import { FormFooter } from '../../../components/description-form/form-footer';
import { TitleItem } from '../../../components/description-form/form-items';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor';
import { MaterialsField, materialsValue, type MaterialsValue } from '../../../components/upload/materials-field';
import { useAccess } from '../../../lib/access';
import type { RequestError } from '../../../lib/api/errors';
import { toast } from '../../../lib/toast/toast';
import { useFormMutation } from '../../../lib/use-form-mutation';
import { useDeleteTaskMutation, useMoveTaskMutation, useUpdateTaskMutation } from '../api';
import type { BoardColumn } from '../board-order';
import { TASK_TEXT as T } from '../text';
import { ConnectorSelect, connectorKey } from './connector-select';
import { OwnerSelect } from './owner-select';
import { TaskColorField } from './task-color-field';

interface TaskValues {
  title: string;
  description: string;
  colId: string;
  dueDate?: string | null;
  color: string;
  owner: string | null;
  connectors: ConnectorView[];
  materials: MaterialsValue;
}

export interface TaskFormProps {
  tenantId: string;
  project: ProjectView;
  columns: BoardColumn[];
  /** The task as the drawer loaded it (the form starts from it). */
  task: ProjectTaskView;
  /** The version to send: the one loaded, or the checklist's latest save. */
  version: number;
  onDirty: () => void;
  onSaved: (task: ProjectTaskView) => void;
  onFailed: (error: RequestError) => void;
  onDeleted: () => void;
}

const fromTask = (task: ProjectTaskView): TaskValues => ({
  title: task.title,
  description: task.description,
  colId: task.colId,
  dueDate: task.dueDate,
  color: task.color ?? '',
  owner: task.owner?._id ?? null,
  connectors: task.connectors,
  materials: materialsValue(task.materials),
});

/** The task's fields for those who may edit it (the others: task-read-view.tsx); a column chosen here moves the task to that column's end after saving. */
export function TaskForm(props: TaskFormProps) {
  const { tenantId, project, columns, task, version, onDirty, onSaved, onFailed, onDeleted } = props;
  const access = useAccess();
  const [form] = Form.useForm<TaskValues>();
  const [update, { isLoading: saving }] = useUpdateTaskMutation();
  const [move, { isLoading: moving }] = useMoveTaskMutation();
  const [remove] = useDeleteTaskMutation();
  const save = useFormMutation(form, update);
  const busy = saving || moving;
  const ids = { tenantId, projectId: project._id, taskId: task._id };

  const submit = async (values: TaskValues) => {
    const result = await save({
      ...ids,
      title: values.title.trim(),
      description: values.description ?? '',
      dueDate: values.dueDate ?? null,
      color: values.color || null,
      owner: values.owner ?? null,
      connectors: values.connectors.map(({ kind, targetId }) => ({ kind, targetId })),
      materials: values.materials.keep.map((material) => material._id),
      newUploads: values.materials.added,
      version,
    });
    if (!result.ok) {
      onFailed(result.error);
      return;
    }
    let saved = result.data;
    if (values.colId !== saved.colId) {
      const target = columns.find((column) => column._id === values.colId);
      const position = target ? target.tasks.filter((other) => other._id !== task._id).length : 0;
      try {
        await move({ ...ids, colId: values.colId, position }).unwrap();
        saved = { ...saved, colId: values.colId, position };
      } catch {
        // The base query has shown the failure; the fields are saved.
      }
    }
    toast.success(T.saved);
    onSaved(saved);
  };
  const deleteTask = async () => {
    await remove(ids).unwrap();
    toast.success(T.deleted);
    onDeleted();
  };

  return (
    <Form<TaskValues>
      form={form}
      name="task"
      layout="vertical"
      requiredMark={false}
      initialValues={fromTask(task)}
      onFinish={submit}
      onValuesChange={onDirty}
      disabled={busy}
      style={{ marginTop: 16 }}
    >
      <TitleItem label={T.title} requiredMessage={T.titleRequired} max={TASK_TITLE_MAX_LENGTH} />
      <Form.Item name="colId" label={T.column}>
        <Select options={columns.map((column) => ({ value: column._id, label: column.title }))} />
      </Form.Item>
      <Flex gap={12} wrap>
        <Form.Item name="dueDate" label={T.dueDate} style={{ flex: '1 1 180px' }}>
          <DateInput allowClear />
        </Form.Item>
        <Form.Item name="owner" label={T.owner} style={{ flex: '1 1 220px' }}>
          <OwnerSelect tenantId={tenantId} owner={task.owner} disabled={busy} />
        </Form.Item>
      </Flex>
      <Form.Item name="color" label={T.color}>
        <TaskColorField disabled={busy} />
      </Form.Item>
      <Form.Item
        name="connectors"
        label={T.connectors}
        extra={
          task.connectors.length > 0 && (
            <ul style={{ margin: '8px 0 0', paddingInlineStart: 18 }} data-testid="task-connectors">
              {task.connectors.map((connector) => (
                <li key={connectorKey(connector)}>
                  <Link to={connector.path}>{`${T.kind(connector.kind)}: ${connector.title}`}</Link>
                </li>
              ))}
            </ul>
          )
        }
      >
        <ConnectorSelect tenantId={tenantId} disabled={busy} />
      </Form.Item>
      <Form.Item name="description" label={T.description}>
        <RichTextEditor aria-label={T.description} disabled={busy} />
      </Form.Item>
      <Form.Item name="materials" label={T.materials}>
        <MaterialsField disabled={busy} />
      </Form.Item>
      {/* The form is disabled while busy, so the footer's buttons are too. */}
      <FormFooter
        saveText={T.save}
        saving={saving}
        remove={
          task.mayDelete && access.can('project:edit')
            ? { label: T.delete, title: T.deleteTitle(task.title), text: T.deleteText, onConfirm: deleteTask }
            : undefined
        }
      />
    </Form>
  );
}
