import { Flex, Form, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { EVENT_TITLE_MAX_LENGTH, type EventView } from '#shared/event';
import { DescriptionForm } from '../../../components/description-form/description-form';
import { TitleItem, ViewAccessItem } from '../../../components/description-form/form-items';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor';
import { RichTextView } from '../../../components/rich-text/rich-text-view';
import { MaterialsField, materialsValue, type MaterialsValue } from '../../../components/upload/materials-field';
import { MaterialsList } from '../../../components/upload/materials-list';
import { useViewAccessOptions } from '../../../components/view-access/use-view-access-options';
import { useAccess } from '../../../lib/access';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast/toast';
import { useFormMutation } from '../../../lib/use-form-mutation';
import { useDeleteEventMutation, useUpdateEventMutation } from '../api';
import { eventFieldName } from '../event-body';
import { fromPicker, toPicker } from '../event-dates';
import { DETAILS_TEXT as T } from '../text';
import { type EventRange } from './event-range-field';
import { WhenWhereItems } from './when-where-items';

interface DescriptionValues {
  title: string;
  range: EventRange;
  location: string;
  viewAccess: number;
  description: string;
  materials: MaterialsValue;
}

export interface DescriptionTabProps {
  tenantId: string;
  event: EventView;
  editor: boolean;
}

/** The description tab: the event's text, time, place, view access and materials; read-only without `event:edit`. */
export function DescriptionTab({ tenantId, event, editor }: DescriptionTabProps) {
  const access = useAccess();
  const [form] = Form.useForm<DescriptionValues>();
  const [update, { isLoading }] = useUpdateEventMutation();
  const [remove] = useDeleteEventMutation();
  const save = useFormMutation(form, update, eventFieldName);
  const navigate = useNavigate();
  const options = useViewAccessOptions();
  const initial = useMemo<DescriptionValues>(
    () => ({
      title: event.title,
      range: [toPicker(event.startDate), toPicker(event.endDate)],
      location: event.location,
      viewAccess: event.viewAccess,
      description: event.description,
      materials: materialsValue(event.materials),
    }),
    [event],
  );

  if (!editor) {
    return (
      <Flex vertical gap={16} data-testid="event-description">
        {event.description ? (
          <RichTextView html={event.description} />
        ) : (
          <Typography.Text type="secondary">{T.noDescription}</Typography.Text>
        )}
        <MaterialsList materials={event.materials} empty={null} />
      </Flex>
    );
  }

  const submit = async (values: DescriptionValues) => {
    const [start, end] = values.range as [Dayjs, Dayjs];
    const result = await save({
      tenantId,
      eventId: event._id,
      fields: {
        title: values.title.trim(),
        location: (values.location ?? '').trim(),
        startDate: fromPicker(start),
        endDate: fromPicker(end),
        viewAccess: values.viewAccess,
        description: values.description ?? '',
      },
      materials: { keep: values.materials.keep.map((m) => m._id), added: values.materials.added },
    });
    if (result.ok) {
      toast.success(T.saved);
      form.setFieldValue('materials', materialsValue(result.data.materials));
    }
    return result.ok;
  };

  const deleteEvent = async () => {
    await remove({ tenantId, eventId: event._id }).unwrap();
    toast.success(T.deleted);
    navigate(paths.sv.events);
  };

  return (
    <DescriptionForm<DescriptionValues>
      form={form}
      name="event-description"
      initialValues={initial}
      onFinish={submit}
      saving={isLoading}
      text={T}
      itemTitle={event.title}
      onDelete={event.mayDelete && access.can('event:delete') ? deleteEvent : undefined}
    >
      <TitleItem label={T.title} requiredMessage={T.titleRequired} max={EVENT_TITLE_MAX_LENGTH} />
      <WhenWhereItems />
      <ViewAccessItem text={T} options={options} initial={event.viewAccess} />
      <Form.Item name="description" label={T.description}>
        <RichTextEditor aria-label={T.description} disabled={isLoading} />
      </Form.Item>
      <Form.Item name="materials" label={T.materials}>
        <MaterialsField disabled={isLoading} />
      </Form.Item>
    </DescriptionForm>
  );
}
