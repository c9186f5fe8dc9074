import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { BUDGET_TITLE_MAX_LENGTH, BudgetPositionType, type BudgetPositionInput, type BudgetPositionView } from '#shared/budget';
import { useConfirm } from '../../../components/confirm/confirm-action';
import { EmptyState } from '../../../components/empty-state';
import { ResponsiveTable } from '../../../components/responsive-table';
import { formatMoney } from '../../../lib/money';
import { toast } from '../../../lib/toast/toast';
import { useDeleteBudgetPositionMutation, useUpdateBudgetPositionMutation } from '../api';
import { groupsOf, type EntryKind } from '../budget-form';
import { FIELD_TEXT as F, GROUPS_TEXT as G, POSITIONS_TEXT as P } from '../text';
import { MoneyCell, TitleCell } from './inline-cells';
import { PositionDialog } from './position-dialog';
import type { BudgetTabProps } from './positions-tab';

const GROUP_TYPE: Record<EntryKind, BudgetPositionType> = {
  INCOME: BudgetPositionType.GROUP_INCOME,
  EXPENSE: BudgetPositionType.GROUP_EXPENSE,
};

/**
 * The groups (SPEC 2.5 tab "budgets"): income and expense groups with their plan figure beside the sums of
 * their positions. Title and plan are edited in the table; deleting a group keeps its positions.
 */
export function GroupsTab({ tenantId, budget, editor }: BudgetTabProps) {
  const [dialog, setDialog] = useState<{ position?: BudgetPositionView; type: BudgetPositionType } | null>(null);
  const confirm = useConfirm();
  const [update] = useUpdateBudgetPositionMutation();
  const [remove] = useDeleteBudgetPositionMutation();
  const ids = { tenantId, budgetId: budget._id };
  const anyGroup = budget.positions.some((p) => p.type === BudgetPositionType.GROUP_INCOME || p.type === BudgetPositionType.GROUP_EXPENSE);

  const save = async (group: BudgetPositionView, fields: Partial<BudgetPositionInput>) => {
    try {
      await update({ ...ids, positionId: group._id, fields }).unwrap();
      return true;
    } catch {
      return false; // the base query has shown the server's message
    }
  };
  const askDelete = (group: BudgetPositionView) =>
    confirm.ask({
      title: G.deleteTitle(group.title),
      text: G.deleteText,
      confirmText: 'Löschen',
      onConfirm: async () => {
        await remove({ ...ids, positionId: group._id }).unwrap();
        toast.success(G.deleted);
      },
    });
  const sumOf = (group: BudgetPositionView) => budget.groups.find((s) => s.groupId === group._id);

  const columns: TableColumnsType<BudgetPositionView> = [
    {
      key: 'title',
      title: F.title,
      render: (_, g) =>
        editor ? (
          <TitleCell
            value={g.title}
            max={BUDGET_TITLE_MAX_LENGTH}
            label={P.editAmount(F.title, g.title)}
            onSave={(title) => save(g, { title })}
          />
        ) : (
          g.title
        ),
    },
    {
      key: 'plan',
      title: F.plan,
      align: 'right',
      width: 170,
      render: (_, g) =>
        editor ? (
          <MoneyCell
            value={g.target}
            required
            label={P.editAmount(F.plan, g.title)}
            onSave={(target) => save(g, { target: target ?? 0 })}
          />
        ) : (
          formatMoney(g.target)
        ),
    },
    { key: 'target', title: G.sumTarget, align: 'right', render: (_, g) => formatMoney(sumOf(g)?.target ?? 0) },
    ...(budget.actualEnabled
      ? [
          {
            key: 'actual',
            title: G.sumActual,
            align: 'right' as const,
            render: (_: unknown, g: BudgetPositionView) => formatMoney(sumOf(g)?.actual ?? 0),
          },
        ]
      : []),
    { key: 'count', title: G.positions, align: 'right', render: (_, g) => sumOf(g)?.positionCount ?? 0 },
    ...(editor
      ? [
          {
            key: 'actions',
            width: 96,
            render: (_: unknown, g: BudgetPositionView) => (
              <Flex gap={4} justify="flex-end">
                <Button
                  type="text"
                  icon={<EditOutlined aria-hidden />}
                  aria-label={P.editLabel(g.title)}
                  onClick={() => setDialog({ position: g, type: g.type })}
                />
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={P.deleteLabel(g.title)}
                  onClick={() => askDelete(g)}
                />
              </Flex>
            ),
          },
        ]
      : []),
  ];

  const kindBlock = (kind: EntryKind) => (
    <section aria-labelledby={`groups-${kind}`} data-testid={`groups-${kind}`}>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
        <Typography.Title level={2} id={`groups-${kind}`} style={{ fontSize: 18, margin: 0 }}>
          {kind === 'INCOME' ? G.incomeGroups : G.expenseGroups}
        </Typography.Title>
        {editor && (
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => setDialog({ type: GROUP_TYPE[kind] })}>
            {kind === 'INCOME' ? G.newIncomeGroup : G.newExpenseGroup}
          </Button>
        )}
      </Flex>
      <ResponsiveTable<BudgetPositionView>
        rowKey="_id"
        size="small"
        pagination={false}
        dataSource={groupsOf(budget, kind)}
        columns={columns}
        locale={{ emptyText: G.noGroups }}
      />
    </section>
  );

  return (
    <Flex vertical gap={24}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {G.intro}
      </Typography.Paragraph>
      {!anyGroup && !editor && <EmptyState title={G.noGroups} text={G.noGroupsText} compact />}
      {kindBlock('INCOME')}
      {kindBlock('EXPENSE')}
      {dialog && (
        <PositionDialog tenantId={tenantId} budget={budget} position={dialog.position} type={dialog.type} onClose={() => setDialog(null)} />
      )}
      {confirm.dialog}
    </Flex>
  );
}
