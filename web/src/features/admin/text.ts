// German strings of the platform administration screens.

export const ADMIN_TEXT = {
  nameRequired: 'Bitte gib einen Namen ein.',
  domainRequired: 'Bitte wähle eine Domain aus.',
  typeRequired: 'Bitte wähle einen Typ aus.',
  saved: 'Gespeichert.',
  save: 'Speichern',
  name: 'Name',
  type: 'Typ',
  domain: 'Domain',
  mail: 'E-Mail-Adresse',
  role: 'Rolle',
  open: 'Offen',
  openGroup: 'Offene Gruppe',
  yes: 'Ja',
  no: 'Nein',
  actions: 'Aktionen',
  importGroups: 'Importieren',
  noMembers: 'Noch keine Mitglieder.',
  members: 'Mitglieder',
} as const;

export const ADMIN_NAV_TEXT = {
  label: 'Administration',
  tenants: 'Gruppen',
  domains: 'Domains',
  users: 'Benutzer',
  audit: 'Protokoll',
  queues: 'Warteschlangen',
} as const;

export const FILTER_TEXT = {
  type: 'Alle Typen',
  domain: 'Alle Domains',
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
  integrations: 'Integrationen',
  members: (total: number) => `Mitglieder (${total})`,
  inviteFirst: 'Erste Administration einladen',
  invite: 'Person einladen',
  inviteConfirm: 'Einladen',
  invited: 'Die Einladung wurde verschickt.',
  levelRequired: 'Bitte wähle eine Rolle aus.',
} as const;

export const DOMAINS_TEXT = {
  title: 'Domains',
  create: 'Domain anlegen',
  edit: 'Domain bearbeiten',
  deleted: 'Die Domain wurde gelöscht.',
  description: 'Beschreibung',
  none: 'Noch keine Domains.',
  groups: 'Gruppen',
  administrators: 'Verwaltende',
  editLabel: (name: string) => `${name} bearbeiten`,
  administratorsLabel: (name: string) => `Verwaltende von ${name}`,
  deleteLabel: (name: string) => `${name} löschen`,
} as const;

export const ADMINISTRATORS_TEXT = {
  title: (domain: string) => `Verwaltende: ${domain}`,
  add: 'Hinzufügen',
  added: 'Hinzugefügt.',
  removed: 'Entfernt.',
  none: 'Noch niemand verwaltet diese Domain.',
  action: 'Aktion',
  removeLabel: (mail: string) => `${mail} entfernen`,
  removeTitle: (name: string, domain: string) => `${name} aus den Verwaltenden von „${domain}“ entfernen?`,
  removeText: 'Die Person kann diese Domain danach nicht mehr verwalten.',
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
  inDomain: (name: string) => `Domain „${name}“`,
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
  'domain.create': 'Domain angelegt',
  'domain.update': 'Domain geändert',
  'domain.delete': 'Domain gelöscht',
  'domain.admin-add': 'Verwaltende Person hinzugefügt',
  'domain.admin-remove': 'Verwaltende Person entfernt',
  'member.add': 'Mitglied hinzugefügt',
  'member.role-change': 'Rolle geändert',
  'member.remove': 'Mitglied entfernt',
  'election.validate': 'Wahl geprüft',
  'election.export': 'Wahlen exportiert',
};

/** Labels for the keys of an entry's detail (names at the time of the action). */
export const AUDIT_DETAIL_LABELS: Record<string, string> = {
  name: 'Name',
  school: 'Schule',
  mail: 'E-Mail-Adresse',
  role: 'Rolle',
  level: 'Rolle',
  type: 'Typ',
  count: 'Anzahl',
  created: 'Angelegt',
  skipped: 'Übersprungen',
  errors: 'Fehler',
  tenant: 'Gruppe',
  domain: 'Domain',
  before: 'Vorher',
  after: 'Nachher',
  self: 'Eigene Rolle',
  schoolYear: 'Schuljahr',
  superseded: 'Ersetzt',
  format: 'Format',
  year: 'Jahr',
};
