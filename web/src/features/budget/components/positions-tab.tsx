import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { BUDGET_POSITIONS_MAX, BudgetPositionType, type BudgetDetailView, type BudgetPositionView } from '#shared/budget';
import { useConfirm } from '../../../components/confirm/confirm-action';
import { EmptyState } from '../../../components/empty-state';
import { formatMoney } from '../../../lib/money';
import { toast } from '../../../lib/toast/toast';
import { useDeleteBudgetPositionMutation, useUpdateBudgetPositionMutation } from '../api';
import { sectionsOf, type EntryKind } from '../budget-form';
import { BUDGET_TEXT, FIELD_TEXT as F, POSITIONS_TEXT as P } from '../text';
import { PositionDialog } from './position-dialog';
import { GroupPositions, type PositionActions } from './positions-table';

export interface BudgetTabProps {
  tenantId: string;
  budget: BudgetDetailView;
  editor: boolean;
}

interface DialogState {
  position?: BudgetPositionView;
  type: BudgetPositionType;
  groupId?: string | null;
}

const KIND_TYPE: Record<EntryKind, BudgetPositionType> = { INCOME: BudgetPositionType.INCOME, EXPENSE: BudgetPositionType.EXPENSE };

/**
 * The positions (SPEC 2.5 tab "budget"): income and expenses by group, editable in the table, with the sums per
 * group, per kind and the balance. The actual column shows while the budget's switch is on.
 */
export function PositionsTab({ tenantId, budget, editor }: BudgetTabProps) {
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const confirm = useConfirm();
  const [update] = useUpdateBudgetPositionMutation();
  const [remove] = useDeleteBudgetPositionMutation();
  const ids = { tenantId, budgetId: budget._id };
  const { totals, actualEnabled } = budget;
  const entries = budget.positions.filter((p) => p.type === BudgetPositionType.INCOME || p.type === BudgetPositionType.EXPENSE);
  const full = budget.positions.length >= BUDGET_POSITIONS_MAX;

  const actionsFor = (kind: EntryKind): PositionActions => ({
    save: async (position, fields) => {
      try {
        await update({ ...ids, positionId: position._id, fields }).unwrap();
        return true;
      } catch {
        return false; // the base query has shown the server's message
      }
    },
    edit: (position) => setDialog({ position, type: position.type }),
    remove: (position) =>
      confirm.ask({
        title: P.deleteTitle(position.title),
        text: P.deleteText,
        confirmText: 'Löschen',
        onConfirm: async () => {
          await remove({ ...ids, positionId: position._id }).unwrap();
          toast.success(P.deleted);
        },
      }),
    add: (groupId) => setDialog({ type: KIND_TYPE[kind], groupId }),
  });

  const kindBlock = (kind: EntryKind) => {
    const sections = sectionsOf(budget, kind, F.noGroup);
    const income = kind === 'INCOME';
    const title = income ? P.income : P.expense;
    return (
      <section aria-labelledby={`kind-${kind}`} data-testid={`kind-${kind}`}>
        <Typography.Title level={2} id={`kind-${kind}`} style={{ fontSize: 18 }}>
          {title}
        </Typography.Title>
        <Flex vertical gap={12}>
          {sections.map((section) => (
            <GroupPositions key={section.key} section={section} editor={editor} actualEnabled={actualEnabled} actions={actionsFor(kind)} />
          ))}
          <Flex gap="4px 16px" wrap justify="flex-end" data-testid={`total-${kind}`}>
            <Typography.Text strong>{P.total(title)}</Typography.Text>
            <Typography.Text strong>
              {F.target} {formatMoney(income ? totals.incomeTarget : totals.expenseTarget)}
            </Typography.Text>
            {actualEnabled && (
              <Typography.Text strong>
                {F.actual} {formatMoney(income ? totals.incomeActual : totals.expenseActual)}
              </Typography.Text>
            )}
          </Flex>
        </Flex>
      </section>
    );
  };

  return (
    <Flex vertical gap={24}>
      {editor && (
        <Flex gap={8} wrap>
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            disabled={full}
            onClick={() => setDialog({ type: BudgetPositionType.INCOME })}
          >
            {P.newIncome}
          </Button>
          <Button icon={<PlusOutlined aria-hidden />} disabled={full} onClick={() => setDialog({ type: BudgetPositionType.EXPENSE })}>
            {P.newExpense}
          </Button>
        </Flex>
      )}
      {full && <Alert type="info" showIcon title={P.capped(BUDGET_POSITIONS_MAX)} />}
      {entries.length === 0 && <EmptyState title={P.noPositions} text={P.noPositionsText} compact />}
      {kindBlock('INCOME')}
      {kindBlock('EXPENSE')}
      <Card size="small" data-testid="positions-balance">
        <Flex justify="space-between" wrap gap={8}>
          <Typography.Text strong>{P.balance}</Typography.Text>
          <Typography.Text strong>{formatMoney(totals.balance)}</Typography.Text>
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {actualEnabled ? BUDGET_TEXT.balanceOfActual : BUDGET_TEXT.balanceOfTarget}
        </Typography.Text>
      </Card>
      {dialog && (
        <PositionDialog
          tenantId={tenantId}
          budget={budget}
          position={dialog.position}
          type={dialog.type}
          groupId={dialog.groupId}
          onClose={() => setDialog(null)}
        />
      )}
      {confirm.dialog}
    </Flex>
  );
}
