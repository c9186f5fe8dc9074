import { Button } from 'antd';
import type { ReactNode } from 'react';
import type { CalendarEntry } from '#shared/calendar';
import { PagedTable, usePaging } from '../../../components/paged-table';
import { QueryState } from '../../../components/query-state';
import { useCalendarEntriesQuery } from '../api';
import { entryColor } from '../entry-colors';
import { formatEntryRange } from '../entry-dates';
import { CALENDAR_TEXT as T } from '../text';

export interface EntryTableProps {
  tenantId: string;
  /** Entries overlapping this window (ISO instants); an open end means 'from then on'. */
  from: string;
  to?: string;
  empty: ReactNode;
  onOpen: (entry: CalendarEntry) => void;
  testId: string;
}

const PAGE_SIZE = 5;
const DOT = { display: 'inline-block', width: 10, height: 10, borderRadius: '50%', flex: 'none' } as const;

/** One window of the paged entry list (upcoming entries, the entries of a day), soonest first. */
export function EntryTable({ tenantId, from, to, empty, onOpen, testId }: EntryTableProps) {
  const paging = usePaging(PAGE_SIZE);
  // currentData: never the previous group's or day's rows while the next ones load.
  const { currentData, isFetching, isError, refetch } = useCalendarEntriesQuery({
    tenantId,
    from,
    to,
    sort: 'startDate',
    ...paging.query,
  });
  return (
    <QueryState isLoading={false} isError={isError} onRetry={refetch}>
      <PagedTable<CalendarEntry>
        data-testid={testId}
        data={currentData}
        paging={paging}
        loading={isFetching}
        empty={empty}
        hideOnSinglePage
        size="small"
        columns={[
          {
            key: 'title',
            title: T.columns.entry,
            render: (_, entry) => (
              <Button
                type="link"
                onClick={() => onOpen(entry)}
                style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
                icon={<span aria-hidden style={{ ...DOT, background: entryColor(entry.color) }} />}
              >
                {entry.title}
              </Button>
            ),
          },
          { key: 'when', title: T.columns.when, render: (_, entry) => formatEntryRange(entry, T.allDay) },
          { key: 'location', title: T.columns.location, dataIndex: 'location', responsive: ['lg'] },
        ]}
      />
    </QueryState>
  );
}
