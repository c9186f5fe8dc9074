import { Descriptions, Typography } from 'antd';
import type { CalendarEntry } from '#shared/calendar';
import { RichTextView } from '../../../components/rich-text/rich-text-view';
import { MaterialsList } from '../../../components/upload/materials-list';
import { formatEntryRange } from '../entry-dates';
import { CALENDAR_TEXT, ENTRY_TEXT as T } from '../text';

export const personName = (person: CalendarEntry['author']) =>
  person ? `${person.contact.first_name} ${person.contact.last_name}`.trim() : '';

/** An entry as members without the right to change it see it. */
export function EntryDetails({ entry }: { entry: CalendarEntry }) {
  const items = [
    { key: 'when', label: CALENDAR_TEXT.columns.when, children: formatEntryRange(entry, CALENDAR_TEXT.allDay) },
    ...(entry.location ? [{ key: 'location', label: T.location, children: entry.location }] : []),
    { key: 'access', label: T.viewAccess, children: entry.viewAccessLabel },
    ...(entry.notes ? [{ key: 'notes', label: T.notes, children: <span style={{ whiteSpace: 'pre-line' }}>{entry.notes}</span> }] : []),
  ];
  return (
    <div data-testid="entry-details">
      <Descriptions column={1} size="small" items={items} />
      {entry.description && (
        <section aria-label={T.description} style={{ marginTop: 12 }}>
          <RichTextView html={entry.description} />
        </section>
      )}
      {entry.materials.length > 0 && (
        <section aria-label={T.materials} style={{ marginTop: 12 }}>
          <Typography.Title level={3} style={{ fontSize: 15 }}>
            {T.materials}
          </Typography.Title>
          <MaterialsList materials={entry.materials} />
        </section>
      )}
      {entry.author && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {T.author(personName(entry.author))}
        </Typography.Paragraph>
      )}
    </div>
  );
}
