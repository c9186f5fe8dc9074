import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import type { AuthData } from '#shared/auth-data';
import type { CalendarEntry } from '#shared/calendar';
import { DateInput } from '../../../components/date-input';
import { EmptyState } from '../../../components/empty-state';
import { Page } from '../../../components/page';
import { useViewAccessOptions } from '../../../components/view-access/use-view-access-options';
import { useAccess } from '../../../lib/access';
import { dayjs } from '../../../lib/dates';
import { selectUser } from '../../../lib/session/selectors';
import { useCurrentGroup } from '../../../lib/session/use-current-group';
import { useCalendarEntryQuery } from '../api';
import { berlinDay, dayWindow, formatDay, localDay, newEntryRange } from '../entry-dates';
import { CALENDAR_TEXT as T } from '../text';
import { CalendarView } from './calendar-view';
import { EntryDialog } from './entry-dialog';
import { EntryTable } from './entry-table';
import { FeedPanel } from './feed-panel';

interface DialogState {
  entry: CalendarEntry | null;
  range: [Dayjs, Dayjs];
}

const cardTitle = (text: string) => <h2 style={{ margin: 0, fontSize: 16 }}>{text}</h2>;

/** /sv/calendar (SPEC 2.5): the views, the upcoming entries, the entries of a chosen day and the iCal link. */
export function CalendarPage() {
  const group = useCurrentGroup();
  const user = useSelector(selectUser) as AuthData;
  const access = useAccess();
  const tenantId = group._id;
  const mayCreate = access.can('calendar:create');
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [day, setDay] = useState(() => berlinDay(new Date().toISOString()));
  // Fixed for the visit, so that the upcoming list's query stays the same while it is shown.
  const [now] = useState(() => new Date().toISOString());
  const chosen = useMemo(() => dayWindow(day), [day]);

  // An entry linked from elsewhere (the dashboard): /sv/calendar?entry=<id>.
  const [params, setParams] = useSearchParams();
  const linkedId = params.get('entry');
  const linked = useCalendarEntryQuery({ tenantId, entryId: linkedId ?? '' }, { skip: !linkedId });
  const shown: DialogState | null =
    dialog ?? (linkedId && linked.currentData ? { entry: linked.currentData, range: newEntryRange() } : null);

  const options = useViewAccessOptions();

  const openNew = (clicked?: { date: Date; allDay: boolean }) => setDialog({ entry: null, range: newEntryRange(clicked) });
  const openEntry = (entry: CalendarEntry) => setDialog({ entry, range: newEntryRange() });
  const close = () => {
    setDialog(null);
    if (linkedId) setParams({}, { replace: true });
  };

  return (
    <Page
      title={T.calendar}
      extra={
        mayCreate && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => openNew()}>
            {T.newEntry}
          </Button>
        )
      }
    >
      <Card size="small">
        <CalendarView
          tenantId={tenantId}
          onEntryClick={openEntry}
          onDateClick={(date, allDay) => {
            setDay(localDay(date));
            if (mayCreate) openNew({ date, allDay });
          }}
        />
      </Card>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} lg={12}>
          <Card size="small" title={cardTitle(T.upcoming)}>
            <EntryTable
              tenantId={tenantId}
              from={now}
              onOpen={openEntry}
              testId="upcoming-entries"
              empty={
                <EmptyState
                  compact
                  title={T.noUpcoming}
                  text={T.noUpcomingText}
                  action={mayCreate ? { label: T.addEntry, onClick: () => openNew() } : undefined}
                />
              }
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={cardTitle(`${T.onDate} ${formatDay(day)}`)}>
            <DateInput
              value={day}
              onChange={(next) => next && setDay(next)}
              allowClear={false}
              aria-label={T.onDateLabel}
              style={{ marginBottom: 12, maxWidth: 220 }}
            />
            <EntryTable
              tenantId={tenantId}
              {...chosen}
              onOpen={openEntry}
              testId="day-entries"
              empty={
                <EmptyState
                  compact
                  title={T.noneOnDate}
                  action={
                    mayCreate ? { label: T.addOnDate, onClick: () => openNew({ date: dayjs(day).toDate(), allDay: true }) } : undefined
                  }
                />
              }
            />
          </Card>
        </Col>
        <Col xs={24}>
          <FeedPanel tenantId={tenantId} />
        </Col>
      </Row>
      {shown && (
        <EntryDialog
          key={shown.entry?._id ?? 'new'}
          tenantId={tenantId}
          userId={user._id}
          entry={shown.entry}
          range={shown.range}
          viewAccessOptions={options}
          onClose={close}
        />
      )}
    </Page>
  );
}
