import type { Contact } from '#shared/auth-data';
import type { DashboardSectionKey } from '#shared/dashboard';
import { GLOSSARY } from '#shared/glossary';
import { INTEGRATION_LABELS } from '#shared/integrations';
import { TenantType } from '#shared/levels';

// German strings of the group screens; 'du' throughout, the spec's sentences verbatim, the words of #shared/glossary.
export const TENANT_TEXT = {
  empty: 'Noch keine Einträge.',
  readOnly: `Nur die ${GLOSSARY.groupAdministration} kann diese Einstellungen ändern.`,
  saved: 'Die Änderungen wurden gespeichert.',
  actions: 'Aktionen',
  name: 'Name',
  role: 'Rolle',
  type: GLOSSARY.groupTypeTitle,
  date: 'Datum',
} as const;

/** The 'My group' entry and the dashboard's heading per group type (issue 11); SV keeps the SPEC's words. */
export const GROUP_TYPE_TEXT: Record<TenantType, { mine: string; profile: string }> = {
  [TenantType.SV]: { mine: 'Meine SV', profile: INTEGRATION_LABELS.dashboard },
  [TenantType.SSR]: { mine: 'Mein SSR', profile: 'SSR-Profil' },
  [TenantType.NETWORK]: { mine: 'Mein Netzwerk', profile: 'Netzwerk-Profil' },
};

export const INVITATION_BANNER_TEXT = {
  title: (count: number) => (count === 1 ? 'Du hast eine offene Einladung' : `Du hast ${count} offene Einladungen`),
  invitedTo: (name: string, role: string) => `Einladung in „${name}“ als ${role}.`,
  all: 'Alle Einladungen ansehen',
  badge: (count: number) => (count === 1 ? '1 offene Einladung' : `${count} offene Einladungen`),
} as const;

export const DASHBOARD_TEXT = {
  members: (count: number) => (count === 1 ? '1 Mitglied' : `${count} Mitglieder`),
  yourRole: (label: string) => `Deine Rolle: ${label}`,
  sectionError: 'Dieser Bereich konnte gerade nicht geladen werden.',
  sections: {
    notifications: 'Neueste Benachrichtigungen',
    calendarToday: 'Termine heute',
    calendarUpcoming: 'Nächste Termine',
    survey: INTEGRATION_LABELS.survey,
    chat: INTEGRATION_LABELS.chat,
    budget: INTEGRATION_LABELS.budget,
    knowledge: INTEGRATION_LABELS.knowledge,
    event: INTEGRATION_LABELS.event,
    project: INTEGRATION_LABELS.project,
    news: 'Neuigkeiten',
  } satisfies Record<DashboardSectionKey, string>,
  emptySection: 'Hier gibt es noch nichts zu sehen.',
  emptyDashboard: 'Noch ist hier nichts los. Neue Benachrichtigungen, Termine und Neuigkeiten deiner Gruppe erscheinen hier.',
} as const;

/** The dashboard's chat card: the group chat's latest messages and what is unread. */
export const DASHBOARD_CHAT_TEXT = {
  unread: (count: number) => (count === 1 ? '1 ungelesene Nachricht' : `${count} ungelesene Nachrichten`),
  allRead: 'Alles gelesen.',
  open: 'Zum Gruppenchat',
  you: 'Du',
  files: (count: number) => (count === 1 ? '1 Datei' : `${count} Dateien`),
} as const;

export const FIRST_STEPS_TEXT = {
  title: 'Erste Schritte',
  intro: 'Deine Gruppe ist neu. So bringst du sie in Gang:',
  invite: 'Mitglieder einladen',
  inviteText: 'Lade die Leute ein, mit denen du zusammenarbeitest.',
  modules: 'Module einschalten',
  modulesText: 'Schalte in den Einstellungen ein, was deine Gruppe braucht, zum Beispiel Kalender oder Umfragen.',
  calendar: 'Ersten Termin eintragen',
  calendarText: 'Trag das nächste Treffen in den Kalender ein, damit alle Bescheid wissen.',
} as const;

// What a guest sees instead of the member list (issue 24).
export const OFFICE_TEXT = {
  title: 'Ansprechpersonen',
  intro:
    'Als Gast siehst du die Ansprechpersonen der Gruppe: Vorstand, Lehrkräfte und Administration. Die Mitgliederliste sehen Mitglieder ab der ersten Stufe. Schreib ihnen gern eine private Nachricht.',
  none: 'Diese Gruppe hat noch keine Ansprechpersonen.',
  write: 'Schreiben',
  writeTo: (name: string) => `${name} schreiben`,
} as const;

