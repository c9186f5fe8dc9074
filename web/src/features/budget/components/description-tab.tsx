import { Form, Typography } from 'antd';
import { BUDGET_DESCRIPTION_MAX_LENGTH } from '#shared/budget';
import { FormFooter } from '../../../components/description-form/form-footer';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor';
import { RichTextView } from '../../../components/rich-text/rich-text-view';
import { toast } from '../../../lib/toast/toast';
import { useFormMutation } from '../../../lib/use-form-mutation';
import { useUpdateBudgetMutation } from '../api';
import { FIELD_TEXT as F, SETTINGS_TEXT as S } from '../text';
import type { BudgetTabProps } from './positions-tab';

/** The budget's description (rich text, sanitised by the API); read-only without `budget:edit`. */
export function DescriptionTab({ tenantId, budget, editor }: BudgetTabProps) {
  const [form] = Form.useForm<{ description: string }>();
  const [update, { isLoading }] = useUpdateBudgetMutation();
  const save = useFormMutation(form, update);

  if (!editor) {
    return budget.description ? (
      <RichTextView html={budget.description} />
    ) : (
      <Typography.Text type="secondary">{S.noDescription}</Typography.Text>
    );
  }
  const submit = async ({ description }: { description: string }) => {
    // Only the description is sent: the PUT changes what it is sent and nothing else.
    const result = await save({ tenantId, budgetId: budget._id, body: { description: description ?? '' } });
    if (result.ok) toast.success(S.descriptionSaved);
  };
  return (
    <Form
      form={form}
      name="budget-description"
      layout="vertical"
      initialValues={{ description: budget.description }}
      onFinish={submit}
      style={{ maxWidth: 760 }}
    >
      <Form.Item
        name="description"
        label={F.description}
        rules={[{ max: BUDGET_DESCRIPTION_MAX_LENGTH, message: F.tooLong(BUDGET_DESCRIPTION_MAX_LENGTH) }]}
      >
        <RichTextEditor aria-label={F.description} disabled={isLoading} />
      </Form.Item>
      <FormFooter saveText={F.save} saving={isLoading} />
    </Form>
  );
}
