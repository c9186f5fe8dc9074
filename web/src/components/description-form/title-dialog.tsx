import { Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { AppModal } from '../modal/app-modal';
import { TitleItem } from './form-items';

export interface TitleValues {
  title: string;
}

export interface TitleDialogProps {
  /** The caller's form, which its `useFormMutation` puts the server's field errors on. */
  form: FormInstance<TitleValues>;
  /** The dialog's heading, e.g. 'Neue Aufgabe'. */
  heading: string;
  /** The form's name: antd prefixes the field id with it (`task-create_title`). */
  name: string;
  label: string;
  requiredMessage: string;
  max: number;
  /** A hint under the field. */
  extra?: ReactNode;
  saving: boolean;
  /** Gets the title without surrounding spaces. */
  onSubmit: (title: string) => unknown;
  onClose: () => void;
}

/** A dialog that creates an item from its title alone; everything else is edited once it exists. */
export function TitleDialog({ form, heading, name, label, requiredMessage, max, extra, saving, onSubmit, onClose }: TitleDialogProps) {
  return (
    <AppModal open title={heading} onClose={onClose} onConfirm={() => form.submit()} confirmLoading={saving} width={480}>
      <Form<TitleValues>
        form={form}
        name={name}
        layout="vertical"
        requiredMark={false}
        initialValues={{ title: '' }}
        onFinish={({ title }) => onSubmit(title.trim())}
        disabled={saving}
      >
        <TitleItem label={label} requiredMessage={requiredMessage} max={max} extra={extra} />
      </Form>
    </AppModal>
  );
}
