import { Flex, Form, Input, Switch, type FormInstance } from 'antd';
import { CALENDAR_LOCATION_MAX_LENGTH, CALENDAR_NOTES_MAX_LENGTH, CALENDAR_TITLE_MAX_LENGTH } from '#shared/calendar';
import { MESSAGES } from '#shared/validation';
import { TitleItem } from '../../../components/description-form/form-items';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor';
import { MaterialsField } from '../../../components/upload/materials-field';
import type { ViewAccessOption } from '../../../components/view-access/view-access';
import { ViewAccessField } from '../../../components/view-access/view-access-field';
import { rangeProblem, type EntryFormValues } from '../entry-form-values';
import { ENTRY_TEXT as T } from '../text';
import { ColorField } from './color-field';
import { DateRangeField } from './date-range-field';

export interface EntryFormProps {
  form: FormInstance<EntryFormValues>;
  initial: EntryFormValues;
  viewAccessOptions: ViewAccessOption[];
  onFinish: (values: EntryFormValues) => void;
  /** Told on every change the user makes (the dialog asks before throwing changes away). */
  onChange?: () => void;
  disabled?: boolean;
}

const tooLong = (max: number) => ({ max, message: MESSAGES.tooLong(max) });

/** The fields of a calendar entry (issue 12 §3); the dialog around it submits and deletes. */
export function EntryForm({ form, initial, viewAccessOptions, onFinish, onChange, disabled }: EntryFormProps) {
  const allDay = Form.useWatch('allDay', form) ?? initial.allDay;
  return (
    <Form<EntryFormValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={onFinish}
      onValuesChange={onChange}
      disabled={disabled}
      requiredMark={false}
      name="calendar-entry"
    >
      <TitleItem label={T.title} requiredMessage={T.titleRequired} max={CALENDAR_TITLE_MAX_LENGTH} />
      <Flex gap={16} wrap align="flex-start">
        <Form.Item
          name="range"
          label={T.range}
          dependencies={['allDay']}
          style={{ flex: '1 1 300px' }}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_rule, value: EntryFormValues['range']) => {
                const problem = rangeProblem(value, !!getFieldValue('allDay'));
                return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
              },
            }),
          ]}
        >
          <DateRangeField allDay={allDay} />
        </Form.Item>
        <Form.Item name="allDay" label={T.allDay} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Flex>
      <Form.Item name="location" label={T.location} rules={[tooLong(CALENDAR_LOCATION_MAX_LENGTH)]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="color" label={T.color}>
        <ColorField />
      </Form.Item>
      <Form.Item name="viewAccess" label={T.viewAccess} extra={T.viewAccessHelp}>
        <ViewAccessField options={viewAccessOptions} initial={initial.viewAccess} lessVisible={T.lessVisible} moreVisible={T.moreVisible} />
      </Form.Item>
      <Form.Item name="description" label={T.description}>
        <RichTextEditor aria-label={T.description} disabled={disabled} />
      </Form.Item>
      <Form.Item name="notes" label={T.notes} rules={[tooLong(CALENDAR_NOTES_MAX_LENGTH)]}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item name="materials" label={T.materials}>
        <MaterialsField disabled={disabled} />
      </Form.Item>
    </Form>
  );
}
