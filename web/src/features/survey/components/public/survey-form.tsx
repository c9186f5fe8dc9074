import { Alert, Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  isAnswerableKind,
  SURVEY_CODE_LENGTH,
  SURVEY_MODE_PROMISES,
  SurveyComponentKind,
  SurveyMode,
  type PublicSurveyView,
  type SurveyComponentView,
} from '#shared/survey';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, MESSAGES } from '#shared/validation';
import { LightCard } from '../../../../components/light-card';
import { LightResult } from '../../../../components/light-result';
import { errorDetails, errorMessage, errorStatus } from '../../../../lib/api/errors';
import { answerBody, answerFieldOf, answerProblem, questionNumbers, type AnswerFieldValue, type AnswerFormValues } from '../../answer-form';
import { useAnswerSurveyMutation } from '../../api';
import { PUBLIC_TEXT as T } from '../../text';
import { AnswerInput } from './answer-input';
import { SurveyAlreadyDone, SurveyNotFound } from './public-state';

const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

const answerRule = (component: SurveyComponentView) => ({
  validator: (_rule: unknown, value: AnswerFieldValue) => {
    const problem = answerProblem(component, value);
    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
  },
});

function hintOf(component: SurveyComponentView): string | undefined {
  if (component.kind === SurveyComponentKind.WORDCLOUD) return component.text || T.wordsHelp;
  if (component.kind === SurveyComponentKind.CHOICE && component.multiple) {
    const how = component.maxSelection > 0 ? T.chooseUpTo(component.maxSelection) : T.chooseAny;
    return component.text ? `${component.text} ${how}` : how;
  }
  return component.text || undefined;
}

/**
 * All questions on one page, the code or e-mail field the mode asks for (none for a logged-in PERSONAL
 * answer), what the mode promises, and the thank-you state after sending (PERSONAL without login: the
 * request to open the mailed link).
 */
