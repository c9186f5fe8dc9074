// Every error of the election module, and the field messages of its form (answered as VALIDATION_FAILED).
import { conflictError, defineErrors, fieldError } from '../../core/domain.exception';

export const ELECTION_FIELD_MESSAGES = {
  // The words of #shared/glossary: 'Verband' for the domain, 'Verbindungslehrer*in' for the liaison teacher.
  domainRequired: 'Bitte wähle den Verband deiner Stadt oder deines Kreises aus.',
  schoolRequired: 'Bitte wähle deine Schule aus.',
  schoolYearInvalid: 'Bitte gib das Schuljahr im Format 2026/27 an.',
  electionTypeRequired: 'Bitte wähle eine Wahlart aus.',
  electionDateRequired: 'Bitte wähle ein Wahldatum aus.',
  assemblyDateRequired: 'Bitte wähle das Datum der Schulversammlung aus.',
  leaderFirstNameRequired: 'Bitte gib den Vornamen der Wahlleitung ein.',
  leaderLastNameRequired: 'Bitte gib den Nachnamen der Wahlleitung ein.',
  checkboxRequired: 'Bitte beantworte diese Frage mit Ja oder Nein.',
  truthRequired: 'Bitte bestätige, dass alle Angaben der Wahrheit entsprechen.',
  firstNameRequired: 'Bitte gib einen Vornamen ein.',
  lastNameRequired: 'Bitte gib einen Nachnamen ein.',
  classRequired: 'Bitte gib die Klasse ein.',
  personRequired: 'Bitte fülle die Angaben zu dieser Person aus.',
  teachersRequired: 'Bitte gib eine oder zwei Verbindungslehrer*innen an.',
  yearInvalid: 'Bitte gib ein gültiges Jahr an.',
  formatInvalid: "Bitte wähle das Format 'pdf' oder 'csv'.",
} as const;

const F = ELECTION_FIELD_MESSAGES;

export const ElectionErrors = defineErrors({
  schoolYearInvalid: fieldError('schoolYear', F.schoolYearInvalid),
  electionDateInvalid: fieldError('electionDate', F.electionDateRequired),
  assemblyDateInvalid: fieldError('assemblyDate', F.assemblyDateRequired),
  schoolInvalid: fieldError('schoolTenantId', F.schoolRequired),
  alreadyClosed: conflictError('ELECTION_CLOSED', 'Diese Wahlmeldung wurde bereits bestätigt.'),
  supersededByOther: conflictError(
    'ELECTION_SUPERSEDED',
    'Diese Wahlmeldung ist überholt: eine andere Meldung derselben Schule wurde bereits bestätigt.',
  ),
  superseded: conflictError(
    'ELECTION_SUPERSEDED',
    'Für diese Schule ist gerade eine neuere Wahlmeldung eingegangen. Bitte lade die Seite neu.',
  ),
});
