import { Form, Input } from 'antd';
import { useMemo } from 'react';
import { EVENT_PROGRAM_TIME_MAX_LENGTH, EVENT_TITLE_MAX_LENGTH, type EventProgramItem } from '#shared/event';
import { MESSAGES } from '#shared/validation';
import { TitleItem } from '../../../components/description-form/form-items';
import { AppModal } from '../../../components/modal/app-modal';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor';
import { MaterialsField, materialsValue, type MaterialsValue } from '../../../components/upload/materials-field';
import { PROGRAM_TEXT as T } from '../text';

export interface ProgramItemValues {
  time: string;
  title: string;
  description: string;
  materials: MaterialsValue;
}

export interface ProgramItemDialogProps {
  /** The item to change; null for a new one at the end. */
  item: EventProgramItem | null;
  saving: boolean;
  onSave: (values: ProgramItemValues) => void;
  onClose: () => void;
}

/** One programme item: time, title, description and its materials (sent with the whole programme on save). */
export function ProgramItemDialog({ item, saving, onSave, onClose }: ProgramItemDialogProps) {
  const [form] = Form.useForm<ProgramItemValues>();
  const initial = useMemo<ProgramItemValues>(
    () => ({
      time: item?.time ?? '',
      title: item?.title ?? '',
      description: item?.description ?? '',
      materials: materialsValue(item?.materials),
    }),
    [item],
  );
  return (
    <AppModal
      open
      title={item ? T.editTitle : T.addTitle}
      onClose={onClose}
      onConfirm={() => form.submit()}
      confirmLoading={saving}
      width={640}
    >
      <Form<ProgramItemValues>
        form={form}
        name="program-item"
        layout="vertical"
        requiredMark={false}
        initialValues={initial}
        onFinish={onSave}
        disabled={saving}
      >
        <Form.Item
          name="time"
          label={T.time}
          extra={T.timeHelp}
          rules={[{ max: EVENT_PROGRAM_TIME_MAX_LENGTH, message: MESSAGES.tooLong(EVENT_PROGRAM_TIME_MAX_LENGTH) }]}
        >
          <Input autoComplete="off" style={{ maxWidth: 220 }} />
        </Form.Item>
        <TitleItem label={T.itemTitle} requiredMessage={T.titleRequired} max={EVENT_TITLE_MAX_LENGTH} />
        <Form.Item name="description" label={T.description}>
          <RichTextEditor aria-label={T.description} disabled={saving} />
        </Form.Item>
        <Form.Item name="materials" label={T.materials}>
          <MaterialsField disabled={saving} />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
