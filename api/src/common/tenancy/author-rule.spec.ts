import { NetworkLevel, SsrLevel, SvLevel, TenantType } from '#shared/levels';
import { DomainException } from '../../core/domain.exception';
import { assertMayModifyItem, mayModifyItem } from './author-rule';
import { TenantContext } from './tenant-context';

const ME = 'user-me';
const OTHER = 'user-other';

function ctx(type: TenantType, level: number, opts: { member?: boolean; staff?: boolean } = {}): TenantContext {
  const member = opts.member ?? true;
  return {
    tenant: { _id: 't', type } as TenantContext['tenant'],
    membership: member ? ({ level } as TenantContext['membership']) : null,
    level,
    platformStaff: opts.staff ?? false,
  };
}

describe('author rule: own items while holding the create permission', () => {
  it('lets an SV class speaker edit and delete their own calendar entry, not someone else’s', () => {
    const c = ctx(TenantType.SV, SvLevel.CLASS_SPEAKER);
    expect(mayModifyItem(c, ME, 'calendar', 'edit', { authorId: ME })).toBe(true);
    expect(mayModifyItem(c, ME, 'calendar', 'delete', { authorId: ME })).toBe(true);
    expect(mayModifyItem(c, ME, 'calendar', 'edit', { authorId: OTHER })).toBe(false);
  });

  it('lets the SV board edit anyone’s calendar entry through its edit permission', () => {
    expect(mayModifyItem(ctx(TenantType.SV, SvLevel.SV_BOARD), ME, 'calendar', 'edit', { authorId: OTHER })).toBe(true);
  });

  it('stops the author once they no longer hold the create permission (demoted to guest)', () => {
    expect(mayModifyItem(ctx(TenantType.SV, SvLevel.GUEST), ME, 'calendar', 'edit', { authorId: ME })).toBe(false);
  });

  it('does not give the liaison teacher other people’s profile objects, nor their own (no create right)', () => {
    const c = ctx(TenantType.SV, SvLevel.SV_TEACHER);
    expect(mayModifyItem(c, ME, 'profile-object', 'edit', { authorId: ME })).toBe(false);
    expect(mayModifyItem(c, ME, 'chat', 'delete', { authorId: OTHER })).toBe(true);
  });

  it('lets a NETWORK member edit their own survey but only the admin edit others’', () => {
    expect(mayModifyItem(ctx(TenantType.NETWORK, NetworkLevel.NETWORK_MEMBER), ME, 'survey', 'edit', { authorId: ME })).toBe(true);
    expect(mayModifyItem(ctx(TenantType.NETWORK, NetworkLevel.NETWORK_MEMBER), ME, 'survey', 'edit', { authorId: OTHER })).toBe(false);
    expect(mayModifyItem(ctx(TenantType.NETWORK, NetworkLevel.NETWORK_ADMIN), ME, 'survey', 'delete', { authorId: OTHER })).toBe(true);
  });

  it('lets the SSR board delete only its own knowledge items (delete is admin only)', () => {
    const c = ctx(TenantType.SSR, SsrLevel.SSR_BOARD);
    expect(mayModifyItem(c, ME, 'knowledge', 'delete', { authorId: ME })).toBe(true);
    expect(mayModifyItem(c, ME, 'knowledge', 'delete', { authorId: OTHER })).toBe(false);
  });

  it('treats items without an author (account deleted) as nobody’s own', () => {
    expect(mayModifyItem(ctx(TenantType.SV, SvLevel.SV_MEMBER), ME, 'calendar', 'edit', { authorId: null })).toBe(false);
  });

  it('lets platform staff through and refuses a non-member that is not staff', () => {
    expect(
      mayModifyItem(ctx(TenantType.SV, SvLevel.SV_ADMIN, { member: false, staff: true }), ME, 'budget', 'delete', { authorId: OTHER }),
    ).toBe(true);
    expect(mayModifyItem(ctx(TenantType.SV, SvLevel.SV_ADMIN, { member: false }), ME, 'budget', 'delete', { authorId: ME })).toBe(false);
  });

  it('throws a 403 domain exception from the assert variant', () => {
    expect(() => assertMayModifyItem(ctx(TenantType.SV, SvLevel.SV_MEMBER), ME, 'event', 'edit', { authorId: OTHER })).toThrow(
      DomainException,
    );
    try {
      assertMayModifyItem(ctx(TenantType.SV, SvLevel.SV_MEMBER), ME, 'event', 'edit', { authorId: OTHER });
    } catch (err) {
      expect((err as DomainException).status).toBe(403);
    }
  });
});
