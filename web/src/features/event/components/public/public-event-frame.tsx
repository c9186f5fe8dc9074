import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { PublicEventView } from '#shared/event';
import { useDocumentTitle } from '../../../../components/document-title';
import { QueryState } from '../../../../components/query-state';
import { InlineSpinner } from '../../../../components/spinner';
import { errorStatus } from '../../../../lib/api/errors';
import { usePublicEventQuery } from '../../api';
import { formatEventRange } from '../../event-dates';
import { PUBLIC_TEXT as T } from '../../text';
import { EventNoAccess, EventNotFound } from './public-state';

export type PublicPageKind = 'registration' | 'checkin' | 'program';

interface PublicEventFrameProps {
  page: PublicPageKind;
  heading: string;
  children: (event: PublicEventView) => ReactNode;
}

/**
 * The frame of the three public event pages, phone first: the event's title, time and place above the
 * page's content; 'Event nicht gefunden' for an unknown id, 'Kein Zugriff' while this page's switch is off.
 */
export function PublicEventFrame({ page, heading, children }: PublicEventFrameProps) {
  const { eventId = '' } = useParams();
  const query = usePublicEventQuery(eventId, { skip: !eventId });
  const event = query.currentData;
  const status = errorStatus(query.error);
  if (query.isLoading) return <InlineSpinner />;
  if (!eventId || status === 404 || status === 400) return <EventNotFound />;
  if (!event) {
    return (
      <QueryState isLoading={false} isError onRetry={query.refetch}>
        {null}
      </QueryState>
    );
  }
  if (!event.switches[page]) return <EventNoAccess page={page} />;
  return (
    <Frame event={event} heading={heading}>
      {children(event)}
    </Frame>
  );
}

function Frame({ event, heading, children }: { event: PublicEventView; heading: string; children: ReactNode }) {
  useDocumentTitle(`${heading}: ${event.title}`);
  return (
    <Flex vertical gap={16} style={{ maxWidth: 560, margin: '0 auto', width: '100%' }}>
      <header>
        <span className="text-secondary">{heading}</span>
        <h1 className="plain-title" style={{ margin: '4px 0', overflowWrap: 'anywhere' }}>
          {event.title}
        </h1>
        <span>
          {formatEventRange(event.startDate, event.endDate)}
          {event.location ? ` · ${event.location}` : ''}
        </span>
        {event.tenantName && (
          <div>
            <span className="text-secondary">{T.by(event.tenantName)}</span>
          </div>
        )}
      </header>
      {children}
    </Flex>
  );
}
