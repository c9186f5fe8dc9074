import { formatSchoolYear } from '#shared/election-roles';
import type { PupilRole } from '#shared/election-roles';
import { GLOSSARY as G } from '#shared/glossary';

// The form's German sentences in the words of #shared/glossary; the required-field messages are the API's
// (election.errors.ts).
export const ELECTION_TEXT = {
  title: 'Wahlmeldung',
  intro: 'Hier meldet ihr die Ergebnisse eurer SV-Wahl an euren Stadt- oder Kreisschülerrat. Alle Felder sind Pflichtfelder.',
  domainRequired: `Bitte wähle den ${G.domain.one} deiner Stadt oder deines Kreises aus.`,
  schoolRequired: 'Bitte wähle deine Schule aus.',
  schoolYearRequired: 'Bitte gib das Schuljahr im Format 2026/27 an.',
  electionTypeRequired: 'Bitte wähle eine Wahlart aus.',
  electionDateRequired: 'Bitte wähle ein Wahldatum aus.',
  assemblyDateRequired: 'Bitte wähle das Datum der Schulversammlung aus.',
  leaderFirstNameRequired: 'Bitte gib den Vornamen der Wahlleitung ein.',
  leaderLastNameRequired: 'Bitte gib den Nachnamen der Wahlleitung ein.',
  truthRequired: 'Bitte bestätige, dass alle Angaben der Wahrheit entsprechen.',
  firstNameRequired: 'Bitte gib einen Vornamen ein.',
  lastNameRequired: 'Bitte gib einen Nachnamen ein.',
  classRequired: 'Bitte gib die Klasse ein.',
  legalNote: 'Die Schulversammlung (Vollversammlung) wählt nach §122 Abs. 7 HSchG.',
  successTitle: 'Wahlmeldung gesendet',
  newRegistration: 'Weitere Wahlmeldung',
  domain: G.domain.one,
  domainHelp: G.domain.fieldHelp,
  school: 'Schule',
  schoolYear: 'Schuljahr',
  electionType: 'Wahlart',
  electionDate: 'Wahldatum',
  assemblyDate: 'Datum der Schulversammlung',
  loading: 'Wird geladen …',
  noEntries: 'Keine Einträge gefunden',
  noSchools: 'Keine Schulen gefunden',
  domainFirst: `Wähle zuerst deinen ${G.domain.one} aus.`,
  domainLinked: 'Durch den Link, den du bekommen hast, schon ausgewählt.',
  leader: 'Wahlleitung',
  leaderFirstName: 'Vorname der Wahlleitung',
  leaderLastName: 'Nachname der Wahlleitung',
  minutesToPrincipal: 'Das Wahlprotokoll wurde der Schulleitung übergeben.',
  minutesKeptByCouncil: 'Das Wahlprotokoll wird von der SV aufbewahrt.',
  truth: 'Ich bestätige, dass alle Angaben der Wahrheit entsprechen.',
  firstName: 'Vorname',
  lastName: 'Nachname',
  mail: 'E-Mail-Adresse',
  className: 'Klasse',
  addTeacher: `Zweite*n ${G.liaisonTeacher.one} hinzufügen`,
  removeTeacher: (teacher: string) => `${teacher} entfernen`,
  back: 'Zurück',
  next: 'Weiter',
  submit: 'Absenden',
  summaryIntro: 'Bitte prüfe deine Angaben. Mit „Absenden“ schickst du die Wahlmeldung ab.',
  summaryMinutesToPrincipal: 'Protokoll an die Schulleitung',
  summaryMinutesKeptByCouncil: 'Protokoll bei der SV',
  summaryTruth: 'Wahrheit bestätigt',
  yes: 'Ja',
  no: 'Nein',
} as const;

export const STEP_TITLES = [
  'Allgemeine Angaben',
  'Schulsprecher*in',
  'Delegierte zum Stadtschülerrat',
  G.liaisonTeacher.many,
  'Angaben zur Wahl',
  'Zusammenfassung',
] as const;

export const ROLE_LABELS: Record<PupilRole, string> = {
  SCHOOL_SPEAKER: 'Schulsprecher*in',
  DEPUTY_SPEAKER_1: '1. Stellvertretung',
  DEPUTY_SPEAKER_2: '2. Stellvertretung',
  DELEGATE_1: '1. Delegierte*r',
  DELEGATE_2: '2. Delegierte*r',
  DEPUTY_DELEGATE_1: '1. stellvertretende*r Delegierte*r',
  DEPUTY_DELEGATE_2: '2. stellvertretende*r Delegierte*r',
};

export const TEACHER_LABEL = (index: number) => `${index + 1}. ${G.liaisonTeacher.one}`;

export const ELECTION_TYPE_LABELS = {
  FULL_ASSEMBLY: 'Wahl durch die Schulversammlung (Vollversammlung)',
  DELEGATES: 'Wahl durch Delegierte (Klassensprecher*innen)',
} as const;

/** School years on offer: the current one (August to July) and the one before and after. */
export function schoolYearOptions(now = new Date()): string[] {
  const start = now.getMonth() >= 7 ? now.getFullYear() : now.getFullYear() - 1;
  const label = formatSchoolYear;
  return [start - 1, start, start + 1].map(label);
}

export const currentSchoolYear = (now = new Date()) => schoolYearOptions(now)[1];
