import { SvLevel, TenantType } from './levels';
import { hasPermission, PERMISSION_TABLE } from './permissions';
import { nextHigherLevel, overridesOf, requestedRoleMatrix, roleMatrix, roleMatrixViolation } from './role-matrix';

describe('role matrix bounds (SPEC 6, issue 28)', () => {
  it.each(Object.values(TenantType))('holds for the default table of %s', (type) => {
    expect(roleMatrixViolation(type, roleMatrix(type))).toBeNull();
    expect(overridesOf(type, roleMatrix(type))).toBeNull();
  });

  it('puts the liaison teacher beside the ladder, below the admin', () => {
    expect(nextHigherLevel(TenantType.SV, SvLevel.SV_BOARD)).toBe(SvLevel.SV_ADMIN);
    expect(nextHigherLevel(TenantType.SV, SvLevel.SV_TEACHER)).toBe(SvLevel.SV_ADMIN);
    expect(nextHigherLevel(TenantType.SV, SvLevel.SV_MEMBER)).toBe(SvLevel.SV_BOARD);
    expect(nextHigherLevel(TenantType.SV, SvLevel.SV_ADMIN)).toBeNull();
  });

  it('keeps the permissions a request leaves out and stores only what differs from the default', () => {
    const current = roleMatrix(TenantType.SV);
    const result = requestedRoleMatrix(TenantType.SV, current, { 'survey:create': [2, 3, 3, 5] });
    if ('error' in result) throw new Error(result.error);
    expect(result.matrix['survey:create']).toEqual([2, 3, 5]);
    expect(result.matrix['budget:create']).toEqual(current['budget:create']);
    const overrides = overridesOf(TenantType.SV, result.matrix);
    expect(overrides).toEqual({ 'survey:create': [2, 3, 5] });
    expect(hasPermission(TenantType.SV, SvLevel.SV_MEMBER, 'survey:create', overrides)).toBe(true);
    expect(hasPermission(TenantType.SV, SvLevel.SV_MEMBER, 'survey:create')).toBe(false);
    expect(hasPermission(TenantType.SV, SvLevel.SV_MEMBER, 'budget:create', overrides)).toBe(
      PERMISSION_TABLE.SV['budget:create'].includes(SvLevel.SV_MEMBER),
    );
  });

  it('refuses what breaks the ladder or hands the administration below the admin', () => {
    const current = roleMatrix(TenantType.SSR);
    expect(requestedRoleMatrix(TenantType.SSR, current, { 'budget:create': [1, 3] })).toHaveProperty('error');
    expect(requestedRoleMatrix(TenantType.SSR, current, { 'tenant:administration': [2, 3] })).toHaveProperty('error');
    expect(requestedRoleMatrix(TenantType.SSR, current, { 'budget:create': [1, 2, 3] })).toHaveProperty('matrix');
  });
});
