// Per-tenant modules that can be switched on and off (SPEC 1).
export const INTEGRATIONS = ['dashboard', 'calendar', 'survey', 'chat', 'budget', 'knowledge', 'event', 'project'] as const;
export type Integration = (typeof INTEGRATIONS)[number];
export type Integrations = Record<Integration, boolean>;

export function allIntegrations(enabled = true): Integrations {
  return Object.fromEntries(INTEGRATIONS.map((name) => [name, enabled])) as Integrations;
}
