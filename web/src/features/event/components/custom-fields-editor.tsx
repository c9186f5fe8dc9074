import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Form, Input, Select, Switch, Typography } from 'antd';
import { useMemo } from 'react';
import { EVENT_FIELD_NAME_MAX_LENGTH, EVENT_FIELD_TYPE_LABELS, EVENT_FIELD_TYPES, EVENT_MESSAGES, type EventView } from '#shared/event';
import { MESSAGES } from '#shared/validation';
import { EmptyState } from '../../../components/empty-state';
import { toast } from '../../../lib/toast/toast';
import { useFormMutation } from '../../../lib/use-form-mutation';
import { useUpdateEventMutation } from '../api';
import { isChoice, nameProblem, newField, optionsProblem, toFormValue, toWrite, type CustomFieldFormValue } from '../custom-fields';
import { eventFieldName } from '../event-body';
import { FIELDS_TEXT as T } from '../text';

interface FieldsForm {
  customFields: CustomFieldFormValue[];
}

const TYPE_OPTIONS = EVENT_FIELD_TYPES.map((type) => ({ value: type, label: EVENT_FIELD_TYPE_LABELS[type] }));
const rejectIf = (problem: string | null) => (problem ? Promise.reject(new Error(problem)) : Promise.resolve());

/**
 * The event's custom fields (SPEC 5), asked by registration and check-in alike: each with a name unique in the
 * event, a type, options for choice types and a required flag; the SPEC's messages appear under the inputs.
 */
export function CustomFieldsEditor({ tenantId, event }: { tenantId: string; event: EventView }) {
  const [form] = Form.useForm<FieldsForm>();
  const [update, { isLoading }] = useUpdateEventMutation();
  const save = useFormMutation(form, update, eventFieldName);
  const initial = useMemo<FieldsForm>(() => ({ customFields: event.customFields.map(toFormValue) }), [event.customFields]);

  const submit = async (values: FieldsForm) => {
    const result = await save({ tenantId, eventId: event._id, customFields: (values.customFields ?? []).map(toWrite) });
    if (!result.ok) return;
    toast.success(T.saved);
    // New fields got their ids: later saves keep their answers attached.
    form.setFieldsValue({ customFields: result.data.customFields.map(toFormValue) });
  };

  return (
    <Card size="small" title={<h2 style={{ margin: 0, fontSize: 16 }}>{T.title}</h2>} data-testid="custom-fields">
      <Typography.Paragraph type="secondary">{T.intro}</Typography.Paragraph>
      <Form<FieldsForm>
        form={form}
        name="event-fields"
        layout="vertical"
        requiredMark={false}
        initialValues={initial}
        onFinish={submit}
        disabled={isLoading}
      >
        <Form.List name="customFields">
          {(rows, { add, remove }) => (
            <Flex vertical gap={12}>
              {rows.length === 0 && <EmptyState compact title={T.none} text={T.noneText} />}
              {rows.map((row) => (
                <FieldRow key={row.key} name={row.name} onRemove={() => remove(row.name)} />
              ))}
              <Flex gap={8} wrap justify="space-between">
                <Button icon={<PlusOutlined aria-hidden />} onClick={() => add(newField())}>
                  {T.add}
                </Button>
                <Button type="primary" htmlType="submit" loading={isLoading}>
                  {T.save}
                </Button>
              </Flex>
            </Flex>
          )}
        </Form.List>
      </Form>
      {event.customFields.length > 0 && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {T.keptAnswers}
        </Typography.Paragraph>
      )}
    </Card>
  );
}

function FieldRow({ name, onRemove }: { name: number; onRemove: () => void }) {
  const form = Form.useFormInstance<FieldsForm>();
  const type = Form.useWatch(['customFields', name, 'type'], form);
  const label = Form.useWatch(['customFields', name, 'name'], form) ?? '';
  return (
    <div
      data-testid="custom-field"
      style={{ border: '1px solid var(--ant-color-border-secondary)', borderRadius: 8, padding: '12px 12px 0' }}
    >
      <Flex gap={12} wrap align="flex-start">
        <Form.Item
          name={[name, 'name']}
          label={T.name}
          style={{ flex: '2 1 200px', marginBottom: 12 }}
          rules={[
            { max: EVENT_FIELD_NAME_MAX_LENGTH, message: MESSAGES.tooLong(EVENT_FIELD_NAME_MAX_LENGTH) },
            ({ getFieldValue }) => ({ validator: () => rejectIf(nameProblem(getFieldValue('customFields'), name)) }),
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name={[name, 'type']}
          label={T.type}
          style={{ flex: '1 1 160px', marginBottom: 12 }}
          rules={[{ required: true, message: EVENT_MESSAGES.fieldTypeRequired }]}
        >
          <Select options={TYPE_OPTIONS} placeholder={T.type} />
        </Form.Item>
        <Form.Item name={[name, 'required']} label={T.required} valuePropName="checked" style={{ marginBottom: 12 }}>
          <Switch />
        </Form.Item>
        <Button
          type="text"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={T.remove(label)}
          onClick={onRemove}
          style={{ marginTop: 30 }}
        />
      </Flex>
      {isChoice(type) && (
        <Form.Item
          name={[name, 'options']}
          label={T.options}
          extra={T.optionsHelp}
          dependencies={[['customFields', name, 'type']]}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_r, value: string) => rejectIf(optionsProblem(getFieldValue(['customFields', name, 'type']), value)),
            }),
          ]}
          style={{ marginBottom: 12 }}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
        </Form.Item>
      )}
    </div>
  );
}
