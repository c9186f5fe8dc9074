import { Form, Select } from 'antd';
import { useEffect } from 'react';
import type { LevelOption } from '../../../components/members/person-dialog';
import { AppModal } from '../../../components/modal/app-modal';
import { useFormMutation } from '../../../lib/use-form-mutation';
import { MEMBERS_TEXT, TENANT_TEXT } from '../text';

interface EditLevelDialogProps {
  open: boolean;
  name: string;
  level: number | undefined;
  levels: LevelOption[];
  loading: boolean;
  onClose: () => void;
  /** Rejects when the call failed; the dialog then stays open. */
  onSubmit: (level: number) => Promise<unknown>;
}

export function EditLevelDialog({ open, name, level, levels, loading, onClose, onSubmit }: EditLevelDialogProps) {
  const [form] = Form.useForm<{ level: number }>();
  const save = useFormMutation(form, onSubmit);
  useEffect(() => {
    if (open) form.setFieldsValue({ level });
  }, [open, level, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values && (await save(values.level)).ok) onClose();
  };

  return (
    <AppModal open={open} title={MEMBERS_TEXT.editTitle(name)} onClose={onClose} onConfirm={submit} confirmLoading={loading}>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="level" label={TENANT_TEXT.role} rules={[{ required: true, message: MEMBERS_TEXT.levelRequired }]}>
          <Select options={levels} aria-label={TENANT_TEXT.role} />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
