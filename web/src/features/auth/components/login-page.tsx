import { Button, Flex, Form } from 'antd';
import { Link } from 'react-router-dom';
import type { LoginInput } from '#shared/auth-data';
import { PasswordInput, TextInput } from '../../../components/inputs';
import { loginPasswordRules, mailRules } from '../../../lib/form-rules';
import { paths } from '../../../lib/paths';
import { useFormMutation } from '../../../lib/use-form-mutation';
import { useLoginMutation } from '../api';
import { LOGIN_TEXT } from '../text';
import { AuthHeading } from './auth-heading';
import { useNextQuery } from './use-next';

export function LoginPage() {
  const [form] = Form.useForm<LoginInput>();
  const [loginCall, { isLoading }] = useLoginMutation();
  const login = useFormMutation(form, loginCall);
  const next = useNextQuery();

  // On success the session saga stores the auth data and the auth gate sends the user on.
  const onFinish = async (values: LoginInput) => {
    await login({ mail: values.mail.trim(), password: values.password });
  };

  return (
    <>
      <AuthHeading title={LOGIN_TEXT.title}>{LOGIN_TEXT.intro}</AuthHeading>
      <Form form={form} name="login" layout="vertical" requiredMark={false} onFinish={onFinish}>
        <Form.Item label={LOGIN_TEXT.mail} name="mail" rules={mailRules}>
          <TextInput autoComplete="email" inputMode="email" autoFocus />
        </Form.Item>
        <Form.Item label={LOGIN_TEXT.password} name="password" rules={loginPasswordRules}>
          <PasswordInput autoComplete="current-password" />
        </Form.Item>
        <Flex justify="flex-end" style={{ marginTop: -8, marginBottom: 16 }}>
          <Link to={`${paths.auth.reset}${next}`}>{LOGIN_TEXT.forgot}</Link>
        </Flex>
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          {LOGIN_TEXT.submit}
        </Button>
      </Form>
      <p className="auth-footer">
        {LOGIN_TEXT.noAccount} <Link to={`${paths.auth.register}${next}`}>{LOGIN_TEXT.register}</Link>
      </p>
    </>
  );
}
