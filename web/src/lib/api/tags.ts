// The cache tag scheme of the one RTK Query slice (CONVENTIONS 11): a list provides one tag per item plus a
// list tag, and mutations invalidate the item or the list they changed, nothing wider.

/** Every cache tag type of the app. */
export const TAG_TYPES = [
  'Auth',
  'Invitation',
  'JoinRequest',
  'Tenant',
  'Member',
  'Notification',
  'Domain',
  'Election',
  'Budget',
  'Calendar',
  'Chat',
  'Event',
  'Knowledge',
  'Profile',
  'Project',
  'Survey',
  'Retention',
] as const;

export type TagType = (typeof TAG_TYPES)[number];

export interface Tag<T extends TagType = TagType> {
  type: T;
  id: string;
}

/** The id of a whole list; a list scoped to one group or view passes its own id (e.g. `LIST-<tenantId>`). */
export const LIST = 'LIST';

export function itemTag<T extends TagType>(type: T, id: string): Tag<T> {
  return { type, id };
}

export function listTag<T extends TagType>(type: T, listId: string = LIST): Tag<T> {
  return { type, id: listId };
}

/** What a list query provides: `{type, id}` per item plus `{type, id: listId}`. */
export function listTags<T extends TagType>(type: T, items: readonly { _id: string }[] | undefined, listId: string = LIST): Tag<T>[] {
  return [...(items ?? []).map((item) => itemTag(type, item._id)), listTag(type, listId)];
}

/** The list id of one scope's list (`LIST-<tenantId>`), so that a change in one group leaves the others' caches alone. */
export const scopedListId = (scope: string) => `${LIST}-${scope}`;

/** A group's dashboard: modules whose items appear on it invalidate this tag when they change. */
export const dashboardTag = (tenantId: string) => itemTag('Tenant', `DASHBOARD-${tenantId}`);
