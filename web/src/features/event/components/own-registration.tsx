import { CheckCircleFilled } from '@ant-design/icons';
import { Alert, Button, Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import type { EventAnswerValue, EventView } from '#shared/event';
import { errorMessage, errorStatus } from '../../../lib/api/errors';
import { selectUser } from '../../../lib/session/selectors';
import { useAppSelector } from '../../../lib/state';
import { useFormMutation } from '../../../lib/use-form-mutation';
import { useOwnRegistrationQuery, useRegisterOwnMutation } from '../api';
import { participantFieldName } from '../participant-answers';
import { OWN_REGISTRATION_TEXT as T } from '../text';
import { AnswerInput, answerRules } from './public/participant-form';

interface AnswerValues {
  answers?: Record<string, EventAnswerValue | undefined>;
}

const blank = (value: EventAnswerValue | undefined) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/**
 * Issue 28 §1: 'Anmelden' on the event page while registration is open. The account gives name and address;
 * the dialog asks only the event's own fields (none: one click). Registered, the page says 'Du bist angemeldet.'
 */
export function OwnRegistration({ tenantId, event }: { tenantId: string; event: EventView }) {
  const eventId = event._id;
  const own = useOwnRegistrationQuery({ tenantId, eventId });
  const user = useAppSelector(selectUser);
  const [form] = Form.useForm<AnswerValues>();
  const [register, { isLoading }] = useRegisterOwnMutation();
  const send = useFormMutation(form, register, participantFieldName);
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (own.data?.registered) {
    return (
      <Typography.Paragraph data-testid="own-registered" style={{ marginBottom: 12 }}>
        <CheckCircleFilled aria-hidden style={{ color: 'var(--ant-color-success)', marginRight: 8 }} />
        {T.registered}
      </Typography.Paragraph>
    );
  }
  if (!own.data || !event.switches.registration) return null;

  const submit = async (values: AnswerValues) => {
    setFailure(null);
    const answers: Record<string, EventAnswerValue> = {};
    for (const field of event.customFields) {
      const value = values.answers?.[field._id];
      if (!blank(value)) answers[field._id] = typeof value === 'string' ? value.trim() : (value as EventAnswerValue);
    }
    const result = await send({ tenantId, eventId, body: event.customFields.length > 0 ? { answers } : {} });
    // 409 (registered meanwhile, e.g. through the public form) re-reads the state as well: the page says so.
    if (result.ok || errorStatus(result.error) === 409) {
      setOpen(false);
      return;
    }
    if (result.fields.length === 0) setFailure(errorMessage(result.error));
  };
  const name = user ? `${user.contact.first_name} ${user.contact.last_name}`.trim() : '';
  const intro = T.asAccount(name, user?.mail ?? '');
  const start = () => (event.customFields.length > 0 ? setOpen(true) : void submit({}));

  return (
    <>
      <Button type="primary" onClick={start} loading={isLoading && !open} style={{ marginBottom: 12 }} data-testid="own-register">
        {T.register}
      </Button>
      {failure && !open && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} />}
      <Modal
        open={open}
        title={T.dialogTitle}
        onCancel={() => setOpen(false)}
        okText={T.send}
        cancelText={T.cancel}
        onOk={() => form.submit()}
        confirmLoading={isLoading}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
        <Form<AnswerValues> form={form} name="own-registration" layout="vertical" requiredMark onFinish={submit} disabled={isLoading}>
          {event.customFields.map((field) => (
            <Form.Item key={field._id} name={['answers', field._id]} label={field.name} rules={answerRules(field)}>
              <AnswerInput field={field} />
            </Form.Item>
          ))}
        </Form>
        {failure && <Alert type="error" showIcon title={failure} />}
      </Modal>
    </>
  );
}
