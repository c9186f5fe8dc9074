import { ExportOutlined } from '@ant-design/icons';
import { Alert, Button, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ContentStatus, ProfileObjectKind } from '#shared/profile-objects';
import { Page } from '../../../components/page';
import { QueryState } from '../../../components/query-state';
import { useAccess } from '../../../lib/access';
import { paths } from '../../../lib/paths';
import { useCurrentGroup } from '../../../lib/session/use-current-group';
import { useProfileQuery, useProfileWaitingQuery } from '../api';
import { PROFILE_TEXT as T } from '../text';
import { DescriptionTab } from './description-tab';
import { ObjectsTab } from './objects-tab';

export type ProfileTab = 'description' | 'projects' | 'news';
const TAB_PATHS: Record<ProfileTab, string> = {
  description: paths.sv.profile,
  projects: paths.sv.profileProjects,
  news: paths.sv.profileNews,
};

/** The description tab reads the profile itself; the others need only the group. */
function Description({ tenantId }: { tenantId: string }) {
  const access = useAccess();
  const profile = useProfileQuery(tenantId, { refetchOnMountOrArgChange: true });
  return (
    <QueryState isLoading={profile.isLoading} isError={!profile.currentData && profile.isError} onRetry={profile.refetch}>
      {profile.currentData && <DescriptionTab tenantId={tenantId} profile={profile.currentData} editor={access.can('profile:update')} />}
    </QueryState>
  );
}

/** How many wait for examination (among what the caller sees), with the way to them. */
function WaitingQueue({ tenantId }: { tenantId: string }) {
  const navigate = useNavigate();
  const { currentData } = useProfileWaitingQuery(tenantId, { refetchOnMountOrArgChange: true });
  if (!currentData || currentData.total === 0) return null;
  const target = currentData.news > 0 ? paths.sv.profileNews : paths.sv.profileProjects;
  return (
    <Alert
      type="info"
      showIcon
      data-testid="profile-waiting"
      style={{ marginBottom: 16 }}
      title={T.waiting(currentData.total)}
      description={T.waitingDetail(currentData.news, currentData.project)}
      action={
        <Button size="small" onClick={() => navigate(`${target}?status=${ContentStatus.EXAMINATION}`)}>
          {T.showWaiting}
        </Button>
      }
    />
  );
}

/** The public page's address when the group is public; the hint how to open it otherwise. */
// It shares the description tab's read; on the other tabs a failed read only leaves the link out (the tab's own
// list shows its failure).
function PublicLink({ tenantId }: { tenantId: string }) {
  const { currentData } = useProfileQuery(tenantId);
  if (!currentData) return null;
  if (!currentData.isPublic) return <Typography.Text type="secondary">{T.notPublic}</Typography.Text>;
  return (
    <Button href={paths.publicProfile(currentData.shortcode)} target="_blank" rel="noopener" icon={<ExportOutlined aria-hidden />}>
      {T.publicLink}
    </Button>
  );
}

/** /sv/profile, /sv/profile/projects, /sv/profile/news (SPEC 2.5): one screen, the tab in the address. */
export function ProfilePage({ tab }: { tab: ProfileTab }) {
  const group = useCurrentGroup();
  const tenantId = group._id;
  const navigate = useNavigate();
  const children: Record<ProfileTab, ReactNode> = {
    description: <Description tenantId={tenantId} />,
    projects: <ObjectsTab key={`${tenantId}-project`} tenantId={tenantId} kind={ProfileObjectKind.PROJECT} />,
    news: <ObjectsTab key={`${tenantId}-news`} tenantId={tenantId} kind={ProfileObjectKind.NEWS} />,
  };
  return (
    <Page title={T.profile} extra={<PublicLink tenantId={tenantId} />}>
      <WaitingQueue tenantId={tenantId} />
      <Tabs
        activeKey={tab}
        onChange={(key) => navigate(TAB_PATHS[key as ProfileTab])}
        destroyOnHidden
        items={(['description', 'projects', 'news'] as const).map((key) => ({ key, label: T.tabs[key], children: children[key] }))}
      />
    </Page>
  );
}
