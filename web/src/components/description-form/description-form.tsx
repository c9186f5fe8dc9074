import { Form, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useDiscardGuard } from '../discard-guard/discard-guard';
import { FormFooter } from './form-footer';

/** The footer's texts; a feature's description text object has them under these names. */
export interface DescriptionFormTexts {
  save: string;
  delete: string;
  /** Names what is lost: '„Sommerfest“ löschen?'. */
  deleteTitle: (title: string) => string;
  deleteText: string;
}

export interface DescriptionFormProps<Values> {
  form: FormInstance<Values>;
  /** The form's name: antd prefixes the field ids with it (`event-description_title`). */
  name: string;
  initialValues: Values;
  /** Saves; true once stored (the form then holds no unsaved changes). */
  onFinish: (values: Values) => Promise<boolean>;
  /** While saving: every field is disabled and the submit button spins. */
  saving: boolean;
  text: DescriptionFormTexts;
  /** The item's stored title, named in the delete dialog. */
  itemTitle: string;
  /** Deletes the item after the dialog; without it (no permission) there is no delete button. */
  onDelete?: () => unknown;
  children: ReactNode;
}

/** The editable description tab of an item (event, survey, project): its fields, then save and confirmed delete. */
export function DescriptionForm<Values extends object>(props: DescriptionFormProps<Values>) {
  const { form, name, initialValues, onFinish, saving, text, itemTitle, onDelete, children } = props;
  // Leaving with changes asks first (issue 28 §4); a stored save or a delete throws nothing away.
  const [dirty, setDirty] = useState(false);
  const guard = useDiscardGuard(dirty);
  const finish = async (values: Values) => {
    if (await onFinish(values)) setDirty(false);
  };
  const remove =
    onDelete &&
    (() => {
      guard.release();
      return onDelete();
    });
  return (
    <Form<Values>
      form={form}
      name={name}
      layout="vertical"
      requiredMark={false}
      initialValues={initialValues}
      onFinish={finish}
      onValuesChange={() => setDirty(true)}
      disabled={saving}
      style={{ maxWidth: 760 }}
    >
      {children}
      <FormFooter
        saveText={text.save}
        saving={saving}
        remove={remove && { label: text.delete, title: text.deleteTitle(itemTitle), text: text.deleteText, onConfirm: remove }}
      />
      {guard.dialog}
    </Form>
  );
}
