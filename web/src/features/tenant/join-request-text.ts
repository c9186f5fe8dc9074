// The German texts of join on request (issue 24): the settings field, the discover page, the admins' list.

export const JOIN_POLICY_TEXT = {
  label: 'Beitritt zur offenen Gruppe',
  open: 'Sofort als Gast',
  request: 'Auf Anfrage',
  help:
    'Auf Anfrage: Wer der offenen Gruppe beitreten möchte, schickt eine Anfrage, und die Mitgliederverwaltung nimmt sie an oder lehnt sie ab. ' +
    'Sofort als Gast: Jede Person mit Konto wird ohne Prüfung Gast und sieht alles, was Gäste sehen dürfen. ' +
    'In Schülervertretungen ist „Auf Anfrage“ voreingestellt, weil ihre Mitglieder Schüler*innen sind.',
} as const;

export const DISCOVER_REQUEST_TEXT = {
  request: 'Beitritt anfragen',
  requestLabel: (name: string) => `Beitritt anfragen bei ${name}`,
  pending: 'Anfrage gesendet',
  pendingLabel: (name: string) => `Anfrage gesendet an ${name}`,
  sent: 'Anfrage gesendet. Die Administration der Gruppe entscheidet darüber.',
} as const;

export const JOIN_REQUESTS_TEXT = {
  title: 'Beitrittsanfragen',
  none: 'Keine offenen Beitrittsanfragen.',
  noneText: 'Wenn jemand deiner offenen Gruppe beitreten möchte, erscheint die Anfrage hier und als Benachrichtigung.',
  since: (date: string) => `angefragt am ${date}`,
  accept: 'Annehmen',
  reject: 'Ablehnen',
  acceptLabel: (name: string) => `Anfrage von ${name} annehmen`,
  rejectLabel: (name: string) => `Anfrage von ${name} ablehnen`,
  rejectTitle: (name: string) => `Anfrage von ${name} ablehnen?`,
  rejectText: 'Die Anfrage wird entfernt. Die Person erfährt es nicht eigens, kann aber erneut anfragen.',
  accepted: 'Die Person ist jetzt Gast der Gruppe.',
  rejected: 'Die Anfrage wurde abgelehnt.',
} as const;
