import { GLOSSARY } from '#shared/glossary';
import { MailContent, renderMail } from '../../../infrastructure/mail/mail-layout';

export interface ElectionConfirmationInput {
  firstName: string;
  schoolName: string;
  schoolYear: string;
  /** The offices this address was entered for, as German labels. */
  roles: string[];
  electionDate: string;
  people: { roleLabel: string; name: string }[];
}

const germanDate = (isoDate: string) => {
  const [y, m, d] = isoDate.split('-');
  return `${d}.${m}.${y}`;
};

/** Sent to every address on a registration: what was reported about them, and that it is not final yet. */
export function electionConfirmationMail(input: ElectionConfirmationInput): MailContent {
  return renderMail({
    subject: `Plenum: Wahlmeldung ${input.schoolName} (${input.schoolYear}) eingegangen`,
    greeting: `Hallo ${input.firstName},`,
    paragraphs: [
      `für die Schule „${input.schoolName}“ ist eine Wahlmeldung für das Schuljahr ${input.schoolYear} eingegangen (Wahl am ${germanDate(input.electionDate)}).`,
      `Du wurdest darin genannt als: ${input.roles.join(', ')}.`,
      `Gemeldet wurden: ${input.people.map((p) => `${p.roleLabel}: ${p.name}`).join('; ')}.`,
      `Die Meldung wird nun von der ${GLOSSARY.domainAdministration} ${GLOSSARY.domain.ofOne} eurer Stadt oder eures Kreises geprüft. Nach der Bestätigung bekommst du eine ${GLOSSARY.invitation.one} in die passende ${GLOSSARY.group.one} auf Plenum.`,
    ],
    footnote: `Wenn du mit dieser Wahl nichts zu tun hast oder etwas falsch ist, wende dich bitte an eure Schülervertretung. Eine korrigierte Meldung kann erneut abgeschickt werden; die ${GLOSSARY.domainAdministration} entscheidet, welche gilt.`,
  });
}
