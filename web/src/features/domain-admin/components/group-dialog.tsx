import { Form, Input, Switch } from 'antd';
import { useEffect } from 'react';
import { AppModal } from '../../../components/modal/app-modal';
import { groupNameRules } from '../../../lib/form-rules';
import { useFormMutation } from '../../../lib/use-form-mutation';
import { DOMAIN_ADMIN_TEXT as T, GROUPS_TEXT } from '../text';

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
  const submit = useFormMutation(form, onSave);
  useEffect(() => {
    if (open) form.setFieldsValue(initial ?? { name: '', isPublic: false });
  }, [open, initial, form]);
  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    if ((await submit({ name: values.name.trim(), isPublic: !!values.isPublic })).ok) onClose();
  };
  return (
    <AppModal open={open} title={title} onClose={onClose} onConfirm={save} confirmLoading={loading}>
      <Form form={form} layout="vertical" onFinish={save}>
        <Form.Item label={T.name} name="name" rules={groupNameRules(GROUPS_TEXT.nameRequired)}>
          <Input />
        </Form.Item>
        <Form.Item label={GROUPS_TEXT.openGroup} name="isPublic" valuePropName="checked" extra={GROUPS_TEXT.openGroupHelp}>
          <Switch />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
