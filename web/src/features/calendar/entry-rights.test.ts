import type { AuthGroup } from '#shared/auth-data';
import { SsrLevel, SvLevel, TenantType } from '#shared/levels';
import { accessFor } from '../../lib/access';
import { makeGroup, makeUser } from '../../test/fixtures';
import { entryRights } from './entry-rights';

const rightsOf = (group: AuthGroup, authorId: string | null) => {
  const user = makeUser({ groups: [group] });
  const author = authorId ? { _id: authorId, contact: { first_name: 'A', last_name: 'B' } } : null;
  return entryRights({ author }, accessFor(user, group), user._id);
};

describe('entryRights (the permission table and the author rule)', () => {
  it('lets the SV board edit and delete every entry, a member only their own', () => {
    expect(rightsOf(makeGroup({ permissionLevel: SvLevel.SV_BOARD }), 'other')).toEqual({ edit: true, delete: true });
    expect(rightsOf(makeGroup({ permissionLevel: SvLevel.SV_MEMBER }), 'other')).toEqual({ edit: false, delete: false });
    expect(rightsOf(makeGroup({ permissionLevel: SvLevel.SV_MEMBER }), 'user-1')).toEqual({ edit: true, delete: true });
  });

  it('takes the author rule away with calendar:create: a guest or a switched-off calendar', () => {
    expect(rightsOf(makeGroup({ permissionLevel: SvLevel.GUEST }), 'user-1')).toEqual({ edit: false, delete: false });
    const off = makeGroup({ permissionLevel: SvLevel.SV_ADMIN });
    off.integrations = { ...off.integrations, calendar: false };
    expect(rightsOf(off, 'user-1')).toEqual({ edit: false, delete: false });
  });

  it('lets an SSR board edit but not delete', () => {
    expect(rightsOf(makeGroup({ type: TenantType.SSR, permissionLevel: SsrLevel.SSR_BOARD }), 'other')).toEqual({
      edit: true,
      delete: false,
    });
  });
});
