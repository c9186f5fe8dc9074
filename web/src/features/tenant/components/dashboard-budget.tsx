import { Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { BudgetDashboardItem } from '#shared/budget-statistics';
import { formatMoney } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import type { DashboardSection } from '../api';

// German strings of the dashboard's budget card (issue 17 §3: this year's balance).
export const DASHBOARD_BUDGET_TEXT = {
  balance: (year: number) => `Saldo ${year}`,
  budgets: (count: number) => (count === 1 ? '1 Budget' : `${count} Budgets`),
  noBudget: (year: number) => `Noch kein Budget für ${year}.`,
  open: 'Zu den Finanzen',
} as const;

const T = DASHBOARD_BUDGET_TEXT;

/** The budget section's single item (its list shape is shared by every module), or null when it is not one. */
export function budgetSummary(section: DashboardSection): BudgetDashboardItem | null {
  const [item] = section.items as unknown as BudgetDashboardItem[];
  return item && typeof item.year === 'number' && typeof item.balance === 'number' ? item : null;
}

/** A year without any budget is an empty card: hidden like the others. */
export const budgetHasContent = (section: DashboardSection) => (budgetSummary(section)?.budgetCount ?? 0) > 0;

/**
 * This year's balance over the budgets the member sees (from the stats worker's figures; each budget counts
 * its actual amounts while its actual column is on, its targets otherwise).
 */
export function DashboardBudget({ section }: { section: DashboardSection }) {
  const item = budgetSummary(section);
  if (!item) return null;
  const year = item.year;
  if (item.budgetCount === 0) return <Typography.Text type="secondary">{T.noBudget(year)}</Typography.Text>;
  return (
    <Flex vertical gap={4} data-testid="dashboard-budget-balance">
      <Typography.Text type="secondary">{T.balance(year)}</Typography.Text>
      <Typography.Text strong style={{ fontSize: 22 }}>
        {formatMoney(item.balance)}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {T.budgets(item.budgetCount)}
      </Typography.Text>
      <Link to={`${paths.sv.budgets}?year=${year}`}>{T.open}</Link>
    </Flex>
  );
}
