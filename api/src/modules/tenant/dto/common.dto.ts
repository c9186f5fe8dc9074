// Field messages of this module's DTOs; the shared field decorators live in common/validation/fields.ts.
export const TENANT_DTO_MESSAGES = {
  contentRequired: 'Bitte gib eine Nachricht ein.',
  booleanRequired: 'Bitte wähle an oder aus.',
  typeInvalid: 'Bitte wähle eine gültige Gruppenart aus.',
  idInvalid: 'Die Kennung ist ungültig.',
  stateInvalid: 'Bitte wähle einen gültigen Status aus.',
  idsInvalid: 'Bitte gib eine Liste gültiger Kennungen an.',
} as const;
