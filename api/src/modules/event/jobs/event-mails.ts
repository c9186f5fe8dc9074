import { renderMail, unlinkable } from '../../../infrastructure/mail/mail-layout';
import type { MailContent } from '../../../infrastructure/mail/mail-layout';

export interface RegistrationMailInput {
  firstName: string;
  eventTitle: string;
  /** Already formatted in German, Berlin time. */
  when: string;
  location: string;
  groupName: string;
  /** The public programme page while the programme is on. */
  programUrl: string | null;
}

const BERLIN = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'full', timeStyle: 'short' });

/** "Freitag, 4. Dezember 2026 um 16:00 bis Freitag, 4. Dezember 2026 um 20:00" in Berlin time. */
export function germanRange(start: Date, end: Date): string {
  const from = BERLIN.format(start);
  return start.getTime() === end.getTime() ? from : `${from} bis ${BERLIN.format(end)}`;
}

/**
 * The confirmation of a public event registration. Whoever registers chooses the recipient, and the event's
 * author the title: the subject is fixed, and title and group name are plain text that never becomes a link.
 */
export function registrationConfirmationMail(input: RegistrationMailInput): MailContent {
  return renderMail({
    subject: 'Plenum: Deine Anmeldung',
    greeting: `Hallo ${unlinkable(input.firstName)},`,
    paragraphs: [
      `du bist für „${unlinkable(input.eventTitle)}“ (${unlinkable(input.groupName)}) angemeldet.`,
      `Wann: ${input.when}.`,
      ...(input.location ? [`Wo: ${input.location}.`] : []),
    ],
    ...(input.programUrl ? { action: { label: 'Zum Programm', url: input.programUrl } } : {}),
    footnote: 'Wenn du dich nicht angemeldet hast, kannst du diese E-Mail ignorieren; wende dich bei Fragen an die Veranstaltenden.',
  });
}
