import { Form, InputNumber } from 'antd';
import { useNavigate } from 'react-router-dom';
import { BUDGET_TITLE_MAX_LENGTH } from '#shared/budget';
import { TitleItem } from '../../../components/description-form/form-items';
import { useChangesGuard } from '../../../components/discard-guard/discard-guard';
import { AppModal } from '../../../components/modal/app-modal';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast/toast';
import { useFormMutation } from '../../../lib/use-form-mutation';
import { useCreateBudgetMutation } from '../api';
import { yearRules } from '../budget-form';
import { BUDGET_TEXT as T, FIELD_TEXT as F } from '../text';

interface CreateValues {
  title: string;
  year: number;
}

/** A new budget needs a title and its year; groups and positions are added on its page, which opens next. */
export function CreateBudgetDialog({ tenantId, year, onClose }: { tenantId: string; year: number; onClose: () => void }) {
  const [form] = Form.useForm<CreateValues>();
  // Closing with changes asks first (issue 28 §4).
  const guard = useChangesGuard();
  const [create, { isLoading }] = useCreateBudgetMutation();
  const save = useFormMutation(form, create);
  const navigate = useNavigate();

  const submit = async (values: CreateValues) => {
    const result = await save({ tenantId, body: { title: values.title.trim(), year: values.year } });
    if (!result.ok) return;
    toast.success(T.created);
    guard.release();
    onClose();
    navigate(`${paths.sv.budget(result.data._id)}?tab=groups`);
  };

  return (
    <AppModal
      open
      title={T.newBudget}
      onClose={() => guard.confirm(onClose)}
      onConfirm={() => form.submit()}
      confirmLoading={isLoading}
      width={480}
    >
      <Form<CreateValues>
        form={form}
        onValuesChange={guard.changed}
        name="budget-create"
        layout="vertical"
        requiredMark={false}
        initialValues={{ title: '', year }}
        onFinish={submit}
        disabled={isLoading}
      >
        <TitleItem label={F.title} requiredMessage={F.titleRequired} max={BUDGET_TITLE_MAX_LENGTH} />
        <Form.Item name="year" label={F.year} rules={yearRules}>
          <InputNumber precision={0} controls={false} style={{ width: 140 }} inputMode="numeric" />
        </Form.Item>
      </Form>
      {guard.dialog}
    </AppModal>
  );
}
