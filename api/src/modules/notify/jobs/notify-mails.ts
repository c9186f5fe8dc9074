// The German notification mails (issue 25). They name what happened and link to it; a private message's or
// mention's text never appears (a phone's lock screen shows subjects). Every one carries its unsubscribe link.
import type { NotificationKind } from '#shared/notify';
import { MailContent, renderMail, unlinkable } from '../../../infrastructure/mail/mail-layout';
import type { MailRow } from '../user-notification.repository';

export interface MailLinks {
  /** The app's public origin without a trailing slash. */
  base: string;
  unsubscribe: string;
}

/** List-Unsubscribe with One-Click (RFC 8058): mail programs offer their own 'abbestellen' button. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

const CHAT_KINDS: readonly NotificationKind[] = ['PRIVATE_MESSAGE', 'MENTION'];

export function notificationMail(row: MailRow, links: MailLinks): MailContent {
  const actor = row.actorName ?? 'jemandem';
  const chat = CHAT_KINDS.includes(row.kind);
  const subject = chat ? `Neue Nachricht von ${actor}` : row.title;
  const what =
    row.kind === 'PRIVATE_MESSAGE'
      ? `${actor} hat dir in Plenum eine private Nachricht geschrieben.`
      : row.kind === 'MENTION'
        ? `${actor} hat dich im Chat der Gruppe „${unlinkable(row.tenantName ?? '')}“ erwähnt.`
        : `${unlinkable(row.title)}`;
  const content = renderMail({
    subject,
    greeting: `Hallo ${row.recipientFirstName},`,
    paragraphs: [what],
    action: { label: chat ? 'Nachricht öffnen' : 'In Plenum ansehen', url: `${links.base}${row.url}` },
    footnote: `Du bekommst diese E-Mail wegen deiner Benachrichtigungseinstellungen. E-Mails dieser Art abbestellen: ${links.unsubscribe}`,
  });
  return { ...content, headers: unsubscribeHeaders(links.unsubscribe) };
}

export function digestMail(rows: MailRow[], links: MailLinks): MailContent {
  const content = renderMail({
    subject: rows.length === 1 ? 'Plenum: 1 neue Benachrichtigung' : `Plenum: ${rows.length} neue Benachrichtigungen`,
    greeting: `Hallo ${rows[0].recipientFirstName},`,
    paragraphs: ['Seit der letzten Zusammenfassung ist in Plenum Folgendes für dich neu:', ...rows.map((r) => `• ${unlinkable(r.title)}`)],
    action: { label: 'Plenum öffnen', url: `${links.base}/` },
    footnote: `Die tägliche Zusammenfassung abbestellen: ${links.unsubscribe}`,
  });
  return { ...content, headers: unsubscribeHeaders(links.unsubscribe) };
}
