import { CHAT_REMOVED_TEXT } from '#shared/chat';
import type { ChatReportListItem } from '#shared/chat-reports';

// German strings of the moderation screen (/admin/reports) and of the account switches on /admin/users.
export const REPORTS_TEXT = {
  title: 'Gemeldete Nachrichten',
  files: 'Anhänge der gemeldeten Nachricht',
  open: 'Offen',
  closed: 'Abgeschlossen',
  filter: 'Meldungen filtern',
  noneOpen: 'Keine offenen Meldungen.',
  noneOpenText: 'Hier erscheinen Chatnachrichten, die jemand gemeldet hat.',
  noneClosed: 'Noch keine abgeschlossenen Meldungen.',
  reportedAt: 'Gemeldet am',
  reason: 'Grund',
  message: 'Nachricht',
  sender: 'Verfasst von',
  reporter: 'Gemeldet von',
  where: 'Ort',
  privateChat: (names: string) => `Privater Chat (${names})`,
  groupChat: (group: string) => `Gruppenchat „${group}“`,
  state: 'Status',
  action: 'Maßnahme',
  handled: (name: string, at: string) => `${name}, ${at}`,
  view: 'Ansehen',
  viewLabel: (sender: string) => `Meldung der Nachricht von ${sender} ansehen`,
  detailTitle: 'Meldung',
  comment: 'Anmerkung',
  noComment: 'Keine Anmerkung.',
  context: 'Verlauf davor',
  noContext: 'Keine Nachrichten davor.',
  reported: 'Gemeldete Nachricht',
  original: 'Ursprünglicher Text',
  removedNow: `Im Chat steht jetzt „${CHAT_REMOVED_TEXT}“.`,
  suspended: 'Gesperrt',
  actions: 'Maßnahmen',
  closedNote: 'Diese Meldung ist abgeschlossen.',
} as const;

export const REPORT_ACTION_TEXT = {
  dismissTitle: 'Meldung verwerfen?',
  dismissText: 'Die Nachricht bleibt stehen, die Meldung wird abgeschlossen.',
  dismiss: 'Verwerfen',
  removeTitle: 'Nachricht entfernen?',
  removeText: `Im Chat steht danach „${CHAT_REMOVED_TEXT}“. Der ursprüngliche Text bleibt in der Meldung erhalten.`,
  remove: 'Entfernen',
  warnTitle: (name: string) => `${name} verwarnen?`,
  warnText: (name: string) => `${name} bekommt eine E-Mail mit einer Verwarnung. Die Nachricht bleibt stehen.`,
  warn: 'Verwarnen',
  suspendTitle: (name: string) => `Konto von ${name} sperren?`,
  suspendText: (name: string) =>
    `Alle Sitzungen von ${name} enden sofort. Anmelden geht erst wieder, wenn die Plattform-Administration die Sperre aufhebt.`,
  suspend: 'Sperren',
} as const;

export const ACCOUNT_TEXT = {
  level: 'Plattformrolle',
  levelOf: (name: string) => `Plattformrolle von ${name}`,
  levelTitle: (name: string, level: string) => `${name} die Plattformrolle „${level}“ geben?`,
  levelText: 'Die Rolle gilt sofort; offene Sitzungen erhalten die neuen Rechte.',
  levelConfirm: 'Rolle ändern',
  levelSaved: 'Die Plattformrolle wurde geändert.',
  status: 'Konto',
  active: 'Aktiv',
  suspended: 'Gesperrt',
  lift: 'Sperre aufheben',
  /** Contains the visible 'Sperre aufheben' (axe label-content-name-mismatch). */
  liftLabel: (name: string) => `${name}: Sperre aufheben`,
  liftTitle: (name: string) => `Sperre von ${name} aufheben?`,
  liftText: 'Die Person kann sich danach wieder anmelden.',
  lifted: 'Die Sperre wurde aufgehoben.',
  remove: 'Löschen',
  /** Contains the visible 'Löschen'. */
  removeLabel: (name: string) => `${name}: Löschen`,
  removeTitle: (name: string) => `Konto von ${name} jetzt löschen?`,
  removeText:
    'Nur auf einen geprüften Antrag: Das Konto wird sofort und endgültig gelöscht, ohne die 14 Tage Frist. Beiträge in Gruppen bleiben als „Ehemaliges Mitglied“. Die Löschung wird protokolliert.',
  removeConfirm: 'Konto löschen',
  removed: 'Das Konto wurde gelöscht.',
} as const;

/** Where the reported message was written, in one line. */
export function reportPlace(report: Pick<ChatReportListItem, 'conversation'>): string {
  const { conversation } = report;
  if (conversation.kind === 'GROUP') return REPORTS_TEXT.groupChat(conversation.tenant?.name ?? '');
  return REPORTS_TEXT.privateChat(conversation.participants.map((p) => p.name).join(', '));
}
