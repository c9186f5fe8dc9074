import {
  isPlatformAdministrator,
  isPlatformModerator,
  platformLevelLabel,
  PlatformLevel,
  TENANT_ADMIN_LEVEL,
  tenantLevelLabel,
  tenantLevels,
  TenantType,
  UNKNOWN_LEVEL_LABEL,
} from './levels';

describe('levels and labels', () => {
  it('labels the SV levels as the spec names them', () => {
    expect([0, 1, 2, 3, 4, 5].map((l) => tenantLevelLabel(TenantType.SV, l))).toEqual([
      'Gast',
      'Klassensprecher*in',
      'SV-Mitglied',
      'SV-Vorstand',
      'Verbindungslehrer*in',
      'Schulsprecher*in',
    ]);
  });

  it('labels every NETWORK and SSR level, starting with Gast', () => {
    expect(tenantLevels(TenantType.NETWORK)).toEqual([0, 1, 2]);
    expect(tenantLevels(TenantType.SSR)).toEqual([0, 1, 2, 3]);
    for (const type of [TenantType.NETWORK, TenantType.SSR]) {
      expect(tenantLevelLabel(type, 0)).toBe('Gast');
      for (const level of tenantLevels(type)) expect(tenantLevelLabel(type, level)).not.toBe(UNKNOWN_LEVEL_LABEL);
    }
  });

  it("shows 'Unbekannt' for a level without a label", () => {
    expect(UNKNOWN_LEVEL_LABEL).toBe('Unbekannt');
    expect(tenantLevelLabel(TenantType.SV, 6)).toBe('Unbekannt');
    expect(tenantLevelLabel(TenantType.NETWORK, 3)).toBe('Unbekannt');
    expect(tenantLevelLabel(TenantType.SSR, -1)).toBe('Unbekannt');
    expect(tenantLevelLabel('OTHER' as TenantType, 0)).toBe('Unbekannt');
    expect(platformLevelLabel(42)).toBe('Unbekannt');
  });

  it('makes the highest level of each type its admin level', () => {
    for (const type of Object.values(TenantType)) expect(TENANT_ADMIN_LEVEL[type]).toBe(Math.max(...tenantLevels(type)));
  });

  it('treats moderation and administration as platform staff, nobody below', () => {
    expect(isPlatformModerator(PlatformLevel.SSR_ADMIN)).toBe(false);
    expect(isPlatformModerator(PlatformLevel.PLENUM_MODERATION)).toBe(true);
    expect(isPlatformAdministrator(PlatformLevel.PLENUM_MODERATION)).toBe(false);
    expect(isPlatformAdministrator(PlatformLevel.PLENUM_ADMINISTRATION)).toBe(true);
  });
});
