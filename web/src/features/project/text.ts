import { INTEGRATION_LABELS } from '#shared/integrations';
import { LINKED_CONTENT_KIND_LABELS, type LinkedContentKind } from '#shared/linked-content';

// German strings of the project screens ('du' form; the SPEC's title sentence verbatim).
export const PROJECT_TEXT = {
  projects: INTEGRATION_LABELS.project,
  project: 'Projekt',
  back: 'Zurück zu den Projekten',
  newProject: 'Neues Projekt',
  createProject: 'Erstes Projekt anlegen',
  noProjects: 'Noch keine Projekte.',
  noProjectsText: 'Hier stehen die Projekte der Gruppe, jedes mit seinem Aufgaben-Board.',
  created: 'Das Projekt wurde angelegt.',
  saved: 'Das Projekt wurde gespeichert.',
  deleted: 'Das Projekt wurde gelöscht.',
  title: 'Titel',
  titleRequired: 'Bitte gebe einen Titel ein.',
  description: 'Beschreibung',
  noDescription: 'Noch keine Beschreibung.',
  viewAccess: 'Sichtbar für',
  viewAccessHelp: 'Mitglieder mit dieser Rolle und allen höheren sehen das Projekt.',
  lessVisible: (label: string) => `Weniger Mitglieder sehen dieses Projekt: nur noch ${label} und höher.`,
  moreVisible: (label: string) => `Mehr Mitglieder sehen dieses Projekt: ab jetzt auch ${label} und höher.`,
  save: 'Speichern',
  delete: 'Projekt löschen',
  deleteTitle: (title: string) => `„${title}“ löschen?`,
  deleteText: 'Das Projekt mit allen Aufgaben und ihren Materialien wird gelöscht.',
  progress: (done: number, total: number) =>
    total === 0 ? 'Noch keine Aufgaben' : `${done} von ${total} ${total === 1 ? 'Aufgabe' : 'Aufgaben'} erledigt`,
  progressLabel: (title: string) => `Fortschritt von „${title}“`,
} as const;

export const TAB_TEXT = {
  tasks: 'Aufgaben',
  description: 'Beschreibung',
} as const;

export const BOARD_TEXT = {
  board: 'Aufgaben-Board',
  emptyColumn: 'Keine Aufgaben',
  addTaskTo: (column: string) => `Aufgabe in „${column}“ hinzufügen`,
  newTask: 'Neue Aufgabe',
  taskCreated: 'Die Aufgabe wurde angelegt.',
  editColumns: 'Spalten bearbeiten',
  open: (title: string) => `${title} öffnen`,
  due: (date: string) => `Fällig am ${date}`,
  subtasks: (done: number, total: number) => `${done}/${total} Teilaufgaben`,
  dragHelp:
    'Mit der Leertaste nimmst du die Aufgabe auf, mit den Pfeiltasten verschiebst du sie innerhalb der Spalte und in andere Spalten, mit der Leertaste legst du sie ab und mit Escape brichst du ab.',
  drag: (title: string) => `${title} verschieben`,
  pickedUp: (title: string, column: string, position: number, count: number) =>
    `${title} aufgenommen, Spalte ${column}, Stelle ${position} von ${count}.`,
  over: (title: string, column: string, position: number) => `${title} über Spalte ${column}, Stelle ${position}.`,
  moved: (title: string, column: string, position: number) => `${title} nach Spalte ${column}, Stelle ${position} verschoben.`,
  cancelled: (title: string) => `Verschieben abgebrochen. ${title} bleibt an seiner Stelle.`,
} as const;

export const COLUMNS_TEXT = {
  title: 'Spalten bearbeiten',
  name: (index: number) => `Name der Spalte ${index + 1}`,
  add: 'Spalte hinzufügen',
  newColumn: 'Neue Spalte',
  dragHelp: 'Mit der Leertaste nimmst du die Spalte auf, mit den Pfeiltasten verschiebst du sie, mit der Leertaste legst du sie ab.',
  help: 'Die letzte Spalte zählt als erledigt. Eine Spalte mit Aufgaben kann nicht entfernt werden.',
  titleRequired: 'Bitte gebe einen Titel ein.',
  saved: 'Die Spalten wurden gespeichert.',
} as const;

export const TASK_TEXT = {
  task: 'Aufgabe',
  title: 'Titel',
  titleRequired: 'Bitte gebe einen Titel ein.',
  description: 'Beschreibung',
  column: 'Spalte',
  subtasks: 'Teilaufgaben',
  subtaskNew: 'Neue Teilaufgabe',
  subtaskAdd: 'Teilaufgabe hinzufügen',
  subtaskRemove: (title: string) => `${title} entfernen`,
  noSubtasks: 'Noch keine Teilaufgaben.',
  dueDate: 'Fällig am',
  color: 'Farbe',
  noColor: 'Keine Farbe',
  colorNames: {
    '#1d4ed8': 'Blau',
    '#0f766e': 'Petrol',
    '#2e7d32': 'Grün',
    '#b45309': 'Orange',
    '#c62828': 'Rot',
    '#be185d': 'Pink',
    '#6d28d9': 'Violett',
    '#4b5563': 'Grau',
  } as Record<string, string>,
  otherColor: 'Eigene Farbe',
  owner: 'Verantwortlich',
  ownerPlaceholder: 'Mitglied suchen',
  connectors: 'Verknüpfungen',
  connectorPlaceholder: 'Inhalt suchen',
  noConnectorHits: 'Nichts gefunden',
  kind: (kind: LinkedContentKind) => LINKED_CONTENT_KIND_LABELS[kind],
  materials: 'Materialien',
  save: 'Speichern',
  saved: 'Die Aufgabe wurde gespeichert.',
  reloaded: 'Die Aufgabe wurde neu geladen.',
  movedTo: (column: string) => `Die Aufgabe steht jetzt in „${column}“.`,
  delete: 'Aufgabe löschen',
  deleteTitle: (title: string) => `„${title}“ löschen?`,
  deleteText: 'Die Aufgabe mit ihren Teilaufgaben und Materialien wird gelöscht.',
  deleted: 'Die Aufgabe wurde gelöscht.',
  gone: 'Diese Aufgabe gibt es nicht mehr.',
} as const;
