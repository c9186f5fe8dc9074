import { Alert, Button, Card, DatePicker, Flex, Form, Radio, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { SURVEY_MODE_LABELS, SURVEY_MODE_PROMISES, SURVEY_MODES, SurveyMode, SurveyState } from '#shared/survey';
import { useChangesGuard } from '../../../components/discard-guard/discard-guard';
import { DATE_TIME_FORMAT } from '../../../lib/dates';
import { toast } from '../../../lib/toast/toast';
import { useFormMutation } from '../../../lib/use-form-mutation';
import { useUpdateSurveyMutation } from '../api';
import { periodFromPicker, periodToPicker } from '../survey-dates';
import { EXECUTION_TEXT as T } from '../text';
import { CodesPanel } from './codes-panel';
import { ParticipationLink } from './participation-link';
import type { SurveyTabProps } from './questions-tab';
import { SurveyStateTag } from './surveys-page';

interface SettingsValues {
  mode: SurveyMode;
  startDate: Dayjs | null;
  endDate: Dayjs | null;
}

const endRule = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
  validator: (_rule: unknown, end: Dayjs | null) => {
    const start = getFieldValue('startDate') as Dayjs | null;
    return start && end && end.isBefore(start, 'minute') ? Promise.reject(new Error(T.endBeforeStart)) : Promise.resolve();
  },
});

/** Execution tab: how people take part and when, the state switch, the public link with its QR code, and the codes. */
export function ExecutionTab({ tenantId, survey, editor }: SurveyTabProps) {
  const [form] = Form.useForm<SettingsValues>();
  // Leaving with changed settings asks first (issue 28 §4).
  const guard = useChangesGuard();
  // What the chosen mode promises participants (and what it cannot), under the choice.
  const mode = Form.useWatch('mode', form) ?? survey.mode;
  const promise = SURVEY_MODE_PROMISES[mode];
  const [update, { isLoading }] = useUpdateSurveyMutation();
  const [switchState, switching] = useUpdateSurveyMutation();
  const save = useFormMutation(form, update);
  const active = survey.state === SurveyState.ACTIVE;
  const locked = survey.locked || !editor;

  const submit = async (values: SettingsValues) => {
    const result = await save({
      tenantId,
      surveyId: survey._id,
      mode: values.mode,
      startDate: periodFromPicker(values.startDate),
      endDate: periodFromPicker(values.endDate),
    });
    if (!result.ok) return;
    guard.saved();
    toast.success(T.saved);
  };

  const toggle = async () => {
    try {
      await switchState({ tenantId, surveyId: survey._id, state: active ? SurveyState.INACTIVE : SurveyState.ACTIVE }).unwrap();
      toast.success(active ? T.deactivated : T.activated);
    } catch {
      // The base query has already shown the error toast (SPEC 8), e.g. no answerable question yet.
    }
  };

  const picker = { format: DATE_TIME_FORMAT, showTime: { format: 'HH:mm', minuteStep: 5 as const }, style: { flex: '1 1 200px' } };
  return (
    <Flex vertical gap={16}>
      <Card size="small" title={<h2 style={{ margin: 0, fontSize: 16 }}>{T.state}</h2>}>
        <Flex gap={12} wrap align="center" justify="space-between">
          <Flex gap={8} align="center" wrap>
            <SurveyStateTag state={survey.state} />
            <Typography.Text>{active ? T.activeText : T.inactiveText}</Typography.Text>
          </Flex>
          {editor && (
            <Button type={active ? 'default' : 'primary'} onClick={toggle} loading={switching.isLoading}>
              {active ? T.deactivate : T.activate}
            </Button>
          )}
        </Flex>
      </Card>
      <Card size="small" title={<h2 style={{ margin: 0, fontSize: 16 }}>{T.settings}</h2>}>
        {editor && survey.locked && (
          <Alert type="info" showIcon title={T.lockedSettings} style={{ marginBottom: 16 }} data-testid="settings-locked" />
        )}
        <Form<SettingsValues>
          form={form}
          onValuesChange={guard.changed}
          name="survey-settings"
          layout="vertical"
          requiredMark={false}
          initialValues={{ mode: survey.mode, startDate: periodToPicker(survey.startDate), endDate: periodToPicker(survey.endDate) }}
          onFinish={submit}
          disabled={locked || isLoading}
        >
          <Form.Item
            name="mode"
            label={T.mode}
            rules={[{ required: true, message: T.modeRequired }]}
            extra={promise && <span data-testid="survey-mode-promise">{promise}</span>}
          >
            <Radio.Group
              aria-label={T.mode}
              style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
              options={SURVEY_MODES.map((mode) => ({ value: mode, label: SURVEY_MODE_LABELS[mode] }))}
            />
          </Form.Item>
          <Form.Item label={T.period} extra={T.periodHelp} style={{ marginBottom: 8 }}>
            <Flex gap={8} wrap>
              <Form.Item name="startDate" noStyle>
                <DatePicker {...picker} placeholder={T.periodStart} aria-label={T.periodStart} />
              </Form.Item>
              <Form.Item name="endDate" noStyle dependencies={['startDate']} rules={[endRule]}>
                <DatePicker {...picker} placeholder={T.periodEnd} aria-label={T.periodEnd} />
              </Form.Item>
            </Flex>
          </Form.Item>
          <Form.Item noStyle shouldUpdate>
            {() => {
              const error = form.getFieldError('endDate')[0];
              return error ? (
                <Typography.Text type="danger" role="alert">
                  {error}
                </Typography.Text>
              ) : null;
            }}
          </Form.Item>
          {editor && (
            <Flex style={{ marginTop: 16 }}>
              <Button type="primary" htmlType="submit" loading={isLoading}>
                {T.save}
              </Button>
            </Flex>
          )}
        </Form>
        {guard.dialog}
      </Card>
      <ParticipationLink surveyId={survey._id} />
      {editor &&
        (survey.mode === SurveyMode.TAN ? (
          <CodesPanel tenantId={tenantId} survey={survey} />
        ) : (
          <Typography.Text type="secondary">{T.codesOnlyTan}</Typography.Text>
        ))}
    </Flex>
  );
}
