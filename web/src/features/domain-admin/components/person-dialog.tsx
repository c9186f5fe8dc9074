import { Form, Input, Select } from 'antd';
import { TENANT_LEVEL_LABELS, tenantLevels, type TenantType } from '#shared/levels';
import { AppModal } from '../../../components/modal/app-modal';
import { otherMailRules } from '../../../lib/form-rules';
import { useFormMutation } from '../../../lib/use-form-mutation';
import { DOMAIN_ADMIN_TEXT as T, MEMBERS_TEXT } from '../text';

export const levelOptions = (type: TenantType) =>
  tenantLevels(type).map((level) => ({ value: level, label: TENANT_LEVEL_LABELS[type][level] }));

interface PersonDialogProps {
  open: boolean;
  title: string;
  confirmText: string;
  type: TenantType;
  loading: boolean;
  onSave: (values: { mail: string; level: number }) => Promise<unknown>;
  onClose: () => void;
}

/** Add an existing account or invite an address into a group, at a chosen role. */
export function PersonDialog({ open, title, confirmText, type, loading, onSave, onClose }: PersonDialogProps) {
  const [form] = Form.useForm();
  const submit = useFormMutation(form, onSave);
  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    if (!(await submit({ mail: values.mail.trim().toLowerCase(), level: values.level })).ok) return;
    form.resetFields();
    onClose();
  };
  return (
    <AppModal open={open} title={title} confirmText={confirmText} onClose={onClose} onConfirm={save} confirmLoading={loading}>
      <Form form={form} layout="vertical" onFinish={save}>
        <Form.Item label={T.mail} name="mail" rules={otherMailRules}>
          <Input type="email" />
        </Form.Item>
        <Form.Item label={T.role} name="level" rules={[{ required: true, message: MEMBERS_TEXT.levelRequired }]}>
          <Select options={levelOptions(type)} />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
