import { INTEGRATION_LABELS } from '#shared/integrations';

// German strings of the knowledge screens.
export const KNOWLEDGE_TEXT = {
  knowledge: INTEGRATION_LABELS.knowledge,
  wiki: 'Wiki',
  contactGroup: 'Kontaktgruppe',
} as const;
