import { Form, Input, Typography } from 'antd';
import { useEffect } from 'react';
import { LEGAL_HOLD_REASON_MAX } from '#shared/retention';
import { AppModal } from '../../../components/modal/app-modal';
import { useFormMutation } from '../../../lib/use-form-mutation';
import { GROUPS_TEXT as T } from '../text';

interface LegalHoldDialogProps {
  group: { name: string } | null;
  loading: boolean;
  onSave: (values: { reason: string }) => Promise<unknown>;
  onClose: () => void;
}

/** Sets a legal hold on a group of the domain, with its reason (issue 26 §3). */
export function LegalHoldDialog({ group, loading, onSave, onClose }: LegalHoldDialogProps) {
  const [form] = Form.useForm();
  const submit = useFormMutation(form, onSave);
  useEffect(() => {
    if (group) form.setFieldsValue({ reason: '' });
  }, [group, form]);
  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    if ((await submit({ reason: values.reason.trim() })).ok) onClose();
  };
  return (
    <AppModal
      open={!!group}
      title={group ? T.holdTitle(group.name) : ''}
      onClose={onClose}
      onConfirm={save}
      confirmLoading={loading}
      confirmText={T.holdConfirm}
    >
      <Typography.Paragraph>{T.holdHelp}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={save}>
        <Form.Item name="reason" label={T.holdReason} rules={[{ required: true, whitespace: true, message: T.holdReasonRequired }]}>
          <Input.TextArea maxLength={LEGAL_HOLD_REASON_MAX} autoSize={{ minRows: 2 }} />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
