import { Button, Form } from 'antd';
import type { Contact } from '#shared/auth-data';
import { MESSAGES } from '#shared/validation';
import { TextInput } from '../../../components/inputs';
import { nameRules } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast/toast';
import { useFormMutation } from '../../../lib/use-form-mutation';
import { useUpdateContactMutation } from '../api';
import { CONTACT_TEXT } from '../text';

export function ContactForm({ contact }: { contact: Contact }) {
  const [form] = Form.useForm<{ contact: Contact }>();
  const [updateContactCall, { isLoading }] = useUpdateContactMutation();
  const updateContact = useFormMutation(form, updateContactCall);

  const onFinish = async (values: { contact: Contact }) => {
    const result = await updateContact({
      contact: { first_name: values.contact.first_name.trim(), last_name: values.contact.last_name.trim() },
    });
    if (result.ok) toast.success(CONTACT_TEXT.saved);
  };

  return (
    <Form form={form} name="contact" layout="vertical" requiredMark={false} initialValues={{ contact }} onFinish={onFinish}>
      <Form.Item label={CONTACT_TEXT.firstName} name={['contact', 'first_name']} rules={nameRules(MESSAGES.firstNameRequired)}>
        <TextInput autoComplete="given-name" />
      </Form.Item>
      <Form.Item label={CONTACT_TEXT.lastName} name={['contact', 'last_name']} rules={nameRules(MESSAGES.lastNameRequired)}>
        <TextInput autoComplete="family-name" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        {CONTACT_TEXT.submit}
      </Button>
    </Form>
  );
}