export const MEMBERS_TEXT = {
  title: 'Mitglieder',
  invitations: GLOSSARY.invitation.pending,
  noInvitations: 'Keine offenen Einladungen.',
  noInvitationsText:
    'Hier stehen Einladungen, die noch niemand angenommen hat. Lade Leute per E-Mail ein: Ohne Konto können sie sich mit dem Link registrieren.',
  noMembers: 'Diese Gruppe hat noch keine Mitglieder.',
  noMembersText: 'Hier stehen alle, die in der Gruppe mitarbeiten, mit ihrer Rolle.',
  // Not 'Einladen' again: the header's button keeps its name to itself.
  inviteFirst: 'Einladung verschicken',
  add: 'Mitglied hinzufügen',
  invite: 'Einladen',
  inviteTitle: 'Per E-Mail einladen',
  edit: 'Bearbeiten',
  editTitle: (name: string) => `Rolle von ${name} ändern`,
  remove: 'Entfernen',
  removeLabel: (name: string) => `${name} entfernen`,
  editLabel: (name: string) => `Rolle von ${name} bearbeiten`,
  deleteInvitationLabel: (mail: string) => `Einladung an ${mail} löschen`,
  removeTitle: (name: string, group: string) => `${name} aus „${group}“ entfernen?`,
  removeText: 'Die Person verliert den Zugang zur Gruppe und zu ihren Inhalten. Du kannst sie später wieder einladen.',
  deleteInvitationTitle: (mail: string) => `Einladung an ${mail} löschen?`,
  deleteInvitationText: 'Der Link in der Einladung funktioniert danach nicht mehr.',
  joinedAt: 'Dabei seit',
  invitedAt: 'Eingeladen am',
  invitedBy: 'Eingeladen von',
  levelRequired: 'Bitte wähle eine Rolle aus.',
  mailHelp: 'Die Person bekommt eine Einladung und wird Mitglied, sobald sie annimmt.',
  inviteHelp: 'Wir schicken einen Link an diese Adresse. Ohne Konto kann sich die Person damit registrieren.',
  added: 'Das Mitglied wurde hinzugefügt.',
  addInvited: 'Einladung verschickt. Die Person wird Mitglied, sobald sie die Einladung annimmt.',
  updated: 'Die Rolle wurde geändert.',
  removed: 'Das Mitglied wurde entfernt.',
  invited: 'Die Einladung wurde verschickt.',
  invitationRefreshed: 'Die Einladung wurde erneuert.',
  invitationDeleted: 'Die Einladung wurde gelöscht.',
} as const;

export const NOTIFICATIONS_TEXT = {
  title: 'Benachrichtigungen',
  sendTitle: 'Benachrichtigung an die Gruppe senden',
  message: 'Nachricht',
  messageRequired: 'Bitte gib eine Nachricht ein.',
  remaining: (count: number) => (count === 1 ? 'Noch 1 Zeichen übrig' : `Noch ${count} Zeichen übrig`),
  send: 'Senden',
  sent: 'Die Benachrichtigung wurde gesendet.',
  deleted: 'Die Benachrichtigung wurde gelöscht.',
  none: 'Noch keine Benachrichtigungen.',
  noneText: 'Hier erscheinen die Nachrichten, die an alle Mitglieder der Gruppe gehen.',
  noneAction: 'Erste Benachrichtigung schreiben',
  noneAllText: 'Hier erscheinen die Nachrichten aus deinen Gruppen.',
  markSeen: 'Als gelesen markieren',
  markAllSeen: 'Alle als gelesen markieren',
  unseen: 'Neu',
  deleteLabel: 'Benachrichtigung löschen',
  from: (name: string) => `von ${name}`,
} as const;

export const SETTINGS_TEXT = {
  title: 'Einstellungen',
  dataExportTitle: 'Gruppendaten exportieren',
  dataExportIntro:
    'Alle Inhalte der Gruppe als ZIP-Datei: maschinenlesbar (data.json), als lesbare Seite (index.html) und mit allen hochgeladenen Dateien. Lade sie herunter, bevor du die Gruppe löschst.',
  dataExport: 'Gruppendaten herunterladen',
  dataExportRunning: 'Die Gruppendaten werden zusammengestellt …',
  tabs: { integrations: GLOSSARY.module.many, functions: 'Gruppenfunktionen', misc: 'Sonstiges' },
  integrationsIntro: 'Schalte die Module an oder aus. Ausgeschaltete Module verschwinden aus der Seitenleiste.',
  functionsIntro: 'Welche Rolle in dieser Gruppe was darf:',
  functionsEditIntro:
    'Welche Rolle in dieser Gruppe was darf. Setze oder entferne Haken und speichere. Eine Rolle darf nie etwas, das die nächsthöhere nicht darf; die Gruppe verwaltet nur die höchste Rolle.',
  functionsReadOnly: (admin: string) => `Nur die Administration der Gruppe (${admin}) kann diese Rechte ändern.`,
  roleMatrixSave: 'Speichern',
  roleMatrixReset: 'Zurücksetzen',
  roleMatrixSaved: 'Die Rechte der Gruppe sind gespeichert.',
  roleMatrixCell: (permission: string, level: string) => `${permission}: ${level}`,
  permission: 'Berechtigung',
  allowed: 'erlaubt',
  notAllowed: 'nicht erlaubt',
  name: 'Name der Gruppe',
  nameRequired: 'Bitte gib einen Namen ein.',
  isPublic: GLOSSARY.openGroup.term,
  isPublicHelp: GLOSSARY.openGroup.explanation,
  ical: 'Kalender als iCal-Link freigeben',
  // The same switch as in the calendar's iCal panel (one state on the server).
  icalHelp: 'Jedes Mitglied bekommt im Kalender einen persönlichen Link zum Abonnieren. Ausschalten macht alle bisherigen Links ungültig.',
  save: 'Speichern',
  leave: 'Gruppe verlassen',
  leaveTitle: 'Gruppe verlassen',
  leaveText: (name: string) => `Möchtest du die Gruppe „${name}“ verlassen?`,
  left: 'Du hast die Gruppe verlassen.',
} as const;

