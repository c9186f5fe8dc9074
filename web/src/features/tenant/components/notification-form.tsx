import { Button, Card, Form, Input, Typography } from 'antd';
import { NOTIFICATION_MAX_LENGTH } from '#shared/validation';
import { toast } from '../../../lib/toast/toast';
import { useFormMutation } from '../../../lib/use-form-mutation';
import { useSendNotificationMutation } from '../api';
import { NOTIFICATIONS_TEXT } from '../text';

/** Characters left; SPEC 5 shows this counter but not the limit itself. */
export const remainingCharacters = (text: string | undefined) => NOTIFICATION_MAX_LENGTH - (text?.length ?? 0);

const FORM_NAME = 'notification';

/** Puts the cursor into the form's message field (the empty list's 'Erste Benachrichtigung schreiben'). */
export function focusNotificationForm() {
  const field = document.getElementById(`${FORM_NAME}_content`);
  field?.focus();
}

export function NotificationForm({ tenantId }: { tenantId: string }) {
  const [form] = Form.useForm<{ content: string }>();
  const content = Form.useWatch('content', form);
  const [sendNotification, { isLoading }] = useSendNotificationMutation();
  const send = useFormMutation(form, sendNotification);
  const remaining = remainingCharacters(content);

  const submit = async ({ content: text }: { content: string }) => {
    const result = await send({ tenantId, content: text.trim() });
    if (!result.ok) return;
    toast.success(NOTIFICATIONS_TEXT.sent);
    form.resetFields();
  };

  return (
    <Card size="small" style={{ marginBottom: 24 }}>
      <Form form={form} name={FORM_NAME} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          name="content"
          label={NOTIFICATIONS_TEXT.sendTitle}
          rules={[{ required: true, whitespace: true, message: NOTIFICATIONS_TEXT.messageRequired }]}
          extra={
            <Typography.Text type="secondary" aria-live="polite" data-testid="remaining">
              {NOTIFICATIONS_TEXT.remaining(remaining)}
            </Typography.Text>
          }
        >
          <Input.TextArea rows={3} maxLength={NOTIFICATION_MAX_LENGTH} placeholder={NOTIFICATIONS_TEXT.message} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {NOTIFICATIONS_TEXT.send}
        </Button>
      </Form>
    </Card>
  );
}
