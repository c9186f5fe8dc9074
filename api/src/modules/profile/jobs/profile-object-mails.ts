// The mail to members who may publish when a news item or profile project waits for their examination.
// Titles and group names are person-written: renderMail escapes them.
import { ProfileObjectKind } from '#shared/profile-objects';
import { MailContent, renderMail } from '../../../infrastructure/mail/mail-layout';

export interface ExaminationMailFacts {
  firstName: string;
  groupName: string;
  kind: ProfileObjectKind;
  title: string;
  /** The profile screen's tab of this kind. */
  url: string;
}

const WHAT: Record<ProfileObjectKind, string> = {
  [ProfileObjectKind.NEWS]: 'eine Neuigkeit',
  [ProfileObjectKind.PROJECT]: 'ein Projekt',
};

export function examinationMail(facts: ExaminationMailFacts): MailContent {
  return renderMail({
    subject: `Zur Prüfung: „${facts.title}“`,
    greeting: `Hallo ${facts.firstName},`,
    paragraphs: [
      `im Profil von ${facts.groupName} wartet ${WHAT[facts.kind]} auf deine Prüfung: „${facts.title}“.`,
      'Du kannst den Beitrag veröffentlichen oder zur Überarbeitung zurückgeben.',
    ],
    action: { label: 'Beitrag prüfen', url: facts.url },
    footnote: 'Du erhältst diese E-Mail, weil du in dieser Gruppe Beiträge des Profils veröffentlichen darfst.',
  });
}
