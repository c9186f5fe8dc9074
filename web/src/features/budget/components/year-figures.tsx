import { Typography } from 'antd';
import { useBudgetStatisticsQuery } from '../api';
import { BUDGET_TEXT as T } from '../text';
import { Figures } from './figures';

/**
 * The year's sums over the budgets the member sees, from the stats worker's figures (a few seconds behind a
 * change at most). Silent when they fail or the year has no budget: the list below still says everything.
 */
export function YearFigures({ tenantId, year }: { tenantId: string; year: number }) {
  const { currentData } = useBudgetStatisticsQuery({ tenantId, year }, { refetchOnMountOrArgChange: true });
  if (!currentData || currentData.budgets.length === 0) return null;
  return (
    <section aria-labelledby="year-figures" style={{ marginBottom: 16 }}>
      <Typography.Title level={2} id="year-figures" style={{ fontSize: 16 }}>
        {T.yearHeading(year)}
      </Typography.Title>
      <Figures totals={currentData} testId="year-figures" />
    </section>
  );
}
