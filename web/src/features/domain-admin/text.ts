// German strings of the domain administration, in the words of #shared/glossary.
import { GLOSSARY as G } from '#shared/glossary';

export const DOMAIN_ADMIN_TEXT = {
  domainsTitle: G.domainAdministration,
  noDomains: `Du verwaltest keinen ${G.domain.one}.`,
  domainsIntro: `Hier verwaltest du die ${G.domain.many}, für die du zuständig bist: ihre Schulen und Netzwerke, deren Mitglieder, die Wahlmeldungen der Schulen und die gewählten Delegierten. ${G.domain.explanation}`,
  formLinkTitle: 'Link zum Wahlformular',
  formLinkIntro: `Schicke diesen Link an die Schulen: Das Formular ist schon auf diesen ${G.domain.one} eingestellt. Dort melden sie ihre SV-Wahl, und die Meldung erscheint hier unter „Offene Wahlmeldungen“.`,
  formLinkCopied: 'Kopiert',
  formLinkCopy: 'Link kopieren',
  tabs: { elections: 'Wahlen', schools: 'Schulen', networks: 'Netzwerke', functions: 'Funktionen' },
  schoolYear: 'Schuljahr',
  pending: 'Offene Wahlmeldungen',
  closed: 'Bestätigte Wahlmeldungen',
  noPending: 'Keine offenen Wahlmeldungen.',
  noClosed: 'Keine bestätigten Wahlmeldungen.',
  show: 'Ansehen',
  validate: 'Wahl bestätigen',
  confirmTitle: 'Wahlmeldung bestätigen',
  confirmText: 'Die Wahlmeldung wird abgeschlossen und alle Gewählten erhalten eine Einladung in ihre Gruppen. Möchtest du fortfahren?',
  confirmButton: 'Bestätigen',
  validated: 'Die Wahlmeldung wurde bestätigt.',
  invitations: 'Einladungen',
  delegateList: 'Delegiertenliste',
  exportRunning: 'Die Delegiertenliste wird erstellt …',
  noFunctions: 'Für dieses Schuljahr gibt es noch keine bestätigten Wahlen.',
  domainFallback: G.domain.one,
  yes: 'Ja',
  no: 'Nein',
  saved: 'Gespeichert.',
  name: 'Name',
  mail: 'E-Mail-Adresse',
  role: 'Rolle',
  office: 'Amt',
  className: 'Klasse',
  school: 'Schule',
  action: 'Aktion',
  actions: 'Aktionen',
  result: 'Ergebnis',
  electionTitle: (school: string) => `Wahlmeldung: ${school}`,
  electionType: 'Wahlart',
  electionDate: 'Wahldatum',
  assemblyDate: 'Datum der Schulversammlung',
  leader: 'Wahlleitung',
  minutesToPrincipal: 'Protokoll an die Schulleitung',
  minutesKeptByCouncil: 'Protokoll bei der SV',
  validatedAt: 'Bestätigt',
  received: 'Eingegangen',
  kind: 'Art',
  superseded: 'Überholte Wahlmeldungen',
  supersededTag: 'Überholt',
  submissions: 'Meldungen',
  competingTag: (n: number) => `${n} konkurrierende`,
} as const;

/** Competing submissions of one school and year, side by side (issue 10). */
export const COMPETING_TEXT = {
  title: 'Konkurrierende Meldungen',
  intro: (n: number) =>
    `Für diese Schule und dieses Schuljahr liegen ${n + 1} offene Meldungen vor. Abweichende Angaben sind markiert. Wenn du eine bestätigst, werden die anderen als überholt geschlossen und bleiben zur Nachverfolgung erhalten.`,
  field: 'Angabe',
  thisOne: 'Diese Meldung',
  submitted: (at: string) => `Eingegangen ${at}`,
  differs: 'abweichend',
  supersededNote: 'Diese Meldung wurde überholt: eine andere Meldung derselben Schule wurde bestätigt.',
  history: (count: number, at: string) =>
    `Eingegangen ${at}; ${count === 1 ? 'einzige Meldung' : `eine von ${count} Meldungen`} dieser Schule in diesem Schuljahr.`,
} as const;

export const FUNCTION_KIND_LABELS = { DELEGATE: 'Delegierte', SCHOOL: 'Schule' } as const;

