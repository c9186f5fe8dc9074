import { SyncOutlined } from '@ant-design/icons';
import { Card, Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { BudgetDetailView } from '#shared/budget';
import { EmptyState } from '../../../../components/empty-state';
import { QueryState } from '../../../../components/query-state';
import { formatDateTime } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/money';
import { useBudgetStatisticsQuery } from '../../api';
import { groupBars, hasMonthFigures, monthPoints } from '../../chart-data';
import { newestUpdate, statisticsStale } from '../../freshness';
import { OVERVIEW_TEXT as T } from '../../text';
import { Figures } from '../figures';
import { GroupChart } from './group-chart';
import { MonthChart } from './month-chart';

/** How often the overview asks again while the stats worker has not caught up with a change. */
const POLL_MS = 2000;

/**
 * The overview (a lazy chunk of its own, with recharts): the budget's figures, target vs actual per group and
 * the balance over the months, all from the statistics the stats worker keeps. After a change they trail by
 * about two seconds: while `computedAt` is older than the newest change the tab polls every 2 s.
 */
export default function OverviewTab({ tenantId, budget }: { tenantId: string; budget: BudgetDetailView }) {
  const [now, setNow] = useState(() => Date.now());
  const newest = newestUpdate([budget, ...budget.positions]);
  const stats = useBudgetStatisticsQuery({ tenantId, year: budget.year }, { refetchOnMountOrArgChange: true });
  const data = stats.currentData;
  const stale = !stats.isError && statisticsStale(budget._id, data?.computedAt, newest, now);
  const figures = data?.budgets.find((b) => b.budgetId === budget._id);

  // Polls while stale; each answer re-checks against the clock (the poll window ends polling for good).
  const { refetch, fulfilledTimeStamp } = stats;
  useEffect(() => {
    if (!stale) return;
    const timer = setTimeout(() => {
      setNow(Date.now());
      void refetch();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [stale, fulfilledTimeStamp, refetch]);

  const status = stale ? (
    <Typography.Text type="secondary">
      <SyncOutlined spin aria-hidden /> {T.updating}
    </Typography.Text>
  ) : data?.computedAt ? (
    <Typography.Text type="secondary">{T.computedAt(formatDateTime(data.computedAt))}</Typography.Text>
  ) : null;

  return (
    <QueryState isLoading={stats.isLoading} isError={!data && stats.isError} onRetry={stats.refetch}>
      <Flex vertical gap={16} data-testid="budget-overview">
        <div role="status" aria-live="polite" data-testid="statistics-status">
          {status}
        </div>
        {!figures ? (
          <EmptyState title={T.notYet} compact />
        ) : (
          <>
            <Figures totals={figures} actualEnabled={figures.actualEnabled} testId="overview-figures" />
            <Card
              size="small"
              title={
                <h2 className="plain-subtitle" style={{ margin: 0, fontSize: 16 }}>
                  {T.perGroup}
                </h2>
              }
            >
              {figures.groups.length > 0 ? (
                <GroupChart
                  bars={groupBars(figures.groups, (type) => (type === 'GROUP_INCOME' ? T.income : T.expense))}
                  showActual={figures.actualEnabled}
                />
              ) : (
                <Typography.Text type="secondary">{T.noGroups}</Typography.Text>
              )}
            </Card>
            <Card
              size="small"
              title={
                <h2 className="plain-subtitle" style={{ margin: 0, fontSize: 16 }}>
                  {T.perMonth}
                </h2>
              }
            >
              {hasMonthFigures(figures.months) ? (
                <MonthChart points={monthPoints(figures.months, T.months)} />
              ) : (
                <Typography.Text type="secondary">{T.noMonths}</Typography.Text>
              )}
              {(figures.undated.incomeTarget > 0 ||
                figures.undated.expenseTarget > 0 ||
                figures.undated.incomeActual > 0 ||
                figures.undated.expenseActual > 0) && (
                <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }} data-testid="undated">
                  {T.undated(formatMoney(figures.undated.balance))}
                </Typography.Paragraph>
              )}
            </Card>
          </>
        )}
      </Flex>
    </QueryState>
  );
}
