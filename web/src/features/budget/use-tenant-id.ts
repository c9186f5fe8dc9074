import { useSelector } from 'react-redux';
import type { AuthGroup } from '#shared/auth-data';
import { selectCurrentGroup } from '../../lib/session/selectors';

/** The current group's id; the /sv routes sit behind RequireGroup, so there is one. */
export function useTenantId(): string {
  return (useSelector(selectCurrentGroup) as AuthGroup)._id;
}
