import { CHAT_REMOVED_TEXT } from '#shared/chat';
import { GLOSSARY } from '#shared/glossary';
import { INTEGRATION_LABELS } from '#shared/integrations';
import { MESSAGES } from '#shared/validation';

// German strings of the chat screens (SPEC sentences verbatim).
export const CHAT_TEXT = {
  groupChat: INTEGRATION_LABELS.chat,
  chats: 'Private Chats',
  newChat: 'Neuen Chat beginnen',
  chat: 'Chat',
  back: 'Zurück zu den Chats',
  discover: GLOSSARY.discover.title,
  /** SPEC 8, verbatim: shown while the socket is down. */
  connectionLost: MESSAGES.connectionLost,
  removed: CHAT_REMOVED_TEXT,
  messages: 'Nachrichten',
  today: 'Heute',
  yesterday: 'Gestern',
  you: 'Du',
  loadingOlder: 'Ältere Nachrichten werden geladen …',
  loadOlder: 'Ältere Nachrichten laden',
  start: 'Hier beginnt der Verlauf.',
  /** Above the first message the reader had not read when the chat opened (issue 28 §8). */
  newMessages: 'Neue Nachrichten',
  noMessages: 'Noch keine Nachrichten.',
  noGroupMessages: 'Schreibe die erste Nachricht an deine Gruppe.',
  noPrivateMessages: 'Schreib die erste Nachricht.',
  readOnly: 'Du kannst in diesem Chat mitlesen, aber keine Nachrichten schreiben.',
  attachments: 'Anhänge',
  imageOf: (name: string) => `Bild: ${name}`,
  actionsOf: (name: string) => `Aktionen zur Nachricht von ${name}`,
} as const;

export const COMPOSER_TEXT = {
  label: 'Nachricht',
  placeholder: 'Nachricht schreiben …',
  hint: 'Enter sendet, Umschalt+Enter beginnt eine neue Zeile.',
  send: 'Senden',
  attach: 'Datei anhängen',
  dropHere: 'Dateien hier ablegen, um sie anzuhängen',
  /** A chat has no 'Speichern': the files go up with the message (issue 28 §8). */
  pendingFile: 'neu, wird beim Senden hochgeladen',
  tooLong: (max: number) => `Höchstens ${max} Zeichen.`,
  mentionList: 'Mitglieder erwähnen',
} as const;

export const LIST_TEXT = {
  none: 'Noch keine privaten Chats.',
  noneText: 'Hier stehen deine Unterhaltungen mit Personen aus deinen Gruppen.',
  unread: (count: number) => `${count} ungelesen`,
  noMessageYet: 'Noch keine Nachricht.',
  notReachable: 'Mit dieser Person kannst du nicht chatten.',
  files: (count: number) => (count === 1 ? '1 Datei' : `${count} Dateien`),
} as const;

export const NEW_CHAT_TEXT = {
  search: 'Person suchen',
  intro:
    'Du kannst Personen schreiben, mit denen du in einer Gruppe mit Chat mindestens Klassensprecher*in oder Mitglied bist, und den Ansprechpersonen (Vorstand, Lehrkräfte, Administration) deiner Gruppen.',
  none: 'Hier ist noch niemand, dem du schreiben kannst.',
  noneText: 'Als Gast kannst du den Ansprechpersonen deiner Gruppen schreiben; allen anderen erst, wenn du Mitglied bist.',
  noHit: 'Niemand passt zur Suche.',
  noHitText: 'Prüfe die Schreibweise oder suche nach dem Nachnamen.',
  resetSearch: 'Suche zurücksetzen',
  pick: 'Person auswählen',
  writeShort: 'Schreiben',
  write: (name: string) => `${name} schreiben`,
} as const;

// Blocking and removing a private chat (issue 24).
export const BLOCK_TEXT = {
  block: 'Blockieren',
  unblock: 'Blockierung aufheben',
  blockTitle: (name: string) => `${name} blockieren?`,
  blockText:
    'Die Person kann dir keine privaten Nachrichten mehr schreiben und keinen neuen Chat mit dir beginnen. Sie erfährt davon nichts. Melden kannst du ihre Nachrichten weiterhin.',
  unblockTitle: (name: string) => `Blockierung von ${name} aufheben?`,
  unblockText: 'Die Person kann dir danach wieder schreiben.',
  blocked: 'Blockiert',
  listTitle: 'Blockierte Personen',
  none: 'Du hast niemanden blockiert.',
  since: (date: string) => `blockiert am ${date}`,
  unblockOf: (name: string) => `Blockierung von ${name} aufheben`,
  remove: 'Chat entfernen',
  removeTitle: (name: string) => `Chat mit ${name} entfernen?`,
  removeText:
    'Der Chat verschwindet aus deiner Liste. Schreibt die Person dir erneut, erscheint er wieder mit dem ganzen Verlauf. Für die andere Person ändert sich nichts.',
  actions: 'Aktionen zum Chat',
} as const;

export const DELETE_TEXT = {
  action: 'Löschen',
  title: 'Nachricht löschen?',
  text: `Die Nachricht wird für alle durch „${CHAT_REMOVED_TEXT}“ ersetzt.`,
  done: 'Die Nachricht wurde gelöscht.',
} as const;

export const REPORT_TEXT = {
  action: 'Melden',
  title: 'Nachricht melden',
  intro: 'Die Moderation sieht sich die Nachricht an und entscheidet, was geschieht.',
  reason: 'Grund',
  reasonRequired: 'Bitte wähle einen Grund aus.',
  comment: 'Anmerkung (freiwillig)',
  send: 'Melden',
} as const;
