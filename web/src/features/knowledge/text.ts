import { INTEGRATION_LABELS } from '#shared/integrations';
import { MESSAGES } from '#shared/validation';
import { WIKI_MESSAGES } from '#shared/wiki';

// German strings of the knowledge screens ('du'; the sentences verbatim, the server's from #shared/wiki).
export const KNOWLEDGE_TEXT = {
  knowledge: INTEGRATION_LABELS.knowledge,
  wiki: 'Wiki',
  contactGroup: 'Kontaktgruppe',
  tabs: { wikis: 'Wikis', contacts: 'Kontakte' },
} as const;

export const WIKI_TEXT = {
  newWiki: 'Neues Wiki',
  createWiki: 'Wiki anlegen',
  editWiki: 'Wiki bearbeiten',
  columns: { title: 'Wiki', sections: 'Kapitel', updatedAt: 'Zuletzt geändert' },
  noWikis: 'Noch keine Wikis.',
  noWikisText: 'In Wikis sammelt die Gruppe ihr Wissen in Kapiteln: Abläufe, Satzung, Kontakte zur Schulleitung.',
  title: 'Titel',
  description: 'Beschreibung',
  viewAccess: 'Sichtbar ab',
  viewAccessHelp: 'Mitglieder mit dieser Rolle und allen höheren sehen das Wiki.',
  lessVisible: (label: string) => `Weniger Mitglieder sehen dieses Wiki: nur noch ${label} und höher.`,
  moreVisible: (label: string) => `Mehr Mitglieder sehen dieses Wiki: ab jetzt auch ${label} und höher.`,
  titleRequired: WIKI_MESSAGES.titleRequired,
  tooLong: MESSAGES.tooLong,
  created: 'Das Wiki wurde angelegt.',
  saved: 'Das Wiki wurde gespeichert.',
  deleteWiki: 'Wiki löschen',
  deleteTitle: (title: string) => `„${title}“ löschen?`,
  deleteText: 'Das Wiki wird mit allen Kapiteln und ihren Dateien gelöscht.',
  deleted: WIKI_MESSAGES.wikiDeleted,
  back: 'Zurück zum Wissen',
  sectionCount: (count: number) => (count === 1 ? '1 Kapitel' : `${count} Kapitel`),
} as const;

export const SECTION_TEXT = {
  sections: 'Kapitel',
  add: 'Kapitel hinzufügen',
  newSection: 'Neues Kapitel',
  none: 'Noch keine Kapitel.',
  noneText: 'Ein Wiki besteht aus Kapiteln, jedes mit Text, Tabellen, Bildern und Dateien.',
  title: 'Titel',
  content: 'Inhalt',
  materials: 'Materialien',
  edit: 'Bearbeiten',
  editSection: (title: string) => `„${title}“ bearbeiten`,
  save: 'Speichern',
  cancel: 'Abbrechen',
  created: 'Das Kapitel wurde angelegt.',
  saved: 'Das Kapitel wurde gespeichert.',
  imageAdded: 'Das Bild wurde zu den Materialien des Kapitels hochgeladen.',
  remove: 'Kapitel löschen',
  removeTitle: (title: string) => `Kapitel „${title}“ löschen?`,
  removeText: 'Das Kapitel wird mit seinen Dateien gelöscht.',
  removed: WIKI_MESSAGES.sectionDeleted,
  empty: 'Dieses Kapitel hat noch keinen Text.',
  updatedBy: (name: string, when: string) => `Zuletzt geändert von ${name} am ${when}`,
  updatedAt: (when: string) => `Zuletzt geändert am ${when}`,
  open: (title: string) => `Kapitel ${title} öffnen`,
  dragHelp: 'Ziehe ein Kapitel am Griff an seine neue Stelle, oder wähle den Griff mit der Tabulatortaste, dann Leertaste und Pfeiltasten.',
  orderSaved: 'Die Reihenfolge wurde gespeichert.',
  titleRequired: WIKI_MESSAGES.titleRequired,
  tooLong: MESSAGES.tooLong,
} as const;

export const SEARCH_TEXT = {
  label: 'Wikis durchsuchen',
  placeholder: 'Suchbegriff, z. B. Sitzung',
  results: (count: number) => (count === 1 ? '1 Treffer' : `${count} Treffer`),
  none: 'Keine Treffer.',
  noneText: 'Die Suche findet auch gebeugte Wörter: „Sitzung“ findet „Sitzungen“.',
  reset: 'Suche zurücksetzen',
  wikiHit: 'im Wiki selbst',
  more: 'Weitere Treffer',
} as const;
