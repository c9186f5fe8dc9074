// German strings of the platform administration screens, in the words of #shared/glossary.
import { GLOSSARY } from '#shared/glossary';

const G = GLOSSARY;

export const ADMIN_TEXT = {
  domainRequired: `Bitte wähle einen ${G.domain.one} aus.`,
  typeRequired: `Bitte wähle eine ${G.groupTypeTitle} aus.`,
  saved: 'Gespeichert.',
  save: 'Speichern',
  name: 'Name',
  type: G.groupTypeTitle,
  domain: G.domain.one,
  mail: 'E-Mail-Adresse',
  role: 'Rolle',
  open: 'Offen',
  yes: 'Ja',
  no: 'Nein',
  actions: 'Aktionen',
  importGroups: 'Importieren',
  noMembers: 'Noch keine Mitglieder.',
  members: G.member.many,
} as const;

export const ADMIN_NAV_TEXT = {
  label: 'Administration',
  tenants: G.group.many,
  domains: G.domain.many,
  users: 'Benutzer',
  audit: 'Protokoll',
  queues: 'Warteschlangen',
} as const;

export const FILTER_TEXT = {
  type: 'Alle Gruppenarten',
  domain: `Alle ${G.domain.many}`,
} as const;

export const TENANTS_TEXT = {
  title: 'Gruppen',
  create: 'Gruppe anlegen',
  created: 'Die Gruppe wurde angelegt.',
  search: 'Gruppen durchsuchen',
  none: 'Keine Gruppen gefunden.',
} as const;

export const TENANT_TEXT = {
  fallbackTitle: 'Gruppe',
  delete: 'Gruppe löschen',
  deleteTitle: (name: string) => `„${name}“ löschen?`,
  deleteText: 'Die Gruppe und alle ihre Inhalte werden gelöscht.',
  deleted: 'Die Gruppe wurde gelöscht.',
  settings: 'Einstellungen',
  shortcode: 'Kurzcode',
  ical: 'Kalender-Abo (iCal)',
  integrations: G.module.many,
  members: (total: number) => `Mitglieder (${total})`,
  inviteFirst: 'Erste Administration einladen',
  invite: 'Person einladen',
  inviteConfirm: 'Einladen',
  invited: 'Die Einladung wurde verschickt.',
  levelRequired: 'Bitte wähle eine Rolle aus.',
} as const;

export const DOMAINS_TEXT = {
  title: G.domain.many,
  intro: G.domain.explanation,
  create: `${G.domain.one} anlegen`,
  edit: `${G.domain.one} bearbeiten`,
  deleted: `Der ${G.domain.one} wurde gelöscht.`,
  description: 'Beschreibung',
  none: `Noch keine ${G.domain.many}.`,
  search: `${G.domain.many} durchsuchen`,
  noHits: `Kein ${G.domain.one} passt zur Suche.`,
  groups: G.group.many,
  administrators: G.domainAdministration,
  editLabel: (name: string) => `${name} bearbeiten`,
  administratorsLabel: (name: string) => `${G.domainAdministration} von ${name}`,
  deleteLabel: (name: string) => `${name} löschen`,
} as const;

export const ADMINISTRATORS_TEXT = {
  title: (domain: string) => `${G.domainAdministration}: ${domain}`,
  add: 'Hinzufügen',
  added: 'Hinzugefügt.',
  removed: 'Entfernt.',
  none: `Noch niemand verwaltet diesen ${G.domain.one}.`,
  action: 'Aktion',
  removeLabel: (mail: string) => `${mail} entfernen`,
  removeTitle: (name: string, domain: string) => `${name} aus der ${G.domainAdministration} von „${domain}“ entfernen?`,
  removeText: `Die Person kann diesen ${G.domain.one} danach nicht mehr verwalten.`,
  remove: 'Entfernen',
} as const;

export const USERS_TEXT = {
  title: 'Benutzer',
  search: 'Benutzer durchsuchen',
  none: 'Keine Benutzer gefunden.',
  verified: 'Bestätigt',
  created: 'Angelegt',
} as const;

export const AUDIT_TEXT = {
  title: 'Protokoll',
  none: 'Noch keine Einträge.',
  at: 'Zeitpunkt',
  person: 'Person',
  reason: 'Art',
  action: 'Aktion',
  deletedAccount: 'Gelöschtes Konto',
  reasons: { ADMIN: 'Verwaltung', NOT_MEMBER: 'Ohne Mitgliedschaft', LEVEL: 'Über eigener Rolle' },
  /** Staff acting inside a group without an administrative action: what the request did, by method. */
  methods: { GET: 'Angesehen', POST: 'Angelegt', PUT: 'Geändert', PATCH: 'Geändert', DELETE: 'Gelöscht' } as Record<string, string>,
  inGroup: (name: string) => `in „${name}“`,
  inDomain: (name: string) => `${G.domain.one} „${name}“`,
  targetPerson: (name: string) => `Person: ${name}`,
  unknownGroup: 'in einer Gruppe',
} as const;

/** The audit log's action keys as German sentences; an unknown key is shown as it is. */
export const AUDIT_ACTIONS: Record<string, string> = {
  'tenant.create': 'Gruppe angelegt',
  'tenant.update': 'Gruppe geändert',
  'tenant.delete': 'Gruppe gelöscht',
  'tenant.import': 'Gruppen importiert',
  'tenant.invite': 'Zur Gruppe eingeladen',
  'tenant.permissions': 'Rollenmatrix geändert',
  'domain.create': `${G.domain.one} angelegt`,
  'domain.update': `${G.domain.one} geändert`,
  'domain.delete': `${G.domain.one} gelöscht`,
  'domain.admin-add': `Zur ${G.domainAdministration} hinzugefügt`,
  'domain.admin-remove': `Aus der ${G.domainAdministration} entfernt`,
  'member.add': 'Mitglied hinzugefügt',
  'member.role-change': 'Rolle geändert',
  'member.remove': 'Mitglied entfernt',
  'election.validate': 'Wahl geprüft',
  'election.export': 'Wahlen exportiert',
  'user.level-change': 'Plattformrolle geändert',
  'user.suspend': 'Konto gesperrt',
  'user.unsuspend': 'Sperre aufgehoben',
  'chat-report.dismiss': 'Chat-Meldung verworfen',
  'chat-report.remove': 'Gemeldete Nachricht entfernt',
  'chat-report.warn': 'Wegen einer Chat-Meldung verwarnt',
  'chat-report.suspend': 'Wegen einer Chat-Meldung gesperrt',
  'chat-report.file-open': 'Anhang einer gemeldeten Nachricht geöffnet',
};

/** Labels for the keys of an entry's detail (names at the time of the action). */
export const AUDIT_DETAIL_LABELS: Record<string, string> = {
  name: 'Name',
  school: 'Schule',
  mail: 'E-Mail-Adresse',
  role: 'Rolle',
  level: 'Rolle',
  type: G.groupTypeTitle,
  count: 'Anzahl',
  created: 'Angelegt',
  skipped: 'Übersprungen',
  errors: 'Fehler',
  tenant: G.group.one,
  domain: G.domain.one,
  before: 'Vorher',
  after: 'Nachher',
  self: 'Eigene Rolle',
  schoolYear: 'Schuljahr',
  superseded: 'Ersetzt',
  format: 'Format',
  year: 'Jahr',
  from: 'Bisher',
  to: 'Neu',
  reportId: 'Meldung',
  messageId: 'Nachricht',
  reason: 'Grund',
  sender: 'Verfasst von',
  file: 'Datei',
};
