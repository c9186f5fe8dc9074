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
} as const;
