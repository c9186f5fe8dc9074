import { Button, Checkbox, Flex, Form, type FormInstance } from 'antd';
import { MESSAGES } from '#shared/validation';
import { PasswordInput, TextInput } from '../../../components/inputs';
import { FORM_TEXT, mailRules, nameRules, newPasswordRules, repeatRules } from '../../../lib/form-rules';
import { paths } from '../../../lib/paths';
import { REGISTER_TEXT } from '../text';

export interface AccountValues {
  mail: string;
  password: string;
  passwordRepeat: string;
}

export interface PersonalValues {
  contact: { first_name: string; last_name: string };
  termsAccepted: boolean;
}

export function AccountStep({ form, onDone }: { form: FormInstance<AccountValues>; onDone: () => void }) {
  return (
    <Form form={form} name="register-account" layout="vertical" requiredMark={false} onFinish={onDone}>
      <Form.Item label={REGISTER_TEXT.mail} name="mail" rules={mailRules}>
        <TextInput autoComplete="email" inputMode="email" />
      </Form.Item>
      <Form.Item label={REGISTER_TEXT.password} name="password" rules={newPasswordRules} extra={FORM_TEXT.passwordHint}>
        <PasswordInput autoComplete="new-password" />
      </Form.Item>
      <Form.Item label={REGISTER_TEXT.passwordRepeat} name="passwordRepeat" dependencies={['password']} rules={repeatRules('password')}>
        <PasswordInput autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block>
        {REGISTER_TEXT.next}
      </Button>
    </Form>
  );
}

interface PersonalStepProps {
  form: FormInstance<PersonalValues>;
  loading: boolean;
  onBack: () => void;
  onSubmit: (values: PersonalValues) => void;
}

export function PersonalStep({ form, loading, onBack, onSubmit }: PersonalStepProps) {
  return (
    <Form form={form} name="register-personal" layout="vertical" requiredMark={false} onFinish={onSubmit}>
      <Form.Item label={REGISTER_TEXT.firstName} name={['contact', 'first_name']} rules={nameRules(MESSAGES.firstNameRequired)}>
        <TextInput autoComplete="given-name" />
      </Form.Item>
      <Form.Item label={REGISTER_TEXT.lastName} name={['contact', 'last_name']} rules={nameRules(MESSAGES.lastNameRequired)}>
        <TextInput autoComplete="family-name" />
      </Form.Item>
      <Form.Item
        name="termsAccepted"
        valuePropName="checked"
        rules={[
          {
            validator: (_rule, value) => (value ? Promise.resolve() : Promise.reject(new Error(MESSAGES.termsRequired))),
          },
        ]}
      >
        <Checkbox>
          <TermsSentence />
        </Checkbox>
      </Form.Item>
      <Flex gap={12}>
        <Button onClick={onBack} disabled={loading} style={{ flex: 1 }}>
          {REGISTER_TEXT.back}
        </Button>
        <Button type="primary" htmlType="submit" loading={loading} style={{ flex: 1 }}>
          {REGISTER_TEXT.submit}
        </Button>
      </Flex>
    </Form>
  );
}

/** The terms sentence with its nouns as links; a new tab, so the half-filled form stays. */
function TermsSentence() {
  const { terms, termsLink, privacyLink } = REGISTER_TEXT;
  const [before, rest] = terms.split(termsLink);
  const [middle, after] = rest.split(privacyLink);
  const link = (to: string, label: string) => (
    <a href={to} target="_blank" rel="noopener">
      {label}
    </a>
  );
  return (
    <>
      {before}
      {link(paths.imprint, termsLink)}
      {middle}
      {link(paths.privacy, privacyLink)}
      {after}
    </>
  );
}