/** Words of the schools and networks tabs, which share one screen. */
export const GROUP_TAB_TEXT = {
  SV: { search: 'Schulen durchsuchen', create: 'Schule anlegen', edit: 'Schule bearbeiten', empty: 'Keine Schulen gefunden.' },
  NETWORK: { search: 'Netzwerke durchsuchen', create: 'Netzwerk anlegen', edit: 'Netzwerk bearbeiten', empty: 'Keine Netzwerke gefunden.' },
} as const;

export const GROUPS_TEXT = {
  importGroups: 'Importieren',
  open: 'Offen',
  members: G.member.many,
  editLabel: (name: string) => `${name} bearbeiten`,
  membersLabel: (name: string) => `Mitglieder von ${name}`,
  legalHold: 'Aufbewahrungspflicht',
  legalHoldSince: (since: string, reason: string) => `seit ${since}: ${reason}`,
  holdLabel: (name: string) => `Aufbewahrungspflicht für ${name} setzen`,
  holdTitle: (name: string) => `Aufbewahrungspflicht für ${name}`,
  holdHelp: 'Solange sie gilt, löschen die Aufbewahrungsregeln nichts von dieser Gruppe. Die Änderung wird protokolliert.',
  holdReason: 'Grund',
  holdReasonRequired: 'Bitte gib einen Grund für die Aufbewahrungspflicht an.',
  holdConfirm: 'Setzen',
  holdSet: 'Die Aufbewahrungspflicht gilt jetzt.',
  liftLabel: (name: string) => `Aufbewahrungspflicht für ${name} aufheben`,
  liftTitle: (name: string) => `Aufbewahrungspflicht für ${name} aufheben?`,
  liftText: 'Danach löschen die Aufbewahrungsregeln wieder, was ihre Frist überschritten hat.',
  liftConfirm: 'Aufheben',
  lifted: 'Die Aufbewahrungspflicht wurde aufgehoben.',
} as const;

export const MEMBERS_TEXT = {
  title: (group: string) => `Mitglieder: ${group}`,
  add: 'Mitglied hinzufügen',
  addConfirm: 'Hinzufügen',
  added: 'Das Mitglied wurde hinzugefügt.',
  addHelp:
    'Hat die Adresse ein Konto, wird die Person gleich Mitglied; sonst bekommt sie eine Einladung per E-Mail. Die Antwort ist in beiden Fällen dieselbe.',
  invite: 'Einladen',
  invited: 'Die Einladung wurde verschickt.',
  levelChanged: 'Die Rolle wurde geändert.',
  none: 'Noch keine Mitglieder.',
  levelLabel: (name: string) => `Rolle von ${name}`,
  levelConfirmTitle: (name: string) => `Rolle von ${name} ändern?`,
  levelConfirmText: (name: string, role: string, group: string) => `${name} wird in „${group}“ zu: ${role}.`,
  levelConfirm: 'Rolle ändern',
  levelRequired: 'Bitte wähle eine Rolle aus.',
  remove: 'Entfernen',
  removeLabel: (name: string) => `${name} entfernen`,
  removeTitle: (name: string, group: string) => `${name} aus „${group}“ entfernen?`,
  removeText: 'Die Person verliert den Zugang zur Gruppe und ihren Inhalten. Sie kann später wieder eingeladen werden.',
  removed: 'Die Person wurde aus der Gruppe entfernt.',
  pendingTitle: (n: number) => `${G.invitation.pending} (${n})`,
  noPending: 'Keine offenen Einladungen.',
  pendingLine: (role: string, at: string) => `${role} · eingeladen am ${at}`,
} as const;

export const INVITATION_RESULT_LABELS = {
  invited: 'Eingeladen',
  'already-member': 'Bereits Mitglied',
  'no-ssr-group': 'Kein Stadtschülerrat vorhanden',
  failed: 'Fehlgeschlagen',
} as const;

export const ELECTION_TYPE_LABELS = {
  FULL_ASSEMBLY: 'Schulversammlung (Vollversammlung)',
  DELEGATES: 'Delegierte',
} as const;

/** The school year that starts in `year`, e.g. 2026 -> '2026/27'. */
export const schoolYearLabel = (year: number) => `${year}/${String((year + 1) % 100).padStart(2, '0')}`;

export function currentYearStart(now = new Date()): number {
  return now.getMonth() >= 7 ? now.getFullYear() : now.getFullYear() - 1;
}
