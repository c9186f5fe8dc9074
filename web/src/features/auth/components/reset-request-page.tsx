import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { RESET_RESEND_LOCK_MS } from '#shared/validation';
import { TextInput } from '../../../components/inputs';
import { mailRules } from '../../../lib/form-rules';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast/toast';
import { useCountdown } from '../../../lib/use-countdown';
import { useFormMutation } from '../../../lib/use-form-mutation';
import { useRepeatResetMutation, useRequestResetMutation } from '../api';
import { RESET_REQUEST_TEXT } from '../text';
import { AuthHeading } from './auth-heading';
import { useNextQuery } from './use-next';

export function ResetRequestPage() {
  const [form] = Form.useForm<{ mail: string }>();
  const [requestResetCall, { isLoading }] = useRequestResetMutation();
  const requestReset = useFormMutation(form, requestResetCall);
  const [repeatReset, { isLoading: isResending }] = useRepeatResetMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [secondsLeft, startLock] = useCountdown();
  const next = useNextQuery();

  const onFinish = async ({ mail }: { mail: string }) => {
    const result = await requestReset({ mail: mail.trim() });
    if (!result.ok) return;
    setSentTo(mail.trim());
    startLock(RESET_RESEND_LOCK_MS);
  };

  // SPEC 2.2: the resend button is locked for 10 s after each send.
  const onResend = async () => {
    if (!sentTo) return;
    startLock(RESET_RESEND_LOCK_MS);
    const result = await repeatReset({ mail: sentTo });
    if (!result.error) toast.success(RESET_REQUEST_TEXT.resent);
  };

  return (
    <>
      <AuthHeading title={RESET_REQUEST_TEXT.title}>{sentTo ? undefined : RESET_REQUEST_TEXT.intro}</AuthHeading>
      {sentTo ? (
        <>
          <Alert type="success" showIcon title={RESET_REQUEST_TEXT.sentTitle} description={RESET_REQUEST_TEXT.sent(sentTo)} />
          <Button block style={{ marginTop: 16 }} disabled={secondsLeft > 0} loading={isResending} onClick={onResend}>
            {secondsLeft > 0 ? RESET_REQUEST_TEXT.resendIn(secondsLeft) : RESET_REQUEST_TEXT.resend}
          </Button>
        </>
      ) : (
        <Form form={form} name="reset-request" layout="vertical" requiredMark={false} onFinish={onFinish}>
          <Form.Item label={RESET_REQUEST_TEXT.mail} name="mail" rules={mailRules}>
            <TextInput autoComplete="email" inputMode="email" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={isLoading}>
            {RESET_REQUEST_TEXT.submit}
          </Button>
        </Form>
      )}
      <p className="auth-footer">
        <Link to={`${paths.auth.login}${next}`}>{RESET_REQUEST_TEXT.back}</Link>
      </p>
    </>
  );
}
