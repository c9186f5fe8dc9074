import { Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { TENANT_LEVEL_LABELS, tenantLevels, type TenantType } from '#shared/levels';
import { otherMailRules } from '../../lib/form-rules';
import { useFormMutation } from '../../lib/use-form-mutation';
import { AppModal } from '../modal/app-modal';
import { MEMBER_TABLE_TEXT as T } from './members-text';

export interface LevelOption {
  value: number;
  label: string;
}

/** The roles of a group type as select options, lowest first. */
export const levelOptions = (type: TenantType): LevelOption[] =>
  tenantLevels(type).map((level) => ({ value: level, label: TENANT_LEVEL_LABELS[type][level] }));

export interface PersonValues {
  mail: string;
  level: number;
}

interface PersonDialogProps {
  open: boolean;
  title: string;
  /** The confirm button; "Speichern" unless given. */
  confirmText?: string;
  /** Under the address: what happens to it. */
  help?: string;
  /** The roles offered, lowest first. */
  levels: LevelOption[];
  /** The role chosen when the dialog opens (none: the person must choose). */
  initialLevel?: number;
  loading: boolean;
  /** Rejects with the request error when the call failed, so that field errors land under the inputs; the caller toasts success. */
  onSave: (values: PersonValues) => Promise<unknown>;
  onClose: () => void;
}

/**
 * An address and a role: adds an existing account to a group or invites the address into it (the group's own
 * members page, the platform's group page and the domain's member drawer).
 */
export function PersonDialog({ open, title, confirmText, help, levels, initialLevel, loading, onSave, onClose }: PersonDialogProps) {
  const [form] = Form.useForm<PersonValues>();
  const submit = useFormMutation(form, onSave);
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    if ((await submit({ mail: values.mail.trim().toLowerCase(), level: values.level })).ok) onClose();
  };

  return (
    <AppModal open={open} title={title} confirmText={confirmText} onClose={onClose} onConfirm={save} confirmLoading={loading}>
      <Form form={form} layout="vertical" onFinish={save} initialValues={{ level: initialLevel }}>
        <Form.Item label={T.mail} name="mail" rules={otherMailRules} extra={help}>
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item label={T.role} name="level" rules={[{ required: true, message: T.levelRequired }]}>
          <Select options={levels} aria-label={T.role} />
        </Form.Item>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </AppModal>
  );
}
