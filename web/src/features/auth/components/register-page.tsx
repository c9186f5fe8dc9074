import { Form, Steps } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LinkButton } from '../../../components/link-button';
import { StatusNotice } from '../../../components/status-notice';
import { paths } from '../../../lib/paths';
import { useFormMutation } from '../../../lib/use-form-mutation';
import { useRegisterMutation } from '../api';
import { REGISTER_TEXT } from '../text';
import { AuthHeading } from './auth-heading';
import { AccountStep, PersonalStep, type AccountValues, type PersonalValues } from './register-steps';
import { useNextQuery } from './use-next';

const ACCOUNT_FIELDS = ['mail', 'password', 'passwordRepeat'];

/** SPEC 2.2: step 0 account, step 1 personal data (with back), step 2 the success notice. */
export function RegisterPage() {
  const [step, setStep] = useState(0);
  const [accountForm] = Form.useForm<AccountValues>();
  const [personalForm] = Form.useForm<PersonalValues>();
  const [registerAccount, { isLoading }] = useRegisterMutation();
  // Each form only knows its own fields; both get the server's complaints.
  const register = useFormMutation([personalForm, accountForm], registerAccount);
  const next = useNextQuery();

  const onSubmit = async (personal: PersonalValues) => {
    const { mail, password } = accountForm.getFieldsValue(true) as AccountValues;
    const result = await register({
      mail: mail.trim(),
      password,
      contact: { first_name: personal.contact.first_name.trim(), last_name: personal.contact.last_name.trim() },
      termsAccepted: true,
    });
    if (result.ok) {
      setStep(2);
      return;
    }
    // A server complaint about the account goes back to step 0.
    if (result.fields.some((field) => ACCOUNT_FIELDS.includes(field))) setStep(0);
  };

  return (
    <>
      <AuthHeading title={REGISTER_TEXT.title}>{step < 2 ? REGISTER_TEXT.intro : undefined}</AuthHeading>
      <Steps
        current={step}
        size="small"
        responsive={false}
        // Titles under the icons get a third of the width each; beside them 'Konto' broke mid-word at 360 px.
        titlePlacement="vertical"
        items={REGISTER_TEXT.steps.map((title) => ({ title }))}
        style={{ marginBottom: 24 }}
      />
      {/* Both forms stay mounted so that going back keeps what was typed. */}
      <div hidden={step !== 0}>
        <AccountStep form={accountForm} onDone={() => setStep(1)} />
      </div>
      <div hidden={step !== 1}>
        <PersonalStep form={personalForm} loading={isLoading} onBack={() => setStep(0)} onSubmit={onSubmit} />
      </div>
      {step === 2 && (
        <StatusNotice
          status="success"
          title={REGISTER_TEXT.doneTitle}
          extra={
            <LinkButton type="primary" to={`${paths.auth.login}${next}`}>
              {REGISTER_TEXT.toLogin}
            </LinkButton>
          }
        >
          {REGISTER_TEXT.doneText}
        </StatusNotice>
      )}
      {step < 2 && (
        <p className="auth-footer">
          {REGISTER_TEXT.hasAccount} <Link to={`${paths.auth.login}${next}`}>{REGISTER_TEXT.login}</Link>
        </p>
      )}
    </>
  );
}
