// An export row as the API answers it, and the name its download is saved under.
import { EventExportKind } from '#shared/event-export';
import type { EventExportView } from '#shared/event-export';
import { exportProgressView } from '../../common/export/export-view';
import type { EventExport } from './entities/event-export.entity';

export function exportFormat(kind: EventExportKind): 'csv' | 'pdf' {
  return kind === EventExportKind.REGISTRATIONS || kind === EventExportKind.ATTENDEES ? 'csv' : 'pdf';
}

const PREFIX: Record<EventExportKind, string> = {
  [EventExportKind.REGISTRATIONS]: 'Anmeldungen',
  [EventExportKind.ATTENDEES]: 'Check-ins',
  [EventExportKind.QR_CODES]: 'QR-Codes',
  [EventExportKind.CERTIFICATES]: 'Teilnahmebescheinigungen',
};

/** Letters (umlauts too), digits and dashes; everything else one underscore. Never a path or a quote. */
function namePart(text: string, max: number): string {
  return (
    text
      .normalize('NFC')
      .replace(/[^\p{L}\p{N}-]+/gu, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, max)
      .replace(/_+$/, '') || 'Event'
  );
}

/** `Anmeldungen_Sommerfest_2026.csv`; one certificate is named after its person. */
export function exportFileName(kind: EventExportKind, eventTitle: string, person?: { firstName: string; lastName: string }): string {
  const subject = person ? `Teilnahmebescheinigung_${namePart(`${person.firstName} ${person.lastName}`, 80)}` : PREFIX[kind];
  return `${subject}_${namePart(eventTitle, 80)}.${exportFormat(kind)}`;
}

export function eventExportView(row: EventExport): EventExportView {
  return {
    _id: row._id,
    eventId: row.eventId,
    kind: row.kind,
    attendeeId: row.attendeeId,
    format: exportFormat(row.kind),
    fileName: row.fileName,
    ...exportProgressView(row),
  };
}
