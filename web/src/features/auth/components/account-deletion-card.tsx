import { Alert, Button, Card, Form, Typography } from 'antd';
import { useState } from 'react';
import { ACCOUNT_DELETION_TEXT } from '#shared/account-deletion';
import type { AccountDeletionInput } from '#shared/account-deletion';
import { PasswordInput } from '../../../components/inputs';
import { errorMessage, errorStatus } from '../../../lib/api/errors';
import { formatDateTime } from '../../../lib/dates';
import { useAppDispatch } from '../../../lib/state';
import { toast } from '../../../lib/toast/toast';
import { useFormMutation } from '../../../lib/use-form-mutation';
import { authApi, useCancelAccountDeletionMutation, useRequestAccountDeletionMutation } from '../api';
import { DELETE_ACCOUNT_TEXT as T } from '../text';

/** 'Konto löschen' (issue 26 §2): the explanation and the password, or the pending deletion with its cancel button. */
export function AccountDeletionCard({ deletionAt }: { deletionAt: string | null }) {
  const [form] = Form.useForm<AccountDeletionInput>();
  const dispatch = useAppDispatch();
  const [requestCall, requesting] = useRequestAccountDeletionMutation();
  const [cancelCall, cancelling] = useCancelAccountDeletionMutation();
  const requestDeletion = useFormMutation(form, requestCall);
  // The 409 names the groups the person is the last administration of; it stays visible beside the form.
  const [refusal, setRefusal] = useState<string | null>(null);
  // The session's auth data carries deletionAt: read it again after each change.
  const reloadSession = () => dispatch(authApi.endpoints.check.initiate(undefined, { subscribe: false, forceRefetch: true }));

  const onFinish = async (values: AccountDeletionInput) => {
    setRefusal(null);
    const result = await requestDeletion(values);
    if (result.ok) {
      form.resetFields();
      toast.success(T.requested);
      reloadSession();
    } else if (errorStatus(result.error) === 409) {
      setRefusal(errorMessage(result.error));
    }
  };

  const cancel = async () => {
    const answer = await cancelCall();
    if ('data' in answer && answer.data) toast.success(answer.data.message);
    reloadSession();
  };

  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{T.title}</h2>} data-testid="account-deletion">
      {deletionAt ? (
        <>
          <Alert type="warning" showIcon message={T.pending(formatDateTime(deletionAt))} description={T.pendingHint} />
          <Button style={{ marginTop: 16 }} onClick={cancel} loading={cancelling.isLoading}>
            {T.cancel}
          </Button>
        </>
      ) : (
        <>
          <Typography.Paragraph>{T.intro}</Typography.Paragraph>
          <ul>
            <li>{T.deleted}</li>
            <li>{T.kept}</li>
            <li>{T.grace}</li>
            <li>{T.lastAdmin}</li>
          </ul>
          {refusal && <Alert type="error" showIcon message={refusal} style={{ marginBottom: 16 }} role="alert" />}
          <Form form={form} name="account-deletion" layout="vertical" requiredMark={false} onFinish={onFinish}>
            <Form.Item label={T.password} name="password" rules={[{ required: true, message: ACCOUNT_DELETION_TEXT.passwordRequired }]}>
              <PasswordInput autoComplete="current-password" />
            </Form.Item>
            <Button danger type="primary" htmlType="submit" loading={requesting.isLoading}>
              {T.submit}
            </Button>
          </Form>
        </>
      )}
    </Card>
  );
}
