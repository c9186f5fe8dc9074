// Field messages of this module's DTOs; the shared field decorators live in common/validation/fields.ts.
export const TENANT_DTO_MESSAGES = {
  contentRequired: 'Bitte gib eine Nachricht ein.',
  booleanRequired: 'Bitte wähle an oder aus.',
  typeInvalid: 'Bitte wähle eine gültige Gruppenart aus.',
  idInvalid: 'Die Kennung ist ungültig.',
  stateInvalid: 'Bitte wähle einen gültigen Status aus.',
  idsInvalid: 'Bitte gib eine Liste gültiger Kennungen an.',
  joinPolicyInvalid: 'Bitte wähle, ob man der Gruppe direkt oder auf Anfrage beitritt (OPEN oder REQUEST).',
  acceptRequired: 'Bitte gib an, ob du die Anfrage annimmst (true) oder ablehnst (false).',
} as const;
