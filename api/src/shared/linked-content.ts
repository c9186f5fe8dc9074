// Linked content ("connectors", SPEC 3): a project task points at a wiki chapter, an event, a survey or a
// budget of the same group. Pure TypeScript: api, workers and web import it (`#shared/linked-content`).

export const LINKED_CONTENT_KINDS = ['WIKI', 'EVENT', 'SURVEY', 'BUDGET'] as const;
export type LinkedContentKind = (typeof LINKED_CONTENT_KINDS)[number];

/** German names for pickers and tags. */
export const LINKED_CONTENT_KIND_LABELS: Record<LinkedContentKind, string> = {
  WIKI: 'Wiki-Kapitel',
  EVENT: 'Event',
  SURVEY: 'Umfrage',
  BUDGET: 'Budget',
};

/** What a task stores and a client sends: the kind and the linked object's id (a wiki chapter: the section id). */
export interface ConnectorRef {
  kind: LinkedContentKind;
  targetId: string;
}

/**
 * A connector as answered: the linked object's current title and the web path that opens it
 * (e.g. `/sv/knowledge/wiki/{wikiId}?section={sectionId}`, `/sv/events/{id}`, `/sv/surveys/{id}`,
 * `/sv/budgets/{id}`). Objects that are gone, or that the caller may not see, are left out.
 */
export interface ConnectorView extends ConnectorRef {
  title: string;
  path: string;
}

/** GET /project/tenant/{tenantId}/connector-targets?text=&kind= answers at most this many. */
export const CONNECTOR_TARGETS_LIMIT = 20;
export const CONNECTOR_SEARCH_MAX_LENGTH = 100;
/** Connectors per task. */
export const TASK_CONNECTORS_MAX = 20;
