import { Alert, Button, Checkbox, Form, Input, Radio, Select } from 'antd';
import { useState } from 'react';
import {
  EVENT_TEXT_ANSWER_MAX_LENGTH,
  EventFieldType,
  type EventAnswerValue,
  type EventCustomField,
  type PublicEventView,
} from '#shared/event';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, MESSAGES, NAME_MAX_LENGTH } from '#shared/validation';
import { LightCard } from '../../../../components/light-card';
import { LightResult } from '../../../../components/light-result';
import { errorCode, errorMessage, errorStatus } from '../../../../lib/api/errors';
import { useFormMutation } from '../../../../lib/use-form-mutation';
import { useCheckInAtEventMutation, useRegisterForEventMutation } from '../../api';
import { participantBody, participantFieldName, type ParticipantFormValues } from '../../participant-answers';
import { PUBLIC_TEXT as T } from '../../text';
import { EventNoAccess, EventNotFound } from './public-state';

/** The server's code for a check-in without the right door code (a 403 that is not "switch off"). */
const DOOR_CODE_ERROR = 'EVENT_DOOR_CODE';
const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
/** Up to this many options show as radio buttons (one tap on a phone); more as a dropdown. */
const RADIO_MAX = 6;

interface AnswerInputProps {
  field: EventCustomField;
  /** Set by Form.Item. */
  id?: string;
  value?: EventAnswerValue;
  onChange?: (value: EventAnswerValue) => void;
  'aria-invalid'?: boolean;
}

/** The input of one custom field; Form.Item's id, value and change handler reach the real control. */
export function AnswerInput({ field, id, value, onChange, ...aria }: AnswerInputProps) {
  if (field.type === EventFieldType.TEXT) {
    return <Input id={id} value={value as string | undefined} onChange={(e) => onChange?.(e.target.value)} autoComplete="off" {...aria} />;
  }
  const column = { display: 'flex', flexDirection: 'column', gap: 8 } as const;
  if (field.type === EventFieldType.MULTIPLE) {
    // The label's `for` cannot name a group of checkboxes: the group carries the field's name itself.
    return (
      <div id={id} role="group" aria-label={field.name}>
        <Checkbox.Group
          options={field.options}
          value={value as string[] | undefined}
          onChange={(next) => onChange?.(next)}
          style={column}
        />
      </div>
    );
  }
  if (field.options.length > RADIO_MAX) {
    return (
      <Select
        id={id}
        value={value as string | undefined}
        onChange={(next: string) => onChange?.(next)}
        options={field.options.map((o) => ({ value: o, label: o }))}
        placeholder={T.chooseOne}
        {...aria}
      />
    );
  }
  return (
    <Radio.Group
      id={id}
      aria-label={field.name}
      options={field.options}
      value={value}
      onChange={(e) => onChange?.(e.target.value as string)}
      style={column}
    />
  );
}

export const answerRules = (field: EventCustomField) => [
  ...(field.required ? [{ required: true, whitespace: true, message: T.required }] : []),
  ...(field.type === EventFieldType.TEXT ? [{ max: EVENT_TEXT_ANSWER_MAX_LENGTH, message: T.answerTooLong }] : []),
];

export interface ParticipantFormProps {
  event: PublicEventView;
  kind: 'registration' | 'checkin';
}

/**
 * The public registration or check-in form (SPEC 5: every field required): first name, last name, e-mail and
 * the event's custom fields, with the German messages under each input and a success state after sending.
 */
export function ParticipantForm({ event, kind }: ParticipantFormProps) {
  const [form] = Form.useForm<ParticipantFormValues>();
  const [register, registering] = useRegisterForEventMutation();
  const [checkIn, checkingIn] = useCheckInAtEventMutation();
  const send = useFormMutation(form, kind === 'registration' ? register : checkIn, participantFieldName);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<{ status?: number; message: string } | null>(null);
  const busy = registering.isLoading || checkingIn.isLoading;

  const submit = async (values: ParticipantFormValues) => {
    setFailure(null);
    const result = await send({ eventId: event._id, body: participantBody(values, event.customFields) });
    if (result.ok) {
      setDone(true);
      return;
    }
    const status = errorStatus(result.error);
    // A wrong door code belongs to its input; other failures without a field show above the button.
    if (errorCode(result.error) === DOOR_CODE_ERROR) form.setFields([{ name: 'doorCode', errors: [errorMessage(result.error)] }]);
    else if (result.fields.length === 0) setFailure({ status, message: errorMessage(result.error) });
  };
  const asksDoorCode = kind === 'checkin' && event.doorCodeRequired;

  if (failure?.status === 404) return <EventNotFound />;
  if (failure?.status === 403) return <EventNoAccess page={kind} />;
  if (done) {
    return (
      <LightResult
        status="success"
        data-testid="participant-success"
        title={kind === 'registration' ? T.registeredTitle : T.checkedInTitle}
        subTitle={kind === 'registration' ? T.registered : T.checkedIn}
        extra={
          <Button
            onClick={() => {
              form.resetFields();
              setDone(false);
            }}
          >
            {T.another}
          </Button>
        }
      />
    );
  }

  const title = kind === 'registration' ? T.registerTitle : T.checkinTitle;
  return (
    <LightCard title={<h2 style={{ margin: 0, fontSize: 18 }}>{title}</h2>}>
      <Form<ParticipantFormValues> form={form} name={`event-${kind}`} layout="vertical" requiredMark onFinish={submit} disabled={busy}>
        <Form.Item
          name="firstName"
          label={T.firstName}
          rules={[
            { required: true, whitespace: true, message: T.firstNameRequired },
            { max: NAME_MAX_LENGTH, message: MESSAGES.tooLong(NAME_MAX_LENGTH) },
          ]}
        >
          <Input autoComplete="given-name" autoFocus />
        </Form.Item>
        <Form.Item
          name="lastName"
          label={T.lastName}
          rules={[
            { required: true, whitespace: true, message: T.lastNameRequired },
            { max: NAME_MAX_LENGTH, message: MESSAGES.tooLong(NAME_MAX_LENGTH) },
          ]}
        >
          <Input autoComplete="family-name" />
        </Form.Item>
        <Form.Item
          name="mail"
          label={T.mail}
          rules={[
            { required: true, whitespace: true, message: T.mailRequired },
            { pattern: EMAIL_PATTERN, transform: trim, message: T.mailInvalid },
            { max: EMAIL_MAX_LENGTH, transform: trim, message: MESSAGES.tooLong(EMAIL_MAX_LENGTH) },
          ]}
        >
          <Input type="email" inputMode="email" autoComplete="email" />
        </Form.Item>
        {asksDoorCode && (
          <Form.Item
            name="doorCode"
            label={T.doorCode}
            extra={T.doorCodeHelp}
            rules={[{ required: true, whitespace: true, message: T.doorCodeRequired }]}
          >
            <Input autoComplete="off" autoCapitalize="characters" data-testid="door-code" />
          </Form.Item>
        )}
        {event.customFields.map((field) => (
          <Form.Item key={field._id} name={['answers', field._id]} label={field.name} rules={answerRules(field)}>
            <AnswerInput field={field} />
          </Form.Item>
        ))}
        {kind === 'registration' && (
          <p className="text-secondary" data-testid="registration-note">
            {T.registrationNote}
          </p>
        )}
        {failure && <Alert type="error" showIcon title={failure.message} style={{ marginBottom: 16 }} data-testid="participant-failure" />}
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          {kind === 'registration' ? T.register : T.checkin}
        </Button>
      </Form>
    </LightCard>
  );
}
