import { ArrowLeftOutlined } from '@ant-design/icons';
import { Tabs, Typography } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { LinkButton } from '../../../components/link-button';
import { Page } from '../../../components/page';
import { QueryState } from '../../../components/query-state';
import { FullPageSpinner, InlineSpinner } from '../../../components/spinner';
import { useAccess } from '../../../lib/access';
import { formatMoney } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { useCurrentGroup } from '../../../lib/session/use-current-group';
import { useBudgetQuery } from '../api';
import { BUDGET_TEXT as T, TAB_TEXT } from '../text';
import './budget-page.css';
import { DescriptionTab } from './description-tab';
import { GroupsTab } from './groups-tab';
import { PositionsTab } from './positions-tab';
import { SettingsTab } from './settings-tab';

// The charts (recharts) load with the overview only, in a chunk of their own.
const OverviewTab = lazy(() => import('./overview/overview-tab'));

const TABS = ['overview', 'groups', 'positions', 'description', 'settings'] as const;
type TabKey = (typeof TABS)[number];

/**
 * /sv/budgets/{budgetId} (SPEC 2.5 "tabs overview, budgets, budget, description, settings"): the overview's
 * charts, the groups, the positions, the description and, for those who may edit, the settings.
 */
export function BudgetPage() {
  const { budgetId = '' } = useParams();
  const tenantId = useCurrentGroup()._id;
  const access = useAccess();
  const budget = useBudgetQuery({ tenantId, budgetId }, { skip: !budgetId, refetchOnMountOrArgChange: true });
  const [params, setParams] = useSearchParams();
  const data = budget.currentData;
  const editor = !!data?.mayEdit && access.can('budget:edit');
  const visible = TABS.filter((key) => key !== 'settings' || editor || !!data?.mayDelete);
  const tab = visible.find((key) => key === params.get('tab')) ?? 'overview';

  if (budget.isLoading) return <FullPageSpinner />;
  const back = (
    <LinkButton to={paths.sv.budgets} icon={<ArrowLeftOutlined aria-hidden />}>
      {T.back}
    </LinkButton>
  );
  if (!data) {
    return (
      <Page title={T.budget} extra={back}>
        <QueryState isLoading={false} isError onRetry={budget.refetch}>
          {null}
        </QueryState>
      </Page>
    );
  }

  const props = { tenantId, budget: data, editor };
  const children: Record<TabKey, ReactNode> = {
    overview: (
      <Suspense fallback={<InlineSpinner />}>
        <OverviewTab tenantId={tenantId} budget={data} />
      </Suspense>
    ),
    groups: <GroupsTab {...props} />,
    positions: <PositionsTab {...props} />,
    description: <DescriptionTab {...props} />,
    settings: <SettingsTab {...props} />,
  };
  return (
    <Page title={data.title} extra={back}>
      <Typography.Paragraph type="secondary" style={{ marginTop: -8 }} data-testid="budget-summary">
        {T.yearHeading(data.year)} · {T.columns.balance} {formatMoney(data.totals.balance)}
      </Typography.Paragraph>
      <Tabs
        className="budget-tabs"
        activeKey={tab}
        onChange={(key) => setParams(key === 'overview' ? {} : { tab: key }, { replace: true })}
        destroyOnHidden
        items={visible.map((key) => ({ key, label: TAB_TEXT[key], children: children[key] }))}
      />
    </Page>
  );
}
