import { Button, Form } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { MESSAGES } from '#shared/validation';
import { paths } from '../../../app/paths';
import { errorStatus } from '../../../api/errors';
import { PasswordInput } from '../../../components/inputs';
import { LinkButton } from '../../../components/link-button';
import { StatusNotice } from '../../../components/status-notice';
import { toast } from '../../../components/toast/toast';
import { FORM_TEXT, applyServerErrors, newPasswordRules, repeatRules } from '../../../lib/form-rules';
import { useResetPasswordMutation } from '../api';
import { AuthHeading } from './auth-heading';

export const RESET_TEXT = {
  title: 'Neues Passwort festlegen',
  intro: 'Wähle ein neues Passwort für dein Konto.',
  password: 'Neues Passwort',
  passwordRepeat: 'Neues Passwort wiederholen',
  submit: 'Passwort speichern',
  done: 'Dein Passwort wurde geändert. Du kannst dich jetzt anmelden.',
  requestNew: 'Neuen Link anfordern',
} as const;

interface ResetValues {
  password: string;
  passwordRepeat: string;
}

export function ResetWithTokenPage() {
  const { token } = useParams();
  const [form] = Form.useForm<ResetValues>();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [invalidLink, setInvalidLink] = useState(!token);
  const navigate = useNavigate();

  const onFinish = async ({ password }: ResetValues) => {
    if (!token) return setInvalidLink(true);
    const result = await resetPassword({ token, password });
    if (!result.error) {
      toast.success(RESET_TEXT.done);
      navigate(paths.auth.login, { replace: true });
      return;
    }
    const fields = applyServerErrors(form, result.error);
    if (fields.length === 0 && errorStatus(result.error) === 400) setInvalidLink(true);
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
        <Form.Item
          label={RESET_TEXT.passwordRepeat}
          name="passwordRepeat"
          dependencies={['password']}
          rules={repeatRules('password')}
        >
          <PasswordInput autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          {RESET_TEXT.submit}
        </Button>
      </Form>
    </>
  );
}
