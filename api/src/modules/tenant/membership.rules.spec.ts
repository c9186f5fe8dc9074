import { PlatformLevel, SsrLevel, SvLevel, TenantType } from '#shared/levels';
import { DomainException } from '../../core/domain.exception';
import { assertKeepsAnAdmin, assertLevelExists, assertMayGrant, assertMayTouch } from './membership.rules';
import { mergeIntegrations } from './tenant-settings.service';

const ctx = (level: number, type = TenantType.SV) => ({ tenant: { type } as never, level });
const code = (fn: () => void) => {
  try {
    fn();
    return 'ok';
  } catch (err) {
    return (err as DomainException).code;
  }
};

describe('membership rules', () => {
  it('knows which levels exist per tenant type', () => {
    expect(code(() => assertLevelExists(TenantType.SV, SvLevel.SV_ADMIN))).toBe('ok');
    expect(code(() => assertLevelExists(TenantType.SSR, 4))).toBe('VALIDATION_FAILED');
    expect(code(() => assertLevelExists(TenantType.NETWORK, 3))).toBe('VALIDATION_FAILED');
  });

  it('never lets anyone grant a level above their own, unless platform administrator', () => {
    expect(code(() => assertMayGrant(ctx(SvLevel.SV_TEACHER), PlatformLevel.PLENUM_MEMBER, SvLevel.SV_TEACHER))).toBe('ok');
    expect(code(() => assertMayGrant(ctx(SvLevel.SV_TEACHER), PlatformLevel.PLENUM_MEMBER, SvLevel.SV_ADMIN))).toBe('LEVEL_ABOVE_OWN');
    expect(code(() => assertMayGrant(ctx(SvLevel.SV_TEACHER), PlatformLevel.PLENUM_MODERATION, SvLevel.SV_ADMIN))).toBe('LEVEL_ABOVE_OWN');
    expect(code(() => assertMayGrant(ctx(SvLevel.GUEST), PlatformLevel.PLENUM_ADMINISTRATION, SvLevel.SV_ADMIN))).toBe('ok');
  });

  it('does not let a teacher change or remove someone ranked above them', () => {
    expect(code(() => assertMayTouch(ctx(SvLevel.SV_TEACHER), PlatformLevel.PLENUM_MEMBER, SvLevel.SV_ADMIN))).toBe('TARGET_ABOVE_OWN');
    expect(code(() => assertMayTouch(ctx(SvLevel.SV_TEACHER), PlatformLevel.PLENUM_MEMBER, SvLevel.SV_BOARD))).toBe('ok');
  });

  it('keeps at least one admin: no removing or demoting the last one', () => {
    expect(code(() => assertKeepsAnAdmin(TenantType.SV, SvLevel.SV_ADMIN, null, 1))).toBe('LAST_ADMIN');
    expect(code(() => assertKeepsAnAdmin(TenantType.SV, SvLevel.SV_ADMIN, SvLevel.SV_BOARD, 1))).toBe('LAST_ADMIN');
    expect(code(() => assertKeepsAnAdmin(TenantType.SV, SvLevel.SV_ADMIN, null, 2))).toBe('ok');
    expect(code(() => assertKeepsAnAdmin(TenantType.SV, SvLevel.SV_BOARD, null, 1))).toBe('ok');
    expect(code(() => assertKeepsAnAdmin(TenantType.SSR, SsrLevel.SSR_ADMIN, SsrLevel.SSR_ADMIN, 1))).toBe('ok');
  });

  it('merges integration switches: only the given ones change, unknown names are dropped', () => {
    const current = {
      dashboard: true,
      calendar: true,
      survey: false,
      chat: true,
      budget: true,
      knowledge: true,
      event: true,
      project: true,
    };
    expect(mergeIntegrations(current, { calendar: false, survey: true, unknown: true } as never)).toEqual({
      ...current,
      calendar: false,
      survey: true,
    });
    expect(mergeIntegrations({}, {})).toEqual({
      dashboard: true,
      calendar: true,
      survey: true,
      chat: true,
      budget: true,
      knowledge: true,
      event: true,
      project: true,
    });
  });
});
