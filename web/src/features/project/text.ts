import { INTEGRATION_LABELS } from '#shared/integrations';

// German strings of the project screens.
export const PROJECT_TEXT = {
  projects: INTEGRATION_LABELS.project,
  project: 'Projekt',
} as const;
