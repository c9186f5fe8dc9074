import { DeleteOutlined } from '@ant-design/icons';
import { Button, Divider, Flex, Form, Input, InputNumber, Switch, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { BUDGET_TITLE_MAX_LENGTH, type BudgetInput } from '#shared/budget';
import { ConfirmAction } from '../../../components/confirm/confirm-action';
import { toast } from '../../../components/toast/toast';
import { useViewAccessOptions } from '../../../components/view-access/use-view-access-options';
import { ViewAccessField } from '../../../components/view-access/view-access-field';
import { useAccess } from '../../../lib/access';
import { paths } from '../../../lib/paths';
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
          <Form.Item
            name="title"
            label={F.title}
            rules={[
              { required: true, whitespace: true, message: F.titleRequired },
              { max: BUDGET_TITLE_MAX_LENGTH, message: F.tooLong(BUDGET_TITLE_MAX_LENGTH) },
            ]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="year" label={F.year} rules={yearRules}>
            <InputNumber precision={0} controls={false} style={{ width: 140 }} inputMode="numeric" />
          </Form.Item>
          <Form.Item name="actualEnabled" label={F.actualEnabled} valuePropName="checked" extra={F.actualEnabledHelp}>
            <Switch />
          </Form.Item>
          <Form.Item name="viewAccess" label={F.viewAccess} extra={F.viewAccessHelp}>
            <ViewAccessField options={options} initial={budget.viewAccess} lessVisible={F.lessVisible} moreVisible={F.moreVisible} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            {F.save}
          </Button>
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
            <ConfirmAction title={S.deleteTitle(budget.title)} text={S.deleteText} confirmText="Löschen" onConfirm={deleteBudget}>
              <Button danger icon={<DeleteOutlined aria-hidden />}>
                {S.delete}
              </Button>
            </ConfirmAction>
          </div>
        </>
      )}
    </Flex>
  );
}
