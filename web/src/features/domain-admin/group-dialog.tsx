import { Form, Input, Switch } from 'antd';
import { useEffect } from 'react';
import { MESSAGES, TITLE_MAX_LENGTH } from '#shared/validation';
import { applyServerErrors } from '../../lib/form-rules';
import type { RequestError } from '../../api/errors';
import { AppModal } from '../../components/modal/app-modal';

export const GROUP_NAME_REQUIRED = 'Bitte gib einen Namen ein.';

interface GroupDialogProps {
  open: boolean;
  title: string;
  initial?: { name: string; isPublic: boolean };
  loading: boolean;
  onSave: (values: { name: string; isPublic: boolean }) => Promise<unknown>;
  onClose: () => void;
}

/** Create or edit a group of the domain: its name and whether it is open to join. */
export function GroupDialog({ open, title, initial, loading, onSave, onClose }: GroupDialogProps) {
  const [form] = Form.useForm();
  useEffect(() => {
    if (open) form.setFieldsValue(initial ?? { name: '', isPublic: false });
  }, [open, initial, form]);
  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await onSave({ name: values.name.trim(), isPublic: !!values.isPublic });
      onClose();
    } catch (error) {
      applyServerErrors(form, error as RequestError);
      // The base query has already shown the error toast (SPEC 8).
    }
  };
  return (
    <AppModal open={open} title={title} onClose={onClose} onConfirm={save} confirmLoading={loading}>
      <Form form={form} layout="vertical" onFinish={save}>
        <Form.Item
          label="Name"
          name="name"
          rules={[
            { required: true, whitespace: true, message: GROUP_NAME_REQUIRED },
            { max: TITLE_MAX_LENGTH, message: MESSAGES.tooLong(TITLE_MAX_LENGTH) },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item label="Offene Gruppe (alle dürfen beitreten)" name="isPublic" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
