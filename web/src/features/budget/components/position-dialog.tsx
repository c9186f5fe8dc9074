import { Form, Input, Segmented, Select } from 'antd';
import { useMemo } from 'react';
import {
  BUDGET_NOTE_MAX_LENGTH,
  BUDGET_TITLE_MAX_LENGTH,
  BudgetPositionType,
  isBudgetGroupType,
  type BudgetDetailView,
  type BudgetPositionInput,
  type BudgetPositionView,
} from '#shared/budget';
import { DateInput } from '../../../components/date-input';
import { TitleItem } from '../../../components/description-form/form-items';
import { useChangesGuard } from '../../../components/discard-guard/discard-guard';
import { AppModal } from '../../../components/modal/app-modal';
import { MaterialsField, materialsValue, type MaterialsValue } from '../../../components/upload/materials-field';
import { formatMoneyInput } from '../../../lib/money';
import { toast } from '../../../lib/toast/toast';
import { useFormMutation } from '../../../lib/use-form-mutation';
import { useCreateBudgetPositionMutation, useUpdateBudgetPositionMutation } from '../api';
import { amountOf, groupsOf, moneyRules } from '../budget-form';
import { positionFieldName, type PositionWrite } from '../position-body';
import { FIELD_TEXT as F, GROUPS_TEXT, POSITIONS_TEXT as P, TYPE_LABELS } from '../text';

interface PositionValues {
  type: BudgetPositionType;
  title: string;
  groupId: string;
  target: string;
  actual: string;
  date?: string;
  note: string;
  materials: MaterialsValue;
}

/** '' in the group select: no group. */
const NO_GROUP = '';

export interface PositionDialogProps {
  tenantId: string;
  budget: BudgetDetailView;
  /** The position to edit, or the type of a new one. */
  position?: BudgetPositionView;
  type: BudgetPositionType;
  /** A new position's group. */
  groupId?: string | null;
  onClose: () => void;
}

/**
 * Adds or edits a position or a group: title, type, group, target (a group's plan), actual amount (while the
 * budget's actual column is on), date, note and receipts. Amounts are typed the German way (lib/money).
 */
export function PositionDialog({ tenantId, budget, position, type, groupId, onClose }: PositionDialogProps) {
  const [form] = Form.useForm<PositionValues>();
  // Closing with changes asks first (issue 28 §4).
  const guard = useChangesGuard();
  const [create, created] = useCreateBudgetPositionMutation();
  const [update, updated] = useUpdateBudgetPositionMutation();
  const saveNew = useFormMutation(form, create, positionFieldName);
  const saveOld = useFormMutation(form, update, positionFieldName);
  const busy = created.isLoading || updated.isLoading;
  const isGroup = isBudgetGroupType(type);
  const chosenType = Form.useWatch('type', form) ?? type;
  const kind = chosenType === BudgetPositionType.INCOME || chosenType === BudgetPositionType.GROUP_INCOME ? 'INCOME' : 'EXPENSE';
  const groupOptions = useMemo(
    () => [{ value: NO_GROUP, label: F.noGroup }, ...groupsOf(budget, kind).map((g) => ({ value: g._id, label: g.title }))],
    [budget, kind],
  );
  const typeOptions = (
    isGroup ? [BudgetPositionType.GROUP_INCOME, BudgetPositionType.GROUP_EXPENSE] : [BudgetPositionType.INCOME, BudgetPositionType.EXPENSE]
  ).map((value) => ({ value, label: TYPE_LABELS[value] }));

  const submit = async (values: PositionValues) => {
    const fields: Partial<BudgetPositionInput> = {
      type: values.type,
      title: values.title.trim(),
      target: amountOf(values.target) ?? 0,
      note: (values.note ?? '').trim(),
    };
    if (!isGroup) {
      fields.groupId = values.groupId || null;
      fields.date = values.date || null;
      if (budget.actualEnabled) fields.actual = amountOf(values.actual);
    }
    const added = isGroup ? [] : values.materials.added;
    const write: PositionWrite = { fields, keep: position && !isGroup ? values.materials.keep.map((m) => m._id) : undefined, added };
    const base = { tenantId, budgetId: budget._id };
    const result = position ? await saveOld({ ...base, positionId: position._id, ...write }) : await saveNew({ ...base, ...write });
    const ok = result.ok;
    if (!ok) return;
    toast.success(position ? P.saved : isGroup ? GROUPS_TEXT.created : P.created);
    guard.release();
    onClose();
  };

  const initial: PositionValues = {
    type: position?.type ?? type,
    title: position?.title ?? '',
    groupId: position?.groupId ?? groupId ?? NO_GROUP,
    target: position ? formatMoneyInput(position.target) : '',
    actual: formatMoneyInput(position?.actual ?? null),
    date: position?.date ?? undefined,
    note: position?.note ?? '',
    materials: materialsValue(position?.materials),
  };
  const title = position ? (isGroup ? GROUPS_TEXT.editGroup : P.editPosition) : isGroup ? GROUPS_TEXT.newGroup : P.newPosition;

  return (
    <AppModal open title={title} onClose={() => guard.confirm(onClose)} onConfirm={() => form.submit()} confirmLoading={busy} width={560}>
      <Form<PositionValues>
        form={form}
        name="budget-position"
        layout="vertical"
        requiredMark={false}
        initialValues={initial}
        onFinish={submit}
        disabled={busy}
        onValuesChange={(changed: Partial<PositionValues>) => {
          guard.changed();
          // Another type, other groups: an INCOME position's group must be an income group (and so on).
          if (changed.type && !isGroup) form.setFieldValue('groupId', NO_GROUP);
        }}
      >
        <Form.Item name="type" label={F.type}>
          <Segmented<BudgetPositionType> options={typeOptions} aria-label={F.type} />
        </Form.Item>
        <TitleItem label={F.title} requiredMessage={F.titleRequired} max={BUDGET_TITLE_MAX_LENGTH} />
        {!isGroup && (
          <Form.Item name="groupId" label={F.group}>
            <Select options={groupOptions} aria-label={F.group} />
          </Form.Item>
        )}
        <Form.Item
          name="target"
          label={isGroup ? F.plan : F.target}
          rules={moneyRules(true)}
          extra={isGroup ? GROUPS_TEXT.intro : undefined}
        >
          <Input inputMode="decimal" autoComplete="off" suffix="€" />
        </Form.Item>
        {!isGroup && budget.actualEnabled && (
          <Form.Item name="actual" label={F.actual} rules={moneyRules(false)}>
            <Input inputMode="decimal" autoComplete="off" suffix="€" />
          </Form.Item>
        )}
        {!isGroup && (
          <Form.Item name="date" label={F.date}>
            <DateInput aria-label={F.date} />
          </Form.Item>
        )}
        <Form.Item name="note" label={F.note} rules={[{ max: BUDGET_NOTE_MAX_LENGTH, message: F.tooLong(BUDGET_NOTE_MAX_LENGTH) }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
        {!isGroup && (
          <Form.Item name="materials" label={F.receipts}>
            <MaterialsField disabled={busy} />
          </Form.Item>
        )}
      </Form>
      {guard.dialog}
    </AppModal>
  );
}
