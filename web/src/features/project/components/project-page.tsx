import { ArrowLeftOutlined } from '@ant-design/icons';
import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { LinkButton } from '../../../components/link-button';
import { Page } from '../../../components/page';
import { QueryState } from '../../../components/query-state';
import { FullPageSpinner } from '../../../components/spinner';
import { paths } from '../../../lib/paths';
import { useCurrentGroup } from '../../../lib/session/use-current-group';
import { useBoardQuery } from '../api';
import { PROJECT_TEXT as T, TAB_TEXT } from '../text';
import { Board } from './board';
import { DescriptionTab } from './description-tab';
import './project-board.css';

const TABS = ['tasks', 'description'] as const;
type TabKey = (typeof TABS)[number];

/**
 * /sv/projects/{projectId} (SPEC 2.5): tabs tasks (the board) and description. `?task={id}` opens a task's
 * drawer, so the dashboard's open tasks link straight to it.
 */
export function ProjectPage() {
  const { projectId = '' } = useParams();
  const group = useCurrentGroup();
  const tenantId = group._id;
  const board = useBoardQuery({ tenantId, projectId }, { skip: !projectId, refetchOnMountOrArgChange: true });
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((key) => key === params.get('tab')) ?? 'tasks';
  const data = board.currentData;

  if (board.isLoading) return <FullPageSpinner />;
  const back = (
    <LinkButton to={paths.sv.projects} icon={<ArrowLeftOutlined aria-hidden />}>
      {T.back}
    </LinkButton>
  );
  if (!data) {
    return (
      <Page title={T.project} extra={back}>
        <QueryState isLoading={false} isError onRetry={board.refetch}>
          {null}
        </QueryState>
      </Page>
    );
  }

  const children: Record<TabKey, ReactNode> = {
    tasks: <Board tenantId={tenantId} board={data} />,
    description: <DescriptionTab tenantId={tenantId} project={data.project} />,
  };
  return (
    <Page title={data.project.title} extra={back}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'tasks' ? {} : { tab: key }, { replace: true })}
        destroyOnHidden
        items={TABS.map((key) => ({ key, label: TAB_TEXT[key], children: children[key] }))}
      />
    </Page>
  );
}