export function SurveyForm({ survey }: { survey: PublicSurveyView }) {
  const [form] = Form.useForm<AnswerFormValues>();
  const [params, setParams] = useSearchParams();
  const [send, { isLoading }] = useAnswerSurveyMutation();
  const [state, setState] = useState<'form' | 'done' | 'confirm' | 'repeat' | 'gone'>('form');
  const [failure, setFailure] = useState<string | null>(null);
  // Questions are numbered; text blocks are not.
  const numbers = questionNumbers(survey.components);
  // A link whose code is spent says so before anyone answers a question.
  useEffect(() => {
    if (survey.codeSpent) form.setFields([{ name: 'code', errors: [T.codeSpent] }]);
  }, [survey.codeSpent, form]);

  const submit = async (values: AnswerFormValues) => {
    setFailure(null);
    const body = answerBody(survey.components, survey.mode, values, survey.account !== null);
    try {
      const sent = await send({ surveyId: survey._id, body }).unwrap();
      // 202 (no id): the answer counts once the mailed link is opened.
      setState(sent._id === null ? 'confirm' : 'done');
      window.scrollTo({ top: 0 });
    } catch (caught) {
      const error = caught as Parameters<typeof errorStatus>[0];
      const status = errorStatus(error);
      if (status === 404) return setState('gone');
      // A spent or unknown code belongs under the code field; a repeat ends the form.
      if (status === 403 && survey.mode === SurveyMode.TAN) return form.setFields([{ name: 'code', errors: [errorMessage(error)] }]);
      if (status === 409) return setState('repeat');
      const fields = errorDetails(error).flatMap((detail) => {
        const name = answerFieldOf(survey.components, body, detail.field);
        return name ? [{ name, errors: [detail.message] }] : [];
      });
      if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
      else setFailure(errorMessage(error));
    }
  };

  const another = () => {
    form.resetFields();
    form.setFieldValue('code', '');
    // The prefilled code is spent: the next pupil types their own.
    if (params.has('code')) setParams({}, { replace: true });
    setState('form');
  };

  if (state === 'gone') return <SurveyNotFound />;
  if (state === 'repeat') return <SurveyAlreadyDone />;
  if (state === 'confirm') {
    return (
      <LightResult
        status="info"
        data-testid="survey-confirm-mail"
        title={<h2 style={{ fontSize: 22, margin: 0 }}>{T.confirmTitle}</h2>}
        subTitle={T.confirmText}
      />
    );
  }
  if (state === 'done') {
    // One answer per browser (ANONYMOUS) or per account (PERSONAL while logged in): no 'another' then.
    const again = survey.mode !== SurveyMode.ANONYMOUS && survey.account === null;
    return (
      <LightResult
        status="success"
        data-testid="survey-thanks"
        title={<h2 style={{ fontSize: 22, margin: 0 }}>{T.thanksTitle}</h2>}
        subTitle={T.thanks}
        extra={again && <Button onClick={another}>{T.another}</Button>}
      />
    );
  }

  return (
    <Form<AnswerFormValues>
      form={form}
      name="survey-answer"
      layout="vertical"
      requiredMark
      initialValues={{ code: params.get('code') ?? '', mail: '' }}
      onFinish={submit}
      onFinishFailed={({ errorFields }) => errorFields[0] && form.scrollToField(errorFields[0].name, { block: 'center' })}
      disabled={isLoading}
    >
      {/* The code comes first: without it nothing else counts. */}
      {survey.mode === SurveyMode.TAN && (
        <LightCard style={{ marginBottom: 12 }}>
          <Form.Item
            name="code"
            label={T.code}
            extra={T.codeHelp}
            rules={[{ required: true, whitespace: true, message: T.codeRequired }]}
            style={{ marginBottom: 0 }}
          >
            <Input
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={SURVEY_CODE_LENGTH + 4}
              style={{ fontFamily: 'monospace', letterSpacing: 2 }}
            />
          </Form.Item>
        </LightCard>
      )}
      {survey.components.map((component) => {
        if (!isAnswerableKind(component.kind)) {
          return (
            <LightCard key={component._id} style={{ marginBottom: 12 }} data-testid="survey-text-block">
              <h2 style={{ fontSize: 17, fontWeight: 600, margin: '0 0 8px' }}>{component.title}</h2>
              {component.text && <p style={{ whiteSpace: 'pre-line', margin: 0 }}>{component.text}</p>}
            </LightCard>
          );
        }
        return (
          <LightCard key={component._id} style={{ marginBottom: 12 }} data-testid="survey-question">
            <Form.Item
              name={['answers', component._id]}
              label={`${numbers.get(component._id)}. ${component.title}`}
              required={component.required}
              extra={hintOf(component)}
              rules={[answerRule(component)]}
              style={{ marginBottom: 0 }}
            >
              <AnswerInput component={component} />
            </Form.Item>
          </LightCard>
        );
      })}
      {survey.mode === SurveyMode.PERSONAL && survey.account && (
        <LightCard style={{ marginBottom: 12 }} data-testid="survey-account">
          {T.asAccount(survey.account.name, survey.account.mail)}
        </LightCard>
      )}
      {survey.mode === SurveyMode.PERSONAL && !survey.account && (
        <LightCard style={{ marginBottom: 12 }}>
          <Form.Item
            name="mail"
            label={T.mail}
            rules={[
              { required: true, whitespace: true, message: T.mailRequired },
              { pattern: EMAIL_PATTERN, transform: trim, message: T.mailInvalid },
              { max: EMAIL_MAX_LENGTH, transform: trim, message: MESSAGES.tooLong(EMAIL_MAX_LENGTH) },
            ]}
            style={{ marginBottom: 0 }}
          >
            <Input type="email" inputMode="email" autoComplete="email" />
          </Form.Item>
        </LightCard>
      )}
      {SURVEY_MODE_PROMISES[survey.mode] && (
        <p className="text-secondary" style={{ fontSize: 13 }} data-testid="survey-mode-promise">
          {SURVEY_MODE_PROMISES[survey.mode]}
        </p>
      )}
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} data-testid="survey-failure" />}
      <p className="text-secondary" style={{ fontSize: 13 }}>
        <span aria-hidden>* </span>
        {T.requiredMark}
      </p>
      <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
        {T.send}
      </Button>
    </Form>
  );
}
