import { Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { AppModal } from '../../../components/modal/app-modal';
import { otherMailRules } from '../../../lib/form-rules';
import { useFormMutation } from '../../../lib/use-form-mutation';
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
  /** Rejects with the request error when the call failed, so that field errors land under the inputs; the caller toasts success. */
  onSubmit: (values: MailLevelValues) => Promise<unknown>;
}

/** Add (an existing account) and invite (any address) share this form: e-mail plus role. */
export function MailLevelDialog({ open, title, help, levels, loading, onClose, onSubmit }: MailLevelDialogProps) {
  const [form] = Form.useForm<MailLevelValues>();
  const save = useFormMutation(form, onSubmit);
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const result = await save({ mail: values.mail.trim(), level: values.level });
    if (result.ok) onClose();
  };

  return (
    <AppModal open={open} title={title} onClose={onClose} onConfirm={submit} confirmLoading={loading}>
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ level: levels[0]?.value }}>
        <Form.Item name="mail" label={TENANT_TEXT.mail} rules={otherMailRules} extra={help}>
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
