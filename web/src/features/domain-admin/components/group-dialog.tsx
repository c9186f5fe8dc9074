import { Form } from 'antd';
import { useEffect } from 'react';
import { GroupNameItem, OpenGroupItem } from '../../../components/group-form/group-fields';
import { AppModal } from '../../../components/modal/app-modal';
import { useFormMutation } from '../../../lib/use-form-mutation';

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
        <GroupNameItem />
        <OpenGroupItem />
      </Form>
    </AppModal>
  );
}
