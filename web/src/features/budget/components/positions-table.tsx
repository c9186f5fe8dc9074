import { DeleteOutlined, EditOutlined, PaperClipOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography, type TableColumnsType } from 'antd';
import { BUDGET_TITLE_MAX_LENGTH, type BudgetPositionInput, type BudgetPositionView } from '#shared/budget';
import { ResponsiveTable } from '../../../components/responsive-table';
import { formatMoney, sumMoney } from '../../../lib/money';
import { formatDay, type GroupSection } from '../budget-form';
import { FIELD_TEXT as F, POSITIONS_TEXT as P } from '../text';
import { MoneyCell, TitleCell } from './inline-cells';

export interface PositionActions {
  /** Saves some fields of a position; resolves true when saved. */
  save: (position: BudgetPositionView, fields: Partial<BudgetPositionInput>) => Promise<boolean>;
  edit: (position: BudgetPositionView) => void;
  remove: (position: BudgetPositionView) => void;
  /** Adds a position to this group (null: without group). */
  add: (groupId: string | null) => void;
}

interface TableProps {
  section: GroupSection;
  editor: boolean;
  actualEnabled: boolean;
  actions: PositionActions;
}

function columnsFor({ editor, actualEnabled, actions }: Omit<TableProps, 'section'>): TableColumnsType<BudgetPositionView> {
  const amount = (field: 'target' | 'actual', label: string) => ({
    key: field,
    title: label,
    align: 'right' as const,
    width: 170,
    render: (_: unknown, p: BudgetPositionView) =>
      editor ? (
        <MoneyCell
          value={p[field]}
          required={field === 'target'}
          label={P.editAmount(label, p.title)}
          testId={`${field}-${p._id}`}
          onSave={(value) => actions.save(p, { [field]: value })}
        />
      ) : (
        formatMoney(p[field])
      ),
  });
  return [
    {
      key: 'title',
      title: F.title,
      render: (_, p) =>
        editor ? (
          <TitleCell
            value={p.title}
            max={BUDGET_TITLE_MAX_LENGTH}
            label={P.editAmount(F.title, p.title)}
            onSave={(title) => actions.save(p, { title })}
          />
        ) : (
          p.title
        ),
    },
    amount('target', F.target),
    ...(actualEnabled ? [amount('actual', F.actual)] : []),
    { key: 'date', title: F.date, width: 110, render: (_, p) => formatDay(p.date) },
    {
      key: 'receipts',
      title: F.receipts,
      width: 100,
      render: (_, p) =>
        p.materials.length > 0 ? (
          <span>
            <PaperClipOutlined aria-hidden /> {P.receiptsCount(p.materials.length)}
          </span>
        ) : (
          ''
        ),
    },
    ...(editor
      ? [
          {
            key: 'actions',
            width: 96,
            render: (_: unknown, p: BudgetPositionView) => (
              <Flex gap={4} justify="flex-end">
                <Button type="text" icon={<EditOutlined aria-hidden />} aria-label={P.editLabel(p.title)} onClick={() => actions.edit(p)} />
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={P.deleteLabel(p.title)}
                  onClick={() => actions.remove(p)}
                />
              </Flex>
            ),
          },
        ]
      : []),
  ];
}

/** One group's positions: a table with inline editing, then the group's sums beside its plan figure. */
export function GroupPositions({ section, editor, actualEnabled, actions }: TableProps) {
  // The server's sums; a group without positions has none and sums to 0 (added in cents, never in floats).
  const target = section.sum?.target ?? sumMoney(section.positions.map((p) => p.target));
  const actual = section.sum?.actual ?? sumMoney(section.positions.map((p) => p.actual));
  return (
    <Card
      size="small"
      data-testid={`group-${section.title}`}
      title={
        <h3 className="plain-subtitle" style={{ margin: 0, fontSize: 15 }}>
          {section.title}
        </h3>
      }
      extra={
        editor && (
          <Button
            size="small"
            icon={<PlusOutlined aria-hidden />}
            aria-label={P.addTo(section.title)}
            onClick={() => actions.add(section.group?._id ?? null)}
          >
            {P.add}
          </Button>
        )
      }
    >
      <ResponsiveTable<BudgetPositionView>
        rowKey="_id"
        size="small"
        pagination={false}
        dataSource={section.positions}
        columns={columnsFor({ editor, actualEnabled, actions })}
        locale={{ emptyText: P.groupEmpty }}
      />
      <Flex gap="4px 16px" wrap justify="flex-end" style={{ marginTop: 8 }} data-testid="group-sums">
        <Typography.Text strong>{P.sum(section.title)}</Typography.Text>
        <Typography.Text>
          {F.target} {formatMoney(target)}
        </Typography.Text>
        {actualEnabled && (
          <Typography.Text>
            {F.actual} {formatMoney(actual)}
          </Typography.Text>
        )}
        {section.group && (
          <Typography.Text type="secondary">
            {F.plan} {formatMoney(section.group.target)}
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}
