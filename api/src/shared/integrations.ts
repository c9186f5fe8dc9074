// Per-tenant modules that can be switched on and off (SPEC 1).
export const INTEGRATIONS = ['dashboard', 'calendar', 'survey', 'chat', 'budget', 'knowledge', 'event', 'project'] as const;
export type Integration = (typeof INTEGRATIONS)[number];
export type Integrations = Record<Integration, boolean>;

export function allIntegrations(enabled = true): Integrations {
  return Object.fromEntries(INTEGRATIONS.map((name) => [name, enabled])) as Integrations;
}

/** The German name of each module wherever it is shown (SPEC 1 and 2.4: the dashboard is labelled SV-Profil). */
export const INTEGRATION_LABELS: Record<Integration, string> = {
  dashboard: 'SV-Profil',
  calendar: 'Kalender',
  survey: 'Umfragen',
  chat: 'Gruppenchat',
  budget: 'Finanzen',
  knowledge: 'Wissen',
  event: 'Events',
  project: 'Projekte',
};
