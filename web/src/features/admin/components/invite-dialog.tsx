import { Form, Input, Select } from 'antd';
import { TENANT_LEVEL_LABELS, tenantLevels, TENANT_ADMIN_LEVEL, type TenantType } from '#shared/levels';
import { AppModal } from '../../../components/modal/app-modal';
import { otherMailRules } from '../../../lib/form-rules';
import { useFormMutation } from '../../../lib/use-form-mutation';
import { ADMIN_TEXT, TENANT_TEXT } from '../text';

interface InviteDialogProps {
  open: boolean;
  title: string;
  type: TenantType;
  loading: boolean;
  onSave: (values: { mail: string; level: number }) => Promise<unknown>;
  onClose: () => void;
}

/** Invites an address into a group; the role starts at the group's administrator, the usual first invitation. */
export function InviteDialog({ open, title, type, loading, onSave, onClose }: InviteDialogProps) {
  const [form] = Form.useForm();
  const submit = useFormMutation(form, onSave);
  const options = tenantLevels(type).map((level) => ({ value: level, label: TENANT_LEVEL_LABELS[type][level] }));
  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    if (!(await submit({ mail: values.mail.trim().toLowerCase(), level: values.level })).ok) return;
    form.resetFields();
    onClose();
  };
  return (
    <AppModal open={open} title={title} confirmText={TENANT_TEXT.inviteConfirm} onClose={onClose} onConfirm={save} confirmLoading={loading}>
      <Form form={form} layout="vertical" onFinish={save} initialValues={{ level: TENANT_ADMIN_LEVEL[type] }}>
        <Form.Item label={ADMIN_TEXT.mail} name="mail" rules={otherMailRules}>
          <Input type="email" />
        </Form.Item>
        <Form.Item label={ADMIN_TEXT.role} name="level" rules={[{ required: true, message: TENANT_TEXT.levelRequired }]}>
          <Select options={options} />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
