import { Form, Input, InputNumber, Select, Switch } from 'antd';
import {
  LIKERT_STEPS,
  LIKERT_TEMPLATE_LABELS,
  LIKERT_TEMPLATES,
  NOMINAL_OPTIONS,
  NOMINAL_TYPE_LABELS,
  NOMINAL_TYPES,
  SURVEY_COMPONENT_KIND_LABELS,
  SURVEY_COMPONENT_KINDS,
  SURVEY_COMPONENT_TEXT_MAX_LENGTH,
  SURVEY_COMPONENT_TITLE_MAX_LENGTH,
  SURVEY_MAX_OPTIONS,
  SURVEY_OPTION_MAX_LENGTH,
  SurveyComponentKind,
  type SurveyComponentView,
  type SurveyView,
} from '#shared/survey';
import { MESSAGES } from '#shared/validation';
import { TitleItem } from '../../../components/description-form/form-items';
import { useChangesGuard } from '../../../components/discard-guard/discard-guard';
import { AppModal } from '../../../components/modal/app-modal';
import { toast } from '../../../lib/toast/toast';
import { useFormMutation } from '../../../lib/use-form-mutation';
import { useAddSurveyComponentMutation, useUpdateSurveyComponentMutation } from '../api';
import { duplicateOption, newQuestionValues, optionLines, questionBody, questionValues, type QuestionValues } from '../question-form';
import { QUESTION_TEXT as T } from '../text';

const selectable = (label: string) => ({ showSearch: false, 'aria-label': label });

// The option lines, checked as the server checks them (SPEC 5: at least one option).
const optionsRule = {
  validator: (_rule: unknown, value: string) => {
    const lines = optionLines(value);
    if (lines.length === 0) return Promise.reject(new Error(T.optionsRequired));
    if (lines.length > SURVEY_MAX_OPTIONS) return Promise.reject(new Error(MESSAGES.tooLong(SURVEY_MAX_OPTIONS)));
    if (lines.some((line) => line.length > SURVEY_OPTION_MAX_LENGTH))
      return Promise.reject(new Error(MESSAGES.tooLong(SURVEY_OPTION_MAX_LENGTH)));
    if (duplicateOption(lines)) return Promise.reject(new Error(T.optionDuplicate));
    return Promise.resolve();
  },
};

// Server details name 'options.2.label' or 'scaleTemplate': the first part is the form field.
const fieldOf = (field: string) => [field.split('.')[0]];

export interface QuestionDialogProps {
  tenantId: string;
  survey: SurveyView;
  /** null: a new question. */
  component: SurveyComponentView | null;
  onClose: () => void;
}

/** Add or edit one question; the fields follow the chosen kind, SPEC 5's messages appear under them. */
export function QuestionDialog({ tenantId, survey, component, onClose }: QuestionDialogProps) {
  const [form] = Form.useForm<QuestionValues>();
  // Closing with changes asks first (issue 28 §4).
  const guard = useChangesGuard();
  const [add, adding] = useAddSurveyComponentMutation();
  const [update, updating] = useUpdateSurveyComponentMutation();
  const saving = adding.isLoading || updating.isLoading;
  const saveNew = useFormMutation(form, add, fieldOf);
  const saveEdit = useFormMutation(form, update, fieldOf);
  const kind = Form.useWatch('kind', form);
  const multiple = Form.useWatch('multiple', form);
  const scale = Form.useWatch('scaleTemplate', form);
  const nominal = Form.useWatch('nominalType', form);

  const submit = async (values: QuestionValues) => {
    const body = questionBody(values, component ?? undefined);
    const args = { tenantId, surveyId: survey._id, body };
    const result = component ? await saveEdit({ ...args, componentId: component._id }) : await saveNew(args);
    if (!result.ok) return;
    toast.success(T.saved);
    guard.release();
    onClose();
  };

  return (
    <AppModal
      open
      title={component ? T.editQuestion : T.newQuestion}
      onClose={() => guard.confirm(onClose)}
      onConfirm={() => form.submit()}
      confirmLoading={saving}
      width={600}
    >
      <Form<QuestionValues>
        form={form}
        onValuesChange={guard.changed}
        name="survey-question"
        layout="vertical"
        requiredMark={false}
        initialValues={component ? questionValues(component) : newQuestionValues()}
        onFinish={submit}
        disabled={saving}
      >
        <Form.Item name="kind" label={T.kind} rules={[{ required: true, message: T.kindRequired }]}>
          <Select
            {...selectable(T.kind)}
            placeholder={T.kind}
            options={SURVEY_COMPONENT_KINDS.map((value) => ({ value, label: SURVEY_COMPONENT_KIND_LABELS[value] }))}
          />
        </Form.Item>
        <TitleItem label={T.title} requiredMessage={T.titleRequired} max={SURVEY_COMPONENT_TITLE_MAX_LENGTH} />
        <Form.Item
          name="text"
          label={kind === SurveyComponentKind.TEXT ? T.textTitle : T.hint}
          rules={[{ max: SURVEY_COMPONENT_TEXT_MAX_LENGTH, message: MESSAGES.tooLong(SURVEY_COMPONENT_TEXT_MAX_LENGTH) }]}
        >
          <Input.TextArea autoSize={{ minRows: kind === SurveyComponentKind.TEXT ? 3 : 1, maxRows: 8 }} />
        </Form.Item>
        {kind === SurveyComponentKind.CHOICE && (
          <>
            <Form.Item name="options" label={T.options} extra={T.optionsHelp} rules={[optionsRule]}>
              <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} />
            </Form.Item>
            <Form.Item name="multiple" label={T.multiple} valuePropName="checked">
              <Switch />
            </Form.Item>
            {multiple && (
              <Form.Item
                name="maxSelection"
                label={T.maxSelection}
                extra={T.maxSelectionHelp}
                rules={[{ type: 'number', min: 0, message: T.maxSelectionInvalid }]}
              >
                <InputNumber min={0} max={SURVEY_MAX_OPTIONS} precision={0} />
              </Form.Item>
            )}
          </>
        )}
        {kind === SurveyComponentKind.LIKERT && (
          <Form.Item
            name="scaleTemplate"
            label={T.scale}
            rules={[{ required: true, message: T.scaleRequired }]}
            extra={scale ? LIKERT_STEPS[scale].join(' · ') : undefined}
          >
            <Select
              {...selectable(T.scale)}
              placeholder={T.scale}
              options={LIKERT_TEMPLATES.map((value) => ({ value, label: LIKERT_TEMPLATE_LABELS[value] }))}
            />
          </Form.Item>
        )}
        {kind === SurveyComponentKind.NOMINAL && (
          <Form.Item
            name="nominalType"
            label={T.nominal}
            rules={[{ required: true, message: T.nominalRequired }]}
            extra={nominal ? NOMINAL_OPTIONS[nominal].join(' · ') : undefined}
          >
            <Select
              {...selectable(T.nominal)}
              placeholder={T.nominal}
              options={NOMINAL_TYPES.map((value) => ({ value, label: NOMINAL_TYPE_LABELS[value] }))}
            />
          </Form.Item>
        )}
        {kind && kind !== SurveyComponentKind.TEXT && (
          <Form.Item name="required" label={T.required} valuePropName="checked">
            <Switch />
          </Form.Item>
        )}
      </Form>
      {guard.dialog}
    </AppModal>
  );
}
