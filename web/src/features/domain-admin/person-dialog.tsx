import { Form, Input, Select } from 'antd';
import { EMAIL_PATTERN, MESSAGES } from '#shared/validation';
import { TENANT_LEVEL_LABELS, tenantLevels, type TenantType } from '#shared/levels';
import type { RequestError } from '../../api/errors';
import { AppModal } from '../../components/modal/app-modal';
import { applyServerErrors } from '../../lib/form-rules';

export const MAIL_REQUIRED = 'Bitte gib eine E-Mail-Adresse ein.';
export const LEVEL_REQUIRED = 'Bitte wähle eine Rolle aus.';

export const levelOptions = (type: TenantType) => tenantLevels(type).map((level) => ({ value: level, label: TENANT_LEVEL_LABELS[type][level] }));

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
  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await onSave({ mail: values.mail.trim().toLowerCase(), level: values.level });
      form.resetFields();
      onClose();
    } catch (error) {
      applyServerErrors(form, error as RequestError);
      // The base query has already shown the error toast (SPEC 8).
    }
  };
  return (
    <AppModal open={open} title={title} confirmText={confirmText} onClose={onClose} onConfirm={save} confirmLoading={loading}>
      <Form form={form} layout="vertical" onFinish={save}>
        <Form.Item
          label="E-Mail-Adresse"
          name="mail"
          rules={[
            { required: true, whitespace: true, message: MAIL_REQUIRED },
            { pattern: EMAIL_PATTERN, transform: (v: string) => v?.trim(), message: MESSAGES.emailInvalid },
          ]}
        >
          <Input type="email" />
        </Form.Item>
        <Form.Item label="Rolle" name="level" rules={[{ required: true, message: LEVEL_REQUIRED }]}>
          <Select options={levelOptions(type)} />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
