import type { CalendarEntry } from '#shared/calendar';
import type { Access } from '../../lib/access';

export interface EntryRights {
  edit: boolean;
  delete: boolean;
}

/**
 * What the caller may do with an entry, from the one permission table (issue 12 §2): `calendar:edit` and
 * `calendar:delete`, or being its author while still holding `calendar:create`.
 */
export function entryRights(
  entry: Pick<CalendarEntry, 'author'> & Partial<Pick<CalendarEntry, 'mayEdit' | 'mayDelete'>>,
  access: Access,
  userId: string,
): EntryRights {
  const author = !!entry.author && entry.author._id === userId && access.can('calendar:create');
  // The server says the same (mayEdit, mayDelete); where it says no, no button is offered either.
  return {
    edit: (author || access.can('calendar:edit')) && entry.mayEdit !== false,
    delete: (author || access.can('calendar:delete')) && entry.mayDelete !== false,
  };
}
