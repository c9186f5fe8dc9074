export const DOMAIN_ADMIN_TEXT = {
  domainsTitle: 'SV-Administration',
  noDomains: 'Du verwaltest keinen Verband.',
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
  exportFailed: 'Die Datei konnte nicht erstellt werden. Bitte versuche es erneut.',
  noFunctions: 'Für dieses Schuljahr gibt es noch keine bestätigten Wahlen.',
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
