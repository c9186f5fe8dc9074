import type { AuthData, AuthGroup } from '#shared/auth-data';
import { allIntegrations } from '#shared/integrations';
import { PlatformLevel, SvLevel, TenantType } from '#shared/levels';

export function makeGroup(overrides: Partial<AuthGroup> = {}): AuthGroup {
  return {
    _id: 'group-1',
    name: 'SV Goethe-Gymnasium',
    type: TenantType.SV,
    permissionLevel: SvLevel.SV_ADMIN,
    integrations: allIntegrations(true),
    ...overrides,
  };
}

export function makeUser(overrides: Partial<AuthData> = {}): AuthData {
  return {
    _id: 'user-1',
    mail: 'mia.schulz@example.org',
    contact: { first_name: 'Mia', last_name: 'Schulz' },
    permissionLevel: PlatformLevel.PLENUM_MEMBER,
    groups: [makeGroup()],
    domains: [],
    deletionAt: null,
    ...overrides,
  };
}
