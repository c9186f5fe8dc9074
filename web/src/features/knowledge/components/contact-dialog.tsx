import { Form, type FormInstance } from 'antd';
import { useEffect, type ReactNode } from 'react';
import type { ContactRowError, ContactView } from '#shared/contacts';
import { useChangesGuard } from '../../../components/discard-guard/discard-guard';
import { AppModal } from '../../../components/modal/app-modal';
import { toast } from '../../../lib/toast/toast';
import { useFormMutation } from '../../../lib/use-form-mutation';
import { contactInput, contactValues, type ContactValues } from '../contact-form';
import { CONTACT_TEXT as T } from '../contact-text';
import { useAddGroupContactMutation, useUpdateGroupContactMutation } from '../contacts-api';
import { ContactFields } from './contact-fields';

export interface ContactFormDialogProps {
  form: FormInstance<ContactValues>;
  title: ReactNode;
  initial: ContactValues;
  /** Problems known before the dialog opens (an import row's), shown under their fields at once. */
  initialErrors?: ContactRowError[];
  confirmText?: ReactNode;
  loading?: boolean;
  onSubmit: (values: ContactValues) => void;
  onClose: () => void;
}

/** The one dialog around the contact fields: adding, editing, and correcting an import row. */
export function ContactFormDialog({
  form,
  title,
  initial,
  initialErrors,
  confirmText,
  loading,
  onSubmit,
  onClose,
}: ContactFormDialogProps) {
  // Closing with changes asks first (issue 28 §4).
  const guard = useChangesGuard();
  useEffect(() => {
    const known = (initialErrors ?? []).flatMap((error) => (error.field ? [{ name: error.field, errors: [error.message] }] : []));
    if (known.length > 0) form.setFields(known);
  }, [form, initialErrors]);
  return (
    <AppModal
      open
      title={title}
      onClose={() => guard.confirm(onClose)}
      onConfirm={() => form.submit()}
      confirmLoading={loading}
      confirmText={confirmText}
      width={640}
    >
      <Form<ContactValues>
        form={form}
        onValuesChange={guard.changed}
        name="contact"
        layout="vertical"
        requiredMark={false}
        initialValues={initial}
        onFinish={onSubmit}
        disabled={loading}
      >
        <ContactFields />
      </Form>
      {guard.dialog}
    </AppModal>
  );
}

export interface ContactDialogProps {
  tenantId: string;
  contactGroupId: string;
  /** Left out: a new contact. */
  contact?: ContactView;
  onClose: () => void;
}

/** Adds a contact to the group or saves a changed one; the server's field messages land under the fields. */
export function ContactDialog({ tenantId, contactGroupId, contact, onClose }: ContactDialogProps) {
  const [form] = Form.useForm<ContactValues>();
  const [create, creating] = useAddGroupContactMutation();
  const [update, updating] = useUpdateGroupContactMutation();
  const saveNew = useFormMutation(form, create);
  const saveChanged = useFormMutation(form, update);

  const submit = async (values: ContactValues) => {
    const input = contactInput(values);
    const result = contact
      ? await saveChanged({ tenantId, contactGroupId, contactId: contact._id, contact: input })
      : await saveNew({ tenantId, contactGroupId, ...input });
    if (!result.ok) return;
    toast.success(contact ? T.saved : T.created);
    onClose();
  };

  return (
    <ContactFormDialog
      form={form}
      title={contact ? T.editContact : T.newContact}
      initial={contactValues(contact)}
      loading={creating.isLoading || updating.isLoading}
      onSubmit={(values) => void submit(values)}
      onClose={onClose}
    />
  );
}
