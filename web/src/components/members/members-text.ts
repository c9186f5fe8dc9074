// German strings of the member table and the person dialog, shared by the platform and domain administrations.
export const MEMBER_TABLE_TEXT = {
  name: 'Name',
  mail: 'E-Mail-Adresse',
  role: 'Rolle',
  levelRequired: 'Bitte wähle eine Rolle aus.',
} as const;
