import type { AuthGroup } from '#shared/auth-data';
import { useAppSelector } from '../state';
import { selectCurrentGroup } from './selectors';

/**
 * The group the member works in: its id, type, the member's level there and its modules. Only for screens
 * behind RequireGroup (the /sv routes), which guarantees one; the header and the sidebar, shown without a
 * group too, read `selectCurrentGroup` instead.
 */
export function useCurrentGroup(): AuthGroup {
  return useAppSelector(selectCurrentGroup) as AuthGroup;
}
