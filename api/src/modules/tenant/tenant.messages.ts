// The German sentences this module answers with (codes stay stable for programs).
export const TENANT_MESSAGES = {
  joined: 'Du bist der Gruppe beigetreten.',
  left: 'Du hast die Gruppe verlassen.',
  alreadyMember: 'Du bist bereits Mitglied dieser Gruppe.',
  personAlreadyMember: 'Diese Person ist bereits Mitglied der Gruppe.',
  lastAdmin: 'Die Gruppe braucht mindestens eine Person mit der höchsten Rolle. Ernenne zuerst jemand anderen dazu.',
  levelInvalid: 'Diese Rolle gibt es in dieser Gruppe nicht.',
  levelAboveOwn: 'Du kannst niemandem eine höhere Rolle geben als deine eigene.',
  targetAboveOwn: 'Du kannst keine Person ändern oder entfernen, deren Rolle über deiner eigenen liegt.',
  accountNotFound: 'Es gibt kein bestätigtes Konto mit dieser E-Mail-Adresse. Lade die Person stattdessen per E-Mail ein.',
  memberRemoved: 'Die Person wurde aus der Gruppe entfernt.',
  invitationAccepted: 'Du hast die Einladung angenommen.',
  invitationDeclined: 'Du hast die Einladung abgelehnt.',
  invitationDeleted: 'Die Einladung wurde gelöscht.',
  notificationDeleted: 'Die Benachrichtigung wurde gelöscht.',
} as const;
