// Event exports (issue 14 §2): what the web asks for and gets back. Pure TypeScript (`#shared/event-export`).
// Routes (all `event:edit`), under /api/event/tenant/{tenantId}/event/{eventId}/export:
//   POST ''                  body { kind, attendeeId? } -> 202 EventExportView (state PENDING)
//   GET  /{exportId}         -> EventExportView (poll until state DONE or FAILED; progress 0..100)
//   GET  /{exportId}/file    -> the file (CSV or PDF) once DONE; 409 while it is still being made

export enum EventExportKind {
  /** The registrations as CSV. */
  REGISTRATIONS = 'registrations',
  /** The check-ins (attendees) as CSV. */
  ATTENDEES = 'attendees',
  /** One PDF page with the QR codes of the public registration and check-in pages. */
  QR_CODES = 'qrcodes',
  /** Attendance certificates: one page per checked-in attendee, or only `attendeeId`'s. */
  CERTIFICATES = 'certificates',
}
export const EVENT_EXPORT_KINDS = Object.values(EventExportKind);

export type EventExportState = 'PENDING' | 'RUNNING' | 'DONE' | 'FAILED';

export interface EventExportView {
  _id: string;
  eventId: string;
  kind: EventExportKind;
  /** Set for the certificate of one attendee. */
  attendeeId: string | null;
  format: 'csv' | 'pdf';
  state: EventExportState;
  progress: number;
  /** The name the download is saved under. */
  fileName: string;
  createdAt: string;
  updatedAt: string;
}

export const EVENT_EXPORT_LABELS: Record<EventExportKind, string> = {
  [EventExportKind.REGISTRATIONS]: 'Anmeldungen (CSV)',
  [EventExportKind.ATTENDEES]: 'Check-ins (CSV)',
  [EventExportKind.QR_CODES]: 'QR-Codes (PDF)',
  [EventExportKind.CERTIFICATES]: 'Teilnahmebescheinigungen (PDF)',
};

export const EVENT_EXPORT_MESSAGES = {
  kindInvalid: `Bitte wähle eine Exportart: ${EVENT_EXPORT_KINDS.join(', ')}.`,
  attendeeIdInvalid: 'Die Kennung der Person ist ungültig.',
  attendeeOnlyForCertificates: 'Eine einzelne Person kann nur für eine Teilnahmebescheinigung gewählt werden.',
  notCheckedIn: 'Teilnahmebescheinigungen gibt es nur für eingecheckte Personen.',
  noAttendees: 'Bei diesem Event hat noch niemand eingecheckt.',
} as const;