// The labels live beside the role matrix rules: the api names them in its 400 messages too.
export { PERMISSION_LABELS } from '#shared/role-matrix';

export const DISCOVER_TEXT = {
  title: GLOSSARY.discover.title,
  search: 'Gruppen durchsuchen',
  searchPlaceholder: 'Name der Gruppe',
  type: GLOSSARY.groupTypeTitle,
  allTypes: 'Alle Arten',
  domain: GLOSSARY.domain.one,
  members: 'Mitglieder',
  join: 'Beitreten',
  leave: 'Verlassen',
  joinLabel: (name: string) => `${name} beitreten`,
  leaveLabel: (name: string) => `${name} verlassen`,
  joined: 'Du bist der Gruppe beigetreten.',
  left: 'Du hast die Gruppe verlassen.',
  noHits: 'Keine offenen Gruppen gefunden.',
  noHitsText: 'Versuch einen anderen Namen oder wähle „Alle Arten“.',
  resetSearch: 'Suche zurücksetzen',
  none: 'Noch gibt es keine offenen Gruppen.',
  noneText: `${GLOSSARY.openGroup.explanation} Die ${GLOSSARY.groupAdministration} kann sie in den Einstellungen öffnen.`,
  openOwn: 'Deine Gruppe öffnen',
} as const;

export const INVITATIONS_TEXT = {
  title: GLOSSARY.invitation.many,
  none: 'Du hast keine offenen Einladungen.',
  noneText: 'Wenn dich jemand in eine Gruppe einlädt, findest du die Einladung hier. Offenen Gruppen kannst du auch selbst beitreten.',
  toDiscover: 'Gruppen entdecken',
  accept: 'Annehmen',
  decline: 'Ablehnen',
  acceptLabel: (name: string) => `Einladung in ${name} annehmen`,
  declineLabel: (name: string) => `Einladung in ${name} ablehnen`,
  declineTitle: (name: string) => `Einladung in „${name}“ ablehnen?`,
  declineText: 'Die Einladung verfällt. Um später beizutreten, brauchst du eine neue.',
  as: (label: string) => `als ${label}`,
  by: (name: string) => `eingeladen von ${name}`,
  accepted: 'Du bist der Gruppe beigetreten.',
  declined: 'Die Einladung wurde abgelehnt.',
} as const;

export const personName = (person: { contact: Contact } | null | undefined) =>
  person ? `${person.contact.first_name} ${person.contact.last_name}`.trim() : '';

export const POPOVER_TEXT = {
  notifications: 'Benachrichtigungen',
  allNotifications: 'Alle Benachrichtigungen ansehen',
  unread: (count: number) => `${count} ungelesen`,
} as const;

export const GROUP_LINK_TEXT = {
  open: 'Zur Gruppe',
  openLabel: (name: string) => `Zur Gruppe ${name}`,
  /** Shown after accepting an invitation; not the flash text, so that both can be found on the page. */
  joined: (name: string) => `Neu in deinen Gruppen: ${name}`,
} as const;

/** 'Gruppe löschen' in the settings (issue 26 §2). */
export const GROUP_DELETION_UI_TEXT = {
  title: 'Gruppe löschen',
  what: 'Die Gruppe wird mit allen Inhalten gelöscht: Mitgliedschaften, Einladungen, Chats, Termine, Wiki, Neuigkeiten, Projekte, Finanzen, Umfragen, Veranstaltungen und alle Dateien. Das lässt sich nicht rückgängig machen.',
  exportFirst: 'Lade vorher die Daten der Gruppe herunter (Gruppen-Export), wenn ihr sie noch braucht.',
  open: 'Gruppe löschen …',
  confirmTitle: (name: string) => `„${name}“ endgültig löschen?`,
  typeName: (name: string) => `Gib zur Bestätigung den Namen der Gruppe ein: ${name}`,
  nameLabel: 'Name der Gruppe',
  confirm: 'Gruppe löschen',
  cancel: 'Abbrechen',
} as const;
