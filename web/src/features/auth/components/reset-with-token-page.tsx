import { Button, Form } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { MESSAGES } from '#shared/validation';
import { PasswordInput } from '../../../components/inputs';
import { LinkButton } from '../../../components/link-button';
import { StatusNotice } from '../../../components/status-notice';
import { errorStatus } from '../../../lib/api/errors';
import { FORM_TEXT, newPasswordRules, repeatRules } from '../../../lib/form-rules';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast/toast';
import { useFormMutation } from '../../../lib/use-form-mutation';
import { useResetPasswordMutation } from '../api';
import { RESET_TEXT } from '../text';
import { AuthHeading } from './auth-heading';

interface ResetValues {
  password: string;
  passwordRepeat: string;
}

export function ResetWithTokenPage() {
  const { token } = useParams();
  const [form] = Form.useForm<ResetValues>();
  const [resetPasswordCall, { isLoading }] = useResetPasswordMutation();
  const resetPassword = useFormMutation(form, resetPasswordCall);
  const [invalidLink, setInvalidLink] = useState(!token);
  const navigate = useNavigate();

  const onFinish = async ({ password }: ResetValues) => {
    if (!token) return setInvalidLink(true);
    const result = await resetPassword({ token, password });
    if (result.ok) {
      toast.success(RESET_TEXT.done);
      navigate(paths.auth.login, { replace: true });
      return;
    }
    if (result.fields.length === 0 && errorStatus(result.error) === 400) setInvalidLink(true);
  };

  if (invalidLink) {
    return (
      <>
        <AuthHeading title={RESET_TEXT.title} />
        <StatusNotice
          status="error"
          title={MESSAGES.linkInvalid}
          extra={
            <LinkButton type="primary" to={paths.auth.reset}>
              {RESET_TEXT.requestNew}
            </LinkButton>
          }
        />
      </>
    );
  }

  return (
    <>
      <AuthHeading title={RESET_TEXT.title}>{RESET_TEXT.intro}</AuthHeading>
      <Form form={form} name="reset-password" layout="vertical" requiredMark={false} onFinish={onFinish}>
        <Form.Item label={RESET_TEXT.password} name="password" rules={newPasswordRules} extra={FORM_TEXT.passwordHint}>
          <PasswordInput autoComplete="new-password" />
        </Form.Item>
        <Form.Item label={RESET_TEXT.passwordRepeat} name="passwordRepeat" dependencies={['password']} rules={repeatRules('password')}>
          <PasswordInput autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          {RESET_TEXT.submit}
        </Button>
      </Form>
    </>
  );
}
