import { Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { DashboardSection } from '#shared/dashboard';
import { formatMoney } from '../../../lib/money';
import { paths } from '../../../lib/paths';

// German strings of the dashboard's budget card (issue 17 §3: this year's balance).
export const DASHBOARD_BUDGET_TEXT = {
  balance: (year: number) => `Saldo ${year}`,
  budgets: (count: number) => (count === 1 ? '1 Budget' : `${count} Budgets`),
  noBudget: (year: number) => `Noch kein Budget für ${year}.`,
  open: 'Zu den Finanzen',
} as const;

const T = DASHBOARD_BUDGET_TEXT;

/** A year without any budget is an empty card: hidden like the others. */
export const budgetHasContent = ({ items: [item] }: DashboardSection<'budget'>) => (item?.budgetCount ?? 0) > 0;

/**
 * This year's balance over the budgets the member sees (from the stats worker's figures; each budget counts
 * its actual amounts while its actual column is on, its targets otherwise).
 */
export function DashboardBudget({ section }: { section: DashboardSection<'budget'> }) {
  // The section's one item is this year's balance; none while the year has no budget.
  const [item] = section.items;
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
