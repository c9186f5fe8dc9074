import { Segmented } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { EventListWhen, EventView } from '#shared/event';
import { EmptyState } from '../../../components/empty-state';
import { FilteredListPage } from '../../../components/filtered-list-page';
import { usePaging } from '../../../components/paged-table';
import { useAccess } from '../../../lib/access';
import { paths } from '../../../lib/paths';
import { useCurrentGroup } from '../../../lib/session/use-current-group';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useEventsQuery } from '../api';
import { formatEventRange } from '../event-dates';
import { EVENT_TEXT as T } from '../text';
import { CreateEventDialog } from './create-event-dialog';

type WhenFilter = EventListWhen | 'all';
const WHEN_OPTIONS: { value: WhenFilter; label: string }[] = [
  { value: 'upcoming', label: T.when.upcoming },
  { value: 'past', label: T.when.past },
  { value: 'all', label: T.when.all },
];

/** /sv/events (issue 14 §3): the group's events, searchable, upcoming (soonest first) or past (latest first). */
export function EventsPage() {
  const group = useCurrentGroup();
  const tenantId = group._id;
  const access = useAccess();
  const mayCreate = access.can('event:create');
  const mayEdit = access.can('event:edit');
  const [creating, setCreating] = useState(false);
  const paging = usePaging();
  const [filters, setFilter] = useUrlFilters({ text: '', when: 'upcoming' }, paging.reset);
  const text = filters.text;
  const when = WHEN_OPTIONS.find((o) => o.value === filters.when)?.value ?? 'upcoming';
  // Registrations arrive from the public pages: the counts are fetched afresh whenever the list opens.
  const events = useEventsQuery(
    {
      tenantId,
      text: text || undefined,
      when: when === 'all' ? undefined : when,
      sort: when === 'past' ? '-startDate' : 'startDate',
      ...paging.query,
    },
    { refetchOnMountOrArgChange: true },
  );

  const resetSearch = () => setFilter({ text: '' });
  const create = mayCreate ? { label: T.createEvent, onClick: () => setCreating(true) } : undefined;
  const empty = text ? (
    <EmptyState title={T.noHits} action={{ label: T.resetSearch, onClick: resetSearch }} />
  ) : (
    <EmptyState
      title={when === 'upcoming' ? T.noUpcoming : when === 'past' ? T.noPast : T.noEvents}
      text={T.noEventsText}
      action={when === 'past' ? undefined : create}
    />
  );

  return (
    <FilteredListPage<EventView>
      title={T.events}
      create={mayCreate ? { label: T.newEvent, onClick: () => setCreating(true) } : undefined}
      search={{ label: T.search, value: text, onSearch: (value) => setFilter({ text: value }) }}
      filters={
        <Segmented<WhenFilter>
          aria-label={T.when.label}
          value={when}
          options={WHEN_OPTIONS}
          onChange={(value) => setFilter({ when: value })}
        />
      }
      query={events}
      paging={paging}
      testId="event-list"
      empty={empty}
      dialog={creating && <CreateEventDialog tenantId={tenantId} onClose={() => setCreating(false)} />}
      columns={[
        {
          key: 'title',
          title: T.columns.title,
          render: (_, event) => <Link to={paths.sv.event(event._id)}>{event.title}</Link>,
        },
        { key: 'when', title: T.columns.when, render: (_, event) => formatEventRange(event.startDate, event.endDate) },
        { key: 'location', title: T.columns.location, dataIndex: 'location' },
        ...(mayEdit
          ? [
              { key: 'registrations', title: T.columns.registrations, render: (_: unknown, e: EventView) => e.registrationCount ?? '' },
              { key: 'attendees', title: T.columns.attendees, render: (_: unknown, e: EventView) => e.attendeeCount ?? '' },
            ]
          : []),
      ]}
    />
  );
}
