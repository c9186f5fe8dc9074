import { Form, Radio } from 'antd';
import { useNavigate } from 'react-router-dom';
import { SURVEY_MODE_LABELS, SURVEY_MODE_PROMISES, SURVEY_MODES, SURVEY_TITLE_MAX_LENGTH, SurveyMode } from '#shared/survey';
import { TitleItem } from '../../../components/description-form/form-items';
import { useChangesGuard } from '../../../components/discard-guard/discard-guard';
import { AppModal } from '../../../components/modal/app-modal';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast/toast';
import { useFormMutation } from '../../../lib/use-form-mutation';
import { useCreateSurveyMutation } from '../api';
import { EXECUTION_TEXT as E, SURVEY_TEXT as T } from '../text';

interface CreateValues {
  title: string;
  mode: SurveyMode;
}

/** A new survey needs only a title and how people take part; questions are added on its page, which opens next. */
export function CreateSurveyDialog({ tenantId, onClose }: { tenantId: string; onClose: () => void }) {
  const [form] = Form.useForm<CreateValues>();
  // Closing with changes asks first (issue 28 §4).
  const guard = useChangesGuard();
  // What the chosen mode promises participants (and what it cannot), under the choice.
  const mode = Form.useWatch('mode', form);
  const promise = mode ? SURVEY_MODE_PROMISES[mode] : undefined;
  const [create, { isLoading }] = useCreateSurveyMutation();
  const save = useFormMutation(form, create);
  const navigate = useNavigate();

  const submit = async (values: CreateValues) => {
    const result = await save({ tenantId, title: values.title.trim(), mode: values.mode });
    if (!result.ok) return;
    toast.success(T.created);
    guard.release();
    onClose();
    navigate(paths.sv.survey(result.data._id));
  };

  return (
    <AppModal
      open
      title={T.newSurvey}
      onClose={() => guard.confirm(onClose)}
      onConfirm={() => form.submit()}
      confirmLoading={isLoading}
      width={560}
    >
      <Form<CreateValues>
        form={form}
        onValuesChange={guard.changed}
        name="survey-create"
        layout="vertical"
        requiredMark={false}
        initialValues={{ title: '', mode: SurveyMode.DEFAULT }}
        onFinish={submit}
        disabled={isLoading}
      >
        <TitleItem label={T.title} requiredMessage={T.titleRequired} max={SURVEY_TITLE_MAX_LENGTH} />
        <Form.Item
          name="mode"
          label={E.mode}
          rules={[{ required: true, message: E.modeRequired }]}
          extra={promise && <span data-testid="survey-mode-promise">{promise}</span>}
        >
          <Radio.Group
            aria-label={E.mode}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            options={SURVEY_MODES.map((mode) => ({ value: mode, label: SURVEY_MODE_LABELS[mode] }))}
          />
        </Form.Item>
      </Form>
      {guard.dialog}
    </AppModal>
  );
}
