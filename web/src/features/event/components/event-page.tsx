import { ArrowLeftOutlined } from '@ant-design/icons';
import { Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { LinkButton } from '../../../components/link-button';
import { Page } from '../../../components/page';
import { QueryState } from '../../../components/query-state';
import { FullPageSpinner } from '../../../components/spinner';
import { useAccess } from '../../../lib/access';
import { paths } from '../../../lib/paths';
import { useCurrentGroup } from '../../../lib/session/use-current-group';
import { useEventQuery } from '../api';
import { formatEventRange } from '../event-dates';
import { EVENT_TEXT as T, TAB_TEXT } from '../text';
import './event-page.css';
import { CheckinTab } from './checkin-tab';
import { DescriptionTab } from './description-tab';
import { OwnRegistration } from './own-registration';
import { ProgramTab } from './program-tab';
import { RegistrationsTab } from './registrations-tab';

const TABS = ['description', 'registrations', 'program', 'checkin'] as const;
type TabKey = (typeof TABS)[number];

/**
 * /sv/events/{eventId} (SPEC 2.5): tabs description, registrations, programme and check-in. Who registered or
 * checked in is shown only to those who may edit events (issue 14 §2); the others see description and programme.
 */
export function EventPage() {
  const { eventId = '' } = useParams();
  const group = useCurrentGroup();
  const tenantId = group._id;
  const access = useAccess();
  const event = useEventQuery({ tenantId, eventId }, { skip: !eventId, refetchOnMountOrArgChange: true });
  const [params, setParams] = useSearchParams();
  const data = event.currentData;
  const editor = !!data?.mayEdit && access.can('event:edit');
  const visible: TabKey[] = editor ? [...TABS] : ['description', 'program'];
  const tab = visible.find((key) => key === params.get('tab')) ?? 'description';

  if (event.isLoading) return <FullPageSpinner />;
  const back = (
    <LinkButton to={paths.sv.events} icon={<ArrowLeftOutlined aria-hidden />}>
      {T.back}
    </LinkButton>
  );
  if (!data) {
    return (
      <Page title={T.event} extra={back}>
        <QueryState isLoading={false} isError onRetry={event.refetch}>
          {null}
        </QueryState>
      </Page>
    );
  }

  const props = { tenantId, event: data, editor };
  const children: Record<TabKey, ReactNode> = {
    description: <DescriptionTab {...props} />,
    registrations: <RegistrationsTab {...props} />,
    program: <ProgramTab {...props} />,
    checkin: <CheckinTab {...props} />,
  };
  return (
    <Page title={data.title} extra={back}>
      <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
        {formatEventRange(data.startDate, data.endDate)}
        {data.location ? ` · ${data.location}` : ''}
      </Typography.Paragraph>
      <OwnRegistration tenantId={tenantId} event={data} />
      <Tabs
        className="event-tabs"
        activeKey={tab}
        onChange={(key) => setParams(key === 'description' ? {} : { tab: key }, { replace: true })}
        destroyOnHidden
        items={visible.map((key) => ({ key, label: TAB_TEXT[key], children: children[key] }))}
      />
    </Page>
  );
}
