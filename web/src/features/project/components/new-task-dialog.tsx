import { Form, Input } from 'antd';
import { TASK_TITLE_MAX_LENGTH } from '#shared/project';
import { MESSAGES } from '#shared/validation';
import { AppModal } from '../../../components/modal/app-modal';
import { toast } from '../../../components/toast/toast';
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
  const [form] = Form.useForm<{ title: string }>();
  const [create, { isLoading }] = useCreateTaskMutation();
  const save = useFormMutation(form, create);

  const submit = async ({ title }: { title: string }) => {
    const result = await save({ tenantId, projectId, title: title.trim(), colId: column._id });
    if (!result.ok) return;
    toast.success(B.taskCreated);
    onClose();
    onCreated(result.data._id);
  };

  return (
    <AppModal open title={B.newTask} onClose={onClose} onConfirm={() => form.submit()} confirmLoading={isLoading} width={480}>
      <Form
        form={form}
        name="task-create"
        layout="vertical"
        requiredMark={false}
        initialValues={{ title: '' }}
        onFinish={submit}
        disabled={isLoading}
      >
        <Form.Item
          name="title"
          label={T.title}
          extra={`${T.column}: ${column.title}`}
          rules={[
            { required: true, whitespace: true, message: T.titleRequired },
            { max: TASK_TITLE_MAX_LENGTH, message: MESSAGES.tooLong(TASK_TITLE_MAX_LENGTH) },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
