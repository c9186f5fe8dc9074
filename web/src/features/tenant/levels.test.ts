import { NetworkLevel, PlatformLevel, SvLevel, TenantType } from '#shared/levels';
import { mayManage, offeredLevels } from './levels';

describe('offeredLevels', () => {
  it('offers a liaison teacher every SV role up to their own, never the admin role', () => {
    const labels = offeredLevels(TenantType.SV, SvLevel.SV_TEACHER, PlatformLevel.PLENUM_MEMBER).map((o) => o.label);
    expect(labels).toEqual(['Gast', 'Klassensprecher*in', 'SV-Mitglied', 'SV-Vorstand', 'Verbindungslehrer*in']);
  });

  it('offers a platform administrator every role of the group type', () => {
    const levels = offeredLevels(TenantType.NETWORK, NetworkLevel.GUEST, PlatformLevel.PLENUM_ADMINISTRATION);
    expect(levels.map((o) => o.value)).toEqual([NetworkLevel.GUEST, NetworkLevel.NETWORK_MEMBER, NetworkLevel.NETWORK_ADMIN]);
  });

  it('lets nobody manage a member ranked above them unless they administer the platform', () => {
    expect(mayManage(SvLevel.SV_ADMIN, SvLevel.SV_TEACHER, PlatformLevel.PLENUM_MEMBER)).toBe(false);
    expect(mayManage(SvLevel.SV_BOARD, SvLevel.SV_TEACHER, PlatformLevel.PLENUM_MEMBER)).toBe(true);
    expect(mayManage(SvLevel.SV_ADMIN, SvLevel.SV_TEACHER, PlatformLevel.PLENUM_ADMINISTRATION)).toBe(true);
  });
});
