import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Progress, Result, Typography } from 'antd';
import { useState } from 'react';
import { errorDetails, type RequestError } from '../../api/errors';
import { Page } from '../../components/page';
import { useElectionDomainsQuery, useElectionSchoolsQuery, useSubmitElectionMutation, type ElectionReceipt } from './api';
import { GeneralStep } from './general-step';
import { InfoStep } from './info-step';
import { PersonFields } from './person-fields';
import { DELEGATE_ROLES, fieldPath, LAST_STEP, SPEAKER_ROLES, stepOf, toRegistration, type ElectionFormValues } from './steps';
import { Summary } from './summary';
import { ELECTION_TEXT as T, currentSchoolYear, ROLE_LABELS, STEP_TITLES, TEACHER_LABEL } from './text';
import './election.css';

const initialValues: ElectionFormValues = {
  schoolYear: currentSchoolYear(),
  minutesToPrincipal: false,
  minutesKeptByCouncil: false,
  truthConfirmed: false,
  people: { LIAISON_TEACHER: [{}] },
};

/** SPEC 2.7: the public election registration, one step at a time; all steps stay mounted to keep input. */
export function ElectionRegistrationPage() {
  const [form] = Form.useForm();
  const [step, setStep] = useState(0);
  const [receipt, setReceipt] = useState<ElectionReceipt | null>(null);
  const [submit, { isLoading }] = useSubmitElectionMutation();
  const domainId = Form.useWatch('domainId', form);
  const domains = useElectionDomainsQuery();
  const schools = useElectionSchoolsQuery(domainId ?? '', { skip: !domainId });

  const go = (next: number) => {
    setStep(next);
    window.scrollTo?.({ top: 0 });
  };

  const validateStep = async (index: number) => {
    const names = form
      .getFieldsError()
      .map((f) => f.name)
      .filter((name) => stepOf(name) === index);
    await form.validateFields(names);
  };

  const onNext = async () => {
    try {
      await validateStep(step);
      go(step + 1);
    } catch {
      // antd shows the messages under the fields.
    }
  };

  const onSubmit = async () => {
    try {
      for (let index = 0; index < LAST_STEP; index += 1) {
        try {
          await validateStep(index);
        } catch (error) {
          go(index);
          throw error;
        }
      }
    } catch {
      return;
    }
    try {
      setReceipt(await submit(toRegistration(form.getFieldsValue(true))).unwrap());
    } catch (err) {
      const error = err as RequestError;
      const details = errorDetails(error);
      if (details.length > 0) {
        form.setFields(details.map((d) => ({ name: fieldPath(d.field), errors: [d.message] })));
        go(Math.min(...details.map((d) => stepOf(fieldPath(d.field)))));
      }
      // The base query has already shown the error toast (SPEC 8).
    }
  };

  if (receipt) {
    return (
      <Page title={T.title}>
        <Result
          status="success"
          title={T.successTitle}
          subTitle={receipt.message}
          extra={
            <Button
              onClick={() => {
                form.resetFields();
                setReceipt(null);
                go(0);
              }}
            >
              {T.newRegistration}
            </Button>
          }
        />
      </Page>
    );
  }

  return (
    <Page title={T.title}>
      <Typography.Paragraph>{T.intro}</Typography.Paragraph>
      <div className="election-progress">
        <Typography.Title level={2} style={{ fontSize: 20 }} aria-live="polite">
          {`Schritt ${step + 1} von ${STEP_TITLES.length}: ${STEP_TITLES[step]}`}
        </Typography.Title>
        <Progress percent={Math.round(((step + 1) / STEP_TITLES.length) * 100)} showInfo={false} aria-hidden />
      </div>
      <Form form={form} layout="vertical" initialValues={initialValues} requiredMark={false} className="election-form">
        <div hidden={step !== 0}>
          <GeneralStep />
        </div>
        <div hidden={step !== 1}>
          {SPEAKER_ROLES.map((role) => (
            <PersonFields key={role} legend={ROLE_LABELS[role]} name={['people', role]} withClass />
          ))}
        </div>
        <div hidden={step !== 2}>
          {DELEGATE_ROLES.map((role) => (
            <PersonFields key={role} legend={ROLE_LABELS[role]} name={['people', role]} withClass />
          ))}
        </div>
        <div hidden={step !== 3}>
          <Form.List name={['people', 'LIAISON_TEACHER']}>
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, index) => (
                  <div key={field.key}>
                    <PersonFields legend={TEACHER_LABEL(index)} name={[field.name]} withClass={false} />
                    {fields.length > 1 && (
                      <Button icon={<DeleteOutlined />} onClick={() => remove(field.name)} style={{ marginBottom: 16 }}>
                        {`${TEACHER_LABEL(index)} entfernen`}
                      </Button>
                    )}
                  </div>
                ))}
                {fields.length < 2 && (
                  <Button icon={<PlusOutlined />} onClick={() => add({})}>
                    Zweite Verbindungslehrkraft hinzufügen
                  </Button>
                )}
              </>
            )}
          </Form.List>
        </div>
        <div hidden={step !== 4}>
          <InfoStep />
        </div>
        {step === LAST_STEP && <Summary values={form.getFieldsValue(true)} domains={domains.data ?? []} schools={schools.data ?? []} />}
        <Flex gap={12} justify="space-between" className="election-buttons">
          <Button onClick={() => go(step - 1)} disabled={step === 0}>
            Zurück
          </Button>
          {step < LAST_STEP ? (
            <Button type="primary" onClick={onNext}>
              Weiter
            </Button>
          ) : (
            <Button type="primary" onClick={onSubmit} loading={isLoading}>
              Absenden
            </Button>
          )}
        </Flex>
      </Form>
    </Page>
  );
}
