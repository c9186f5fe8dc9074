import { Card, Col, Row, Statistic, Typography } from 'antd';
import type { BudgetTotals } from '#shared/budget';
import { formatMoney } from '../../../lib/money';
import { BUDGET_TEXT, OVERVIEW_TEXT as T } from '../text';

export interface FiguresProps {
  totals: BudgetTotals;
  /** Which amounts make the balance; several budgets with different switches: undefined. */
  actualEnabled?: boolean;
  testId?: string;
}

/** Income, expense and balance as figures (the budget's overview, a year on the list). */
export function Figures({ totals, actualEnabled, testId }: FiguresProps) {
  const cells: { key: string; title: string; value: number }[] = [
    { key: 'income-target', title: T.incomeTarget, value: totals.incomeTarget },
    { key: 'expense-target', title: T.expenseTarget, value: totals.expenseTarget },
    ...(actualEnabled === false
      ? []
      : [
          { key: 'income-actual', title: T.incomeActual, value: totals.incomeActual },
          { key: 'expense-actual', title: T.expenseActual, value: totals.expenseActual },
        ]),
    { key: 'balance', title: T.balance, value: totals.balance },
  ];
  return (
    <Row gutter={[12, 12]} data-testid={testId}>
      {cells.map((cell) => (
        <Col key={cell.key} xs={12} md={8} xl={cells.length > 3 ? 4 : 8}>
          <Card size="small">
            {/* formatter: the app's one money format, not antd's number grouping */}
            <Statistic
              title={cell.title}
              value={cell.value}
              formatter={(value) => <span data-testid={`figure-${cell.key}`}>{formatMoney(Number(value))}</span>}
            />
            {cell.key === 'balance' && actualEnabled !== undefined && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {actualEnabled ? BUDGET_TEXT.balanceOfActual : BUDGET_TEXT.balanceOfTarget}
              </Typography.Text>
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
