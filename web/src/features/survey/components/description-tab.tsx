import { Form, Input, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { SURVEY_DESCRIPTION_MAX_LENGTH, SURVEY_TITLE_MAX_LENGTH } from '#shared/survey';
import { MESSAGES } from '#shared/validation';
import { DescriptionForm } from '../../../components/description-form/description-form';
import { TitleItem, ViewAccessItem } from '../../../components/description-form/form-items';
import { useViewAccessOptions } from '../../../components/view-access/use-view-access-options';
import { useAccess } from '../../../lib/access';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast/toast';
import { useFormMutation } from '../../../lib/use-form-mutation';
import { useDeleteSurveyMutation, useUpdateSurveyMutation } from '../api';
import { DESCRIPTION_TEXT as T, SURVEY_TEXT } from '../text';
import type { SurveyTabProps } from './questions-tab';

interface DescriptionValues {
  title: string;
  description: string;
  viewAccess: number;
}

/** The description tab: title, the text shown above the questions and who sees the survey; editable even while locked. */
export function DescriptionTab({ tenantId, survey, editor }: SurveyTabProps) {
  const access = useAccess();
  const [form] = Form.useForm<DescriptionValues>();
  const [update, { isLoading }] = useUpdateSurveyMutation();
  const [remove] = useDeleteSurveyMutation();
  const save = useFormMutation(form, update);
  const navigate = useNavigate();
  const options = useViewAccessOptions();

  if (!editor) {
    return survey.description ? (
      <Typography.Paragraph style={{ whiteSpace: 'pre-line' }} data-testid="survey-description">
        {survey.description}
      </Typography.Paragraph>
    ) : (
      <Typography.Text type="secondary">{T.noDescription}</Typography.Text>
    );
  }

  const submit = async (values: DescriptionValues) => {
    const result = await save({
      tenantId,
      surveyId: survey._id,
      title: values.title.trim(),
      description: (values.description ?? '').trim(),
      viewAccess: values.viewAccess,
    });
    if (result.ok) toast.success(T.saved);
    return result.ok;
  };

  const deleteSurvey = async () => {
    await remove({ tenantId, surveyId: survey._id }).unwrap();
    toast.success(T.deleted);
    navigate(paths.sv.surveys);
  };

  return (
    <DescriptionForm<DescriptionValues>
      form={form}
      name="survey-description"
      initialValues={{ title: survey.title, description: survey.description, viewAccess: survey.viewAccess }}
      onFinish={submit}
      saving={isLoading}
      text={T}
      itemTitle={survey.title}
      onDelete={survey.mayDelete && access.can('survey:delete') ? deleteSurvey : undefined}
    >
      <Typography.Paragraph type="secondary">{T.editableHint}</Typography.Paragraph>
      <TitleItem label={T.title} requiredMessage={SURVEY_TEXT.titleRequired} max={SURVEY_TITLE_MAX_LENGTH} />
      <Form.Item
        name="description"
        label={T.description}
        rules={[{ max: SURVEY_DESCRIPTION_MAX_LENGTH, message: MESSAGES.tooLong(SURVEY_DESCRIPTION_MAX_LENGTH) }]}
      >
        <Input.TextArea autoSize={{ minRows: 4, maxRows: 14 }} />
      </Form.Item>
      <ViewAccessItem text={T} options={options} initial={survey.viewAccess} />
    </DescriptionForm>
  );
}
