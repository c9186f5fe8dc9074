import { Divider, Flex, Form, InputNumber, Switch, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { BUDGET_TITLE_MAX_LENGTH, type BudgetInput } from '#shared/budget';
import { DeleteButton } from '../../../components/confirm/delete-button';
import { FormFooter } from '../../../components/description-form/form-footer';
import { TitleItem, ViewAccessItem } from '../../../components/description-form/form-items';
import { useViewAccessOptions } from '../../../components/view-access/use-view-access-options';
import { useAccess } from '../../../lib/access';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast/toast';
import { useFormMutation } from '../../../lib/use-form-mutation';
import { useDeleteBudgetMutation, useUpdateBudgetMutation } from '../api';
import { yearRules } from '../budget-form';
import { FIELD_TEXT as F, SETTINGS_TEXT as S } from '../text';
import { BudgetExportButton } from './export-button';
import type { BudgetTabProps } from './positions-tab';

type SettingsValues = Required<Pick<BudgetInput, 'title' | 'year' | 'actualEnabled' | 'viewAccess'>>;

/** Title, year, the actual-column switch and visibility; the exports for the treasurer; deleting the budget. */
export function SettingsTab({ tenantId, budget, editor }: BudgetTabProps) {
  const access = useAccess();
  const [form] = Form.useForm<SettingsValues>();
  const [update, { isLoading }] = useUpdateBudgetMutation();
  const [remove] = useDeleteBudgetMutation();
  const save = useFormMutation(form, update);
  const navigate = useNavigate();
  const options = useViewAccessOptions();

  const submit = async (values: SettingsValues) => {
    const body = { title: values.title.trim(), year: values.year, actualEnabled: values.actualEnabled, viewAccess: values.viewAccess };
    const result = await save({ tenantId, budgetId: budget._id, body });
    if (result.ok) toast.success(S.saved);
  };
  const deleteBudget = async () => {
    await remove({ tenantId, budgetId: budget._id }).unwrap();
    toast.success(S.deleted);
    navigate(paths.sv.budgets);
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 760 }}>
      {editor && (
        <Form<SettingsValues>
          form={form}
          name="budget-settings"
          layout="vertical"
          requiredMark={false}
          initialValues={{ title: budget.title, year: budget.year, actualEnabled: budget.actualEnabled, viewAccess: budget.viewAccess }}
          onFinish={submit}
          disabled={isLoading}
        >
          <TitleItem label={F.title} requiredMessage={F.titleRequired} max={BUDGET_TITLE_MAX_LENGTH} />
          <Form.Item name="year" label={F.year} rules={yearRules}>
            <InputNumber precision={0} controls={false} style={{ width: 140 }} inputMode="numeric" />
          </Form.Item>
          <Form.Item name="actualEnabled" label={F.actualEnabled} valuePropName="checked" extra={F.actualEnabledHelp}>
            <Switch />
          </Form.Item>
          <ViewAccessItem text={F} options={options} initial={budget.viewAccess} />
          <FormFooter saveText={F.save} saving={isLoading} />
        </Form>
      )}
      {editor && (
        <section aria-labelledby="budget-exports">
          <Divider style={{ margin: '8px 0 16px' }} />
          <Typography.Title level={2} id="budget-exports" style={{ fontSize: 16 }}>
            {S.exports}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{S.exportsHelp}</Typography.Paragraph>
          <Flex gap={12} wrap align="flex-start">
            <BudgetExportButton tenantId={tenantId} budgetId={budget._id} format="csv">
              {S.csv}
            </BudgetExportButton>
            <BudgetExportButton tenantId={tenantId} budgetId={budget._id} format="pdf">
              {S.pdf}
            </BudgetExportButton>
          </Flex>
        </section>
      )}
      {budget.mayDelete && access.can('budget:delete') && (
        <>
          <Divider style={{ margin: '8px 0' }} />
          <div>
            <DeleteButton label={S.delete} title={S.deleteTitle(budget.title)} text={S.deleteText} onConfirm={deleteBudget} />
          </div>
        </>
      )}
    </Flex>
  );
}
