import { Form } from 'antd';
import { TASK_TITLE_MAX_LENGTH } from '#shared/project';
import { TitleDialog, type TitleValues } from '../../../components/description-form/title-dialog';
import { toast } from '../../../lib/toast/toast';
import { useFormMutation } from '../../../lib/use-form-mutation';
import { useCreateTaskMutation } from '../api';
import type { BoardColumn } from '../board-order';
import { BOARD_TEXT as B, TASK_TEXT as T } from '../text';

export interface NewTaskDialogProps {
  tenantId: string;
  projectId: string;
  column: BoardColumn;
  onClose: () => void;
  /** The new task's drawer opens next, for everything beyond the title. */
  onCreated: (taskId: string) => void;
}

/** A new task needs only its title; it goes to the end of the column it was added in. */
export function NewTaskDialog({ tenantId, projectId, column, onClose, onCreated }: NewTaskDialogProps) {
  const [form] = Form.useForm<TitleValues>();
  const [create, { isLoading }] = useCreateTaskMutation();
  const save = useFormMutation(form, create);

  const submit = async (title: string) => {
    const result = await save({ tenantId, projectId, title, colId: column._id });
    if (!result.ok) return;
    toast.success(B.taskCreated);
    onClose();
    onCreated(result.data._id);
  };

  return (
    <TitleDialog
      form={form}
      heading={B.newTask}
      name="task-create"
      label={T.title}
      requiredMessage={T.titleRequired}
      max={TASK_TITLE_MAX_LENGTH}
      extra={`${T.column}: ${column.title}`}
      saving={isLoading}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
