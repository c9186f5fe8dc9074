import { germanDate } from '../../../common/export/german-dates';
import { MailContent, renderMail } from '../../../infrastructure/mail/mail-layout';

/** Carries no data of the export (not even the name): only that it is ready, and the link to the account page. */
export function dataExportReadyMail(accountUrl: string, expiresAt: Date): MailContent {
  return renderMail({
    subject: 'Plenum: Deine Daten stehen zum Herunterladen bereit',
    greeting: 'Hallo,',
    paragraphs: [
      'die Zusammenstellung deiner Daten, die du angefordert hast, ist fertig.',
      'Du kannst sie unter „Mein Konto“ herunterladen, sobald du angemeldet bist.',
    ],
    action: { label: 'Zu „Mein Konto“', url: accountUrl },
    footnote: `Die Datei wird am ${germanDate(expiresAt)} gelöscht. Wenn du das nicht angefordert hast, ändere bitte dein Passwort.`,
  });
}
