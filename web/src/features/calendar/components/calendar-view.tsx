import deLocale from '@fullcalendar/core/locales/de';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { theme } from 'antd';
import { useMemo, useState, type CSSProperties } from 'react';
import type { CalendarEntry } from '#shared/calendar';
import { QueryState } from '../../../components/query-state';
import { useIsMobile } from '../../../lib/media';
import { useCalendarEntriesQuery } from '../api';
import { entryColor, textColorOn } from '../entry-colors';
import { toCalendarDates, viewWindow } from '../entry-dates';
import { CALENDAR_TEXT as T } from '../text';
import './calendar-view.css';

// More entries than a month shows at once; the server caps a page at this size.
const WINDOW_PAGE_SIZE = 200;

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];

const TOOLBAR = { left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek,listMonth' };
// FullCalendar's arrow icons are unnamed role="img" spans (axe: serious); words name the buttons instead.
const BUTTON_TEXT = { prev: T.views.prev, next: T.views.next };

export interface CalendarViewProps {
  tenantId: string;
  /** A day (month view) or a time (week view) was clicked. */
  onDateClick: (date: Date, allDay: boolean) => void;
  onEntryClick: (entry: CalendarEntry) => void;
}

/** FullCalendar's variables from antd's tokens, so the calendar follows the light and the dark theme. */
function useCalendarColors(): CSSProperties {
  const { token } = theme.useToken();
  return {
    '--fc-border-color': token.colorBorderSecondary,
    '--fc-page-bg-color': token.colorBgContainer,
    '--fc-neutral-bg-color': token.colorFillQuaternary,
    '--fc-neutral-text-color': token.colorTextSecondary,
    '--fc-today-bg-color': token.colorPrimaryBg,
    '--fc-highlight-color': token.colorPrimaryBgHover,
    '--fc-now-indicator-color': token.colorError,
    '--fc-list-event-hover-bg-color': token.controlItemBgHover,
    '--fc-button-text-color': token.colorText,
    '--fc-button-bg-color': token.colorBgContainer,
    '--fc-button-border-color': token.colorBorder,
    '--fc-button-hover-bg-color': token.colorBgTextHover,
    '--fc-button-hover-border-color': token.colorPrimaryHover,
    '--fc-button-active-bg-color': token.colorPrimary,
    '--fc-button-active-border-color': token.colorPrimary,
    '--fc-button-active-text-color': token.colorTextLightSolid,
    '--fc-event-bg-color': token.colorPrimary,
    '--fc-event-border-color': token.colorPrimary,
    '--fc-event-text-color': token.colorTextLightSolid,
    '--fc-more-link-bg-color': token.colorFillSecondary,
    '--fc-more-link-text-color': token.colorText,
    '--fc-today-text-color': token.colorPrimaryText,
    '--fc-radius': `${token.borderRadius}px`,
  } as CSSProperties;
}

/** Month, week and list views of the group's entries; loads the entries of the visible range only. */
export function CalendarView({ tenantId, onDateClick, onEntryClick }: CalendarViewProps) {
  const mobile = useIsMobile();
  const colors = useCalendarColors();
  const [visible, setVisible] = useState<{ from: string; to: string } | null>(null);
  const { data, isError, refetch } = useCalendarEntriesQuery(
    { tenantId, ...visible, pageSize: WINDOW_PAGE_SIZE, sort: 'startDate' },
    { skip: !visible },
  );

  const events = useMemo(
    () =>
      (data?.items ?? [])
        // After a group switch the previous group's answer stays until the new one arrives.
        .filter((entry) => entry.tenantId === tenantId)
        .map((entry) => {
          const color = entryColor(entry.color);
          return {
            id: entry._id,
            title: entry.title,
            ...toCalendarDates(entry),
            backgroundColor: color,
            borderColor: color,
            textColor: textColorOn(color),
            extendedProps: { entry },
          };
        }),
    [data, tenantId],
  );

  return (
    <>
      <QueryState isLoading={false} isError={isError} onRetry={refetch}>
        {null}
      </QueryState>
      <div className="plenum-calendar" style={colors} role="region" aria-label={T.calendarLabel} data-testid="calendar">
        <FullCalendar
          plugins={PLUGINS}
          locale={deLocale}
          firstDay={1}
          initialView={mobile ? 'listMonth' : 'dayGridMonth'}
          headerToolbar={TOOLBAR}
          buttonIcons={false}
          buttonText={BUTTON_TEXT}
          views={{ listMonth: { buttonText: T.views.list } }}
          height="auto"
          slotDuration="01:00:00"
          nowIndicator
          dayMaxEvents={3}
          eventDisplay="block"
          eventInteractive
          eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
          noEventsText={T.noneInView}
          events={events}
          datesSet={({ start, end }) => setVisible(viewWindow(start, end))}
          dateClick={({ date, allDay }) => onDateClick(date, allDay)}
          // A day cell is named by its date number alone (aria-labelledby) while it also shows its entries:
          // axe's label-in-name rule (serious). Without the reference the cell is named by what it shows.
          dayCellDidMount={({ el }) => el.removeAttribute('aria-labelledby')}
          eventClick={({ event, jsEvent }) => {
            jsEvent.preventDefault();
            onEntryClick(event.extendedProps.entry as CalendarEntry);
          }}
        />
      </div>
    </>
  );
}
