// The mails of the reports: to every platform administrator and moderator when a message is reported, and
// the warning to a sender. Names, reasons and the message text are person-written: renderMail escapes them.
import { CHAT_REPORT_REASON_LABELS, ChatReportReason } from '#shared/chat-reports';
import { MailContent, renderMail } from '../../../infrastructure/mail/mail-layout';

/** Mails quote at most this much of a message; the full text is on the report screen. */
const QUOTE_MAX = 300;

export function quote(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > QUOTE_MAX ? `${flat.slice(0, QUOTE_MAX - 1)}…` : flat;
}

export interface ReportedMailFacts {
  staffFirstName: string;
  reporterName: string;
  senderName: string;
  /** 'im Gruppenchat von <Gruppe>' or 'in einem privaten Chat'. */
  where: string;
  reason: ChatReportReason;
  comment: string | null;
  content: string;
  url: string;
}

export function messageReportedMail(facts: ReportedMailFacts): MailContent {
  return renderMail({
    subject: 'Plenum: Eine Chat-Nachricht wurde gemeldet',
    greeting: `Hallo ${facts.staffFirstName},`,
    paragraphs: [
      `${facts.reporterName} hat eine Nachricht von ${facts.senderName} ${facts.where} gemeldet.`,
      `Grund: ${CHAT_REPORT_REASON_LABELS[facts.reason]}`,
      ...(facts.comment ? [`Kommentar: „${quote(facts.comment)}“`] : []),
      `Nachricht: „${quote(facts.content) || '(nur Dateien)'}“`,
    ],
    action: { label: 'Meldung prüfen', url: facts.url },
    footnote: 'Du erhältst diese E-Mail, weil du zur Moderation oder Administration von Plenum gehörst.',
  });
}

export interface WarningMailFacts {
  senderFirstName: string;
  where: string;
  content: string;
}

export function senderWarnedMail(facts: WarningMailFacts): MailContent {
  return renderMail({
    subject: 'Plenum: Verwarnung wegen einer Chat-Nachricht',
    greeting: `Hallo ${facts.senderFirstName},`,
    paragraphs: [
      `eine Nachricht, die du ${facts.where} geschrieben hast, wurde gemeldet und von der Moderation geprüft:`,
      `„${quote(facts.content) || '(nur Dateien)'}“`,
      'Bitte achte darauf, im Chat respektvoll zu schreiben. Beleidigungen, Belästigung, Spam und unangemessene Inhalte sind auf Plenum nicht erlaubt. Bei weiteren Verstößen kann dein Konto gesperrt werden.',
    ],
    footnote: 'Wenn du Fragen dazu hast, wende dich an die Plattform-Administration.',
  });
}
