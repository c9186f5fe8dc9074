// German strings of the profile screens (issue 16 §3).
import { ContentStatus, ProfileObjectKind } from '#shared/profile-objects';

export const PROFILE_TEXT = {
  profile: 'Öffentliches Profil',
  tabs: { description: 'Beschreibung', projects: 'Projekte', news: 'Neuigkeiten' },
  waiting: (count: number) => (count === 1 ? 'Ein Beitrag wartet auf Prüfung.' : `${count} Beiträge warten auf Prüfung.`),
  waitingDetail: (news: number, projects: number) => `Neuigkeiten: ${news}, Projekte: ${projects}`,
  showWaiting: 'Wartende anzeigen',
  publicLink: 'Öffentliche Seite öffnen',
  notPublic: 'Die Gruppe ist nicht öffentlich: die öffentliche Seite ist erst erreichbar, wenn sie in den Einstellungen geöffnet wird.',
} as const;

export const DESCRIPTION_TEXT = {
  description: 'Beschreibung',
  noDescription: 'Noch keine Beschreibung.',
  contact: 'Kontaktdaten',
  contactPerson: 'Ansprechperson',
  contactEmail: 'E-Mail',
  contactPhone: 'Telefon',
  contactWebsite: 'Webseite',
  publicPerson: 'Pressesprecher*in',
  images: 'Bilder',
  avatarImage: 'Profilbild',
  backgroundImage: 'Hintergrundbild',
  avatarHelp: 'Wird als Quadrat gezeigt (256 × 256 px).',
  backgroundHelp: 'Wird auf höchstens 1600 px Breite verkleinert.',
  imageTypes: 'Nur PNG, JPEG, WebP oder GIF.',
  removeImage: (label: string) => `${label} entfernen`,
  noImage: 'Kein Bild.',
  preview: (label: string) => `Vorschau: ${label}`,
  imageHint: 'PNG, JPEG, WebP oder GIF (das erste Bild); höchstens 5 MB.',
  saved: 'Das Profil wurde gespeichert.',
  save: 'Profil speichern',
} as const;

export const OBJECT_TEXT = {
  kind: {
    [ProfileObjectKind.NEWS]: {
      create: 'Neue Neuigkeit',
      edit: 'Neuigkeit bearbeiten',
      none: 'Noch keine Neuigkeiten.',
      noneText: 'Hier stehen die Neuigkeiten der Gruppe; veröffentlichte erscheinen auf der öffentlichen Seite.',
      createFirst: 'Erste Neuigkeit schreiben',
      search: 'Neuigkeiten durchsuchen',
      list: 'Liste der Neuigkeiten',
      deleteTitle: (title: string) => `Neuigkeit „${title}“ löschen?`,
    },
    [ProfileObjectKind.PROJECT]: {
      create: 'Neues Projekt',
      edit: 'Projekt bearbeiten',
      none: 'Noch keine Projekte.',
      noneText: 'Hier stehen die Projekte der Gruppe; veröffentlichte erscheinen auf der öffentlichen Seite.',
      createFirst: 'Erstes Projekt anlegen',
      search: 'Projekte durchsuchen',
      list: 'Liste der Projekte',
      deleteTitle: (title: string) => `Projekt „${title}“ löschen?`,
    },
  },
  deleteText: 'Der Beitrag und sein Bild werden gelöscht.',
  statusFilter: 'Status',
  onSave: 'Beim Speichern',
  allStatuses: 'Alle',
  noHits: 'Kein Beitrag passt zu deiner Suche.',
  noStatus: (label: string) => `Keine Beiträge im Status „${label}“.`,
  resetSearch: 'Suche zurücksetzen',
  title: 'Titel',
  content: 'Inhalt',
  image: 'Bild',
  contentRequired: 'Bitte gib einen Inhalt ein.',
  saveDraft: 'Als Entwurf speichern',
  submit: 'Zur Prüfung einreichen',
  publish: 'Veröffentlichen',
  saved: 'Der Beitrag wurde gespeichert.',
  submitted: 'Der Beitrag wartet jetzt auf Prüfung.',
  published: 'Der Beitrag wurde veröffentlicht.',
  movedToDraft: 'Der Beitrag ist wieder ein Entwurf.',
  by: (name: string) => `von ${name}`,
  publishedAt: (date: string) => `Veröffentlicht am ${date}`,
  edit: (title: string) => `${title} bearbeiten`,
  remove: (title: string) => `${title} löschen`,
  editLabel: 'Bearbeiten',
  deleteLabel: 'Löschen',
} as const;

/** The workflow button that moves an object from `from` to `to` (only those the API offers are shown). */
export function transitionLabel(from: ContentStatus, to: ContentStatus): string {
  if (to === ContentStatus.PUBLISHED) return OBJECT_TEXT.publish;
  if (to === ContentStatus.EXAMINATION) return from === ContentStatus.DRAFT ? OBJECT_TEXT.submit : 'Zurück in die Prüfung';
  return from === ContentStatus.PUBLISHED ? 'Veröffentlichung zurücknehmen' : 'Zurück zum Entwurf';
}

/** The toast after a workflow step. */
export function transitionDone(to: ContentStatus): string {
  if (to === ContentStatus.PUBLISHED) return OBJECT_TEXT.published;
  return to === ContentStatus.EXAMINATION ? OBJECT_TEXT.submitted : OBJECT_TEXT.movedToDraft;
}

export const PUBLIC_TEXT = {
  notFound: 'Profil nicht gefunden',
  notFoundText: 'Diese Gruppe hat keine öffentliche Seite, oder der Link ist falsch.',
  about: 'Über uns',
  contact: 'Kontakt',
  press: 'Pressekontakt',
  news: 'Neuigkeiten',
  projects: 'Projekte',
  noNews: 'Noch keine Neuigkeiten.',
  noProjects: 'Noch keine Projekte.',
  more: 'Mehr anzeigen',
  avatarAlt: (name: string) => `Profilbild von ${name}`,
  website: 'Webseite',
  mail: 'E-Mail',
  phone: 'Telefon',
  share: 'Link teilen',
  copied: 'Der Link wurde kopiert.',
} as const;
