import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Progress, Typography } from 'antd';
import { useState } from 'react';
import type { ElectionReceipt } from '#shared/election';
import { LightResult } from '../../../components/light-result';
import { Page } from '../../../components/page';
import { useFormMutation } from '../../../lib/use-form-mutation';
import { useElectionDomainsQuery, useSubmitElectionMutation } from '../api';
import { DELEGATE_ROLES, fieldPath, LAST_STEP, SPEAKER_ROLES, stepOf, toRegistration, type ElectionFormValues } from '../steps';
import { currentSchoolYear, ELECTION_TEXT as T, ROLE_LABELS, STEP_TITLES, TEACHER_LABEL } from '../text';
import { GeneralStep } from './general-step';
import { InfoStep } from './info-step';
import { PersonFields } from './person-fields';
import { Summary } from './summary';
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
  const [submitElection, { isLoading }] = useSubmitElectionMutation();
  const submit = useFormMutation(form, submitElection, fieldPath);
  const domains = useElectionDomainsQuery();

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
    const result = await submit(toRegistration(form.getFieldsValue(true)));
    if (result.ok) setReceipt(result.data);
    // The field messages are in place; show the first step that holds one.
    else if (result.fields.length > 0) go(Math.min(...result.fields.map((field) => stepOf(fieldPath(field)))));
  };

  if (receipt) {
    return (
      <Page title={T.title}>
        <LightResult
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
                        {T.removeTeacher(TEACHER_LABEL(index))}
                      </Button>
                    )}
                  </div>
                ))}
                {fields.length < 2 && (
                  <Button icon={<PlusOutlined />} onClick={() => add({})}>
                    {T.addTeacher}
                  </Button>
                )}
              </>
            )}
          </Form.List>
        </div>
        <div hidden={step !== 4}>
          <InfoStep />
        </div>
        {step === LAST_STEP && (
          <Summary values={form.getFieldsValue(true)} domains={domains.data ?? []} schools={schoolChoice(form.getFieldsValue(true))} />
        )}
        <Flex gap={12} justify="space-between" className="election-buttons">
          <Button onClick={() => go(step - 1)} disabled={step === 0}>
            {T.back}
          </Button>
          {step < LAST_STEP ? (
            <Button type="primary" onClick={onNext}>
              {T.next}
            </Button>
          ) : (
            <Button type="primary" onClick={onSubmit} loading={isLoading}>
              {T.submit}
            </Button>
          )}
        </Flex>
      </Form>
    </Page>
  );
}

/** The chosen school as the summary's one-entry list (the searched list may show other schools by then). */
function schoolChoice(values: { schoolTenantId?: string; schoolName?: string }) {
  return values.schoolTenantId && values.schoolName ? [{ _id: values.schoolTenantId, name: values.schoolName }] : [];
}
