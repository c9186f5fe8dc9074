import { Form, Input, Select } from 'antd';
import { TENANT_LEVEL_LABELS, tenantLevels, type TenantType } from '#shared/levels';
import { otherMailRules } from '../../lib/form-rules';
import { useFormMutation } from '../../lib/use-form-mutation';
import { AppModal } from '../modal/app-modal';
import { MEMBER_TABLE_TEXT as T } from './members-text';

/** The roles of a group type as select options, lowest first. */
export const levelOptions = (type: TenantType) =>
  tenantLevels(type).map((level) => ({ value: level, label: TENANT_LEVEL_LABELS[type][level] }));

interface PersonDialogProps {
  open: boolean;
  title: string;
  confirmText: string;
  type: TenantType;
  /** The role chosen when the dialog opens (none: the person must choose). */
  initialLevel?: number;
  loading: boolean;
  onSave: (values: { mail: string; level: number }) => Promise<unknown>;
  onClose: () => void;
}

/** An address and a role: adds an existing account to a group or invites the address into it. */
export function PersonDialog({ open, title, confirmText, type, initialLevel, loading, onSave, onClose }: PersonDialogProps) {
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
      <Form form={form} layout="vertical" onFinish={save} initialValues={{ level: initialLevel }}>
        <Form.Item label={T.mail} name="mail" rules={otherMailRules}>
          <Input type="email" />
        </Form.Item>
        <Form.Item label={T.role} name="level" rules={[{ required: true, message: T.levelRequired }]}>
          <Select options={levelOptions(type)} />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
