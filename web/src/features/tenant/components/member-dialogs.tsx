import { Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { AppModal } from '../../../components/modal/app-modal';
import { applyServerErrors, mailRules } from '../../../lib/form-rules';
import type { RequestError } from '../../../api/errors';
import type { LevelOption } from '../levels';
import { MEMBERS_TEXT, TENANT_TEXT } from '../text';

export interface MailLevelValues {
  mail: string;
  level: number;
}

interface MailLevelDialogProps {
  open: boolean;
  title: string;
  help: string;
  levels: LevelOption[];
  loading: boolean;
  onClose: () => void;
  /** Resolves to the error when the call failed, so that field errors land under the inputs; the caller toasts success. */
  onSubmit: (values: MailLevelValues) => Promise<RequestError | null>;
}

/** Add (an existing account) and invite (any address) share this form: e-mail plus role. */
export function MailLevelDialog({ open, title, help, levels, loading, onClose, onSubmit }: MailLevelDialogProps) {
  const [form] = Form.useForm<MailLevelValues>();
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const error = await onSubmit({ mail: values.mail.trim(), level: values.level });
    if (error) {
      applyServerErrors(form, error);
      return;
    }
    onClose();
  };

  return (
    <AppModal open={open} title={title} onClose={onClose} onConfirm={submit} confirmLoading={loading}>
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ level: levels[0]?.value }}>
        <Form.Item name="mail" label={TENANT_TEXT.mail} rules={mailRules} extra={help}>
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item name="level" label={TENANT_TEXT.role} rules={[{ required: true, message: MEMBERS_TEXT.levelRequired }]}>
          <Select options={levels} aria-label={TENANT_TEXT.role} />
        </Form.Item>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </AppModal>
  );
}

interface EditLevelDialogProps {
  open: boolean;
  name: string;
  level: number | undefined;
  levels: LevelOption[];
  loading: boolean;
  onClose: () => void;
  onSubmit: (level: number) => Promise<boolean>;
}

export function EditLevelDialog({ open, name, level, levels, loading, onClose, onSubmit }: EditLevelDialogProps) {
  const [form] = Form.useForm<{ level: number }>();
  useEffect(() => {
    if (open) form.setFieldsValue({ level });
  }, [open, level, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values && (await onSubmit(values.level))) onClose();
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
