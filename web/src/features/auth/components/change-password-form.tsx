import { Button, Form } from 'antd';
import type { ChangePasswordInput } from '#shared/auth-data';
import { MESSAGES } from '#shared/validation';
import { PasswordInput } from '../../../components/inputs';
import { errorMessage, errorStatus } from '../../../lib/api/errors';
import { FORM_TEXT, newPasswordRules, repeatRules } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast/toast';
import { useFormMutation } from '../../../lib/use-form-mutation';
import { useChangePasswordMutation } from '../api';
import { CHANGE_PASSWORD_TEXT } from '../text';

/** SPEC 5: all fields required, the new passwords match and follow the strength rule. */
export function ChangePasswordForm() {
  const [form] = Form.useForm<ChangePasswordInput>();
  const [changePasswordCall, { isLoading }] = useChangePasswordMutation();
  const changePassword = useFormMutation(form, changePasswordCall);

  const onFinish = async (values: ChangePasswordInput) => {
    const result = await changePassword(values);
    if (result.ok) {
      toast.success(CHANGE_PASSWORD_TEXT.done);
      form.resetFields();
      return;
    }
    // A 400 without field details is the wrong current password: show it at that field, too.
    if (result.fields.length === 0 && errorStatus(result.error) === 400) {
      form.setFields([{ name: 'oldPassword', errors: [errorMessage(result.error)] }]);
    }
  };

  return (
    <Form form={form} name="change-password" layout="vertical" requiredMark={false} onFinish={onFinish}>
      <Form.Item
        label={CHANGE_PASSWORD_TEXT.oldPassword}
        name="oldPassword"
        rules={[{ required: true, message: MESSAGES.oldPasswordRequired }]}
      >
        <PasswordInput autoComplete="current-password" />
      </Form.Item>
      <Form.Item label={CHANGE_PASSWORD_TEXT.password} name="password" rules={newPasswordRules} extra={FORM_TEXT.passwordHint}>
        <PasswordInput autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={CHANGE_PASSWORD_TEXT.passwordRepeat}
        name="passwordRepeat"
        dependencies={['password']}
        rules={repeatRules('password')}
      >
        <PasswordInput autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        {CHANGE_PASSWORD_TEXT.submit}
      </Button>
    </Form>
  );
}
