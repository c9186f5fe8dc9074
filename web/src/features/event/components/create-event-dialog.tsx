import { Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { EVENT_TITLE_MAX_LENGTH } from '#shared/event';
import { TitleItem } from '../../../components/description-form/form-items';
import { useDiscardGuard } from '../../../components/discard-guard/discard-guard';
import { AppModal } from '../../../components/modal/app-modal';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast/toast';
import { useFormMutation } from '../../../lib/use-form-mutation';
import { useCreateEventMutation } from '../api';
import { eventFieldName } from '../event-body';
import { fromPicker, newEventRange } from '../event-dates';
import { DETAILS_TEXT as D, EVENT_TEXT as T } from '../text';
import { type EventRange } from './event-range-field';
import { WhenWhereItems } from './when-where-items';

interface CreateValues {
  title: string;
  range: EventRange;
  location: string;
}

/** A new event needs only a title and its time; everything else is set on its page, which opens next. */
export function CreateEventDialog({ tenantId, onClose }: { tenantId: string; onClose: () => void }) {
  const [form] = Form.useForm<CreateValues>();
  const [create, { isLoading }] = useCreateEventMutation();
  const save = useFormMutation(form, create, eventFieldName);
  const navigate = useNavigate();
  // Closing with changes asks first (issue 28 §4).
  const [dirty, setDirty] = useState(false);
  const guard = useDiscardGuard(dirty);

  const submit = async (values: CreateValues) => {
    const [start, end] = values.range as [Dayjs, Dayjs];
    const result = await save({
      tenantId,
      fields: {
        title: values.title.trim(),
        location: (values.location ?? '').trim(),
        startDate: fromPicker(start),
        endDate: fromPicker(end),
      },
    });
    if (!result.ok) return;
    guard.release();
    toast.success(T.created);
    onClose();
    navigate(paths.sv.event(result.data._id));
  };

  return (
    <AppModal
      open
      title={T.newEvent}
      onClose={() => guard.confirm(onClose)}
      onConfirm={() => form.submit()}
      confirmLoading={isLoading}
      width={560}
    >
      <Form<CreateValues>
        form={form}
        name="event-create"
        layout="vertical"
        requiredMark={false}
        initialValues={{ title: '', range: newEventRange(), location: '' }}
        onFinish={submit}
        onValuesChange={() => setDirty(true)}
        disabled={isLoading}
      >
        <TitleItem label={D.title} requiredMessage={D.titleRequired} max={EVENT_TITLE_MAX_LENGTH} />
        <WhenWhereItems />
      </Form>
      {guard.dialog}
    </AppModal>
  );
}
