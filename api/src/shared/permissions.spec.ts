// Walks the whole permission table against SPEC 6 and issue 4, written per level (who may do what)
// rather than per permission, so it is an independent statement of the rules and not a copy of them.
import { INTEGRATIONS } from './integrations';
import { NetworkLevel, SsrLevel, SvLevel, TenantType, tenantLevels } from './levels';
import { hasPermission, integrationOf, MODULE_PERMISSIONS, Permission, PERMISSION_TABLE, PERMISSIONS } from './permissions';

const ALL = [...PERMISSIONS] as Permission[];
const MODULES_CREATE_EDIT = ['budget', 'knowledge', 'survey', 'event', 'project'].flatMap((m) => [
  `${m}:create`,
  `${m}:edit`,
]) as Permission[];

const EXPECTED: Record<TenantType, Record<number, Permission[]>> = {
  [TenantType.SV]: {
    [SvLevel.GUEST]: [],
    // From level 1 the member list (issue 24): guests read the office holders instead.
    [SvLevel.CLASS_SPEAKER]: ['member:read', 'calendar:create', 'chat:create', 'profile-object:create'],
    [SvLevel.SV_MEMBER]: ['member:read', 'calendar:create', 'chat:create', 'profile-object:create'],
    [SvLevel.SV_BOARD]: [
      'member:read',
      'calendar:create',
      'calendar:edit',
      'calendar:delete',
      'chat:create',
      'profile-object:create',
      'profile-object:edit',
      'profile-object:delete',
      ...MODULES_CREATE_EDIT,
      'notifications:create',
    ],
    // The liaison teacher administers members and moderates chat, but does not edit content.
    [SvLevel.SV_TEACHER]: ['member:read', 'member:administration', 'calendar:create', 'chat:create', 'chat:delete', 'notifications:create'],
    [SvLevel.SV_ADMIN]: ALL,
  },
  [TenantType.NETWORK]: {
    [NetworkLevel.GUEST]: ['chat:create'],
    [NetworkLevel.NETWORK_MEMBER]: [
      'member:read',
      'chat:create',
      'calendar:create',
      'profile-object:create',
      'budget:create',
      'knowledge:create',
      'survey:create',
      'event:create',
      'project:create',
    ],
    [NetworkLevel.NETWORK_ADMIN]: ALL,
  },
  [TenantType.SSR]: {
    [SsrLevel.GUEST]: ['chat:create'],
    [SsrLevel.SSR_MEMBER]: ['member:read', 'chat:create'],
    [SsrLevel.SSR_BOARD]: [
      'member:read',
      'chat:create',
      'calendar:create',
      'calendar:edit',
      'knowledge:create',
      'knowledge:edit',
      'survey:create',
      'survey:edit',
      'event:create',
      'event:edit',
      'project:create',
      'project:edit',
      'profile-object:create',
      'notifications:create',
    ],
    [SsrLevel.SSR_ADMIN]: ALL,
  },
};

describe('permission table', () => {
  it('names exactly the permissions the spec knows', () => {
    expect(new Set(ALL)).toEqual(
      new Set([
        'tenant:administration',
        'member:read',
        'member:administration',
        'notifications:create',
        'notifications:delete',
        'profile:update',
        'profile-object:create',
        'profile-object:edit',
        'profile-object:delete',
        'profile-object:publish',
        'calendar:create',
        'calendar:edit',
        'calendar:delete',
        'chat:create',
        'chat:delete',
        ...['budget', 'knowledge', 'survey', 'event', 'project'].flatMap((m) => [`${m}:create`, `${m}:edit`, `${m}:delete`]),
      ]),
    );
  });

  for (const type of Object.values(TenantType)) {
    describe(type, () => {
      it('has an expectation for every level of the type', () => {
        expect(Object.keys(EXPECTED[type]).map(Number).sort()).toEqual(tenantLevels(type));
      });

      for (const level of tenantLevels(type)) {
        it(`level ${level} holds exactly its permissions`, () => {
          const allowed = new Set(EXPECTED[type][level]);
          const actual = ALL.filter((p) => hasPermission(type, level, p));
          expect(new Set(actual)).toEqual(allowed);
        });
      }

      it('answers no for levels that do not exist in the type', () => {
        for (const p of ALL) {
          expect(hasPermission(type, -1, p)).toBe(false);
          expect(hasPermission(type, 99, p)).toBe(false);
        }
      });

      // Routes that edit or delete module items are guarded by the create permission and the author rule
      // decides the rest; that is only sound if nobody may edit or delete without being allowed to create.
      it('never allows editing or deleting module items to a level that may not create them', () => {
        for (const [module, permissions] of Object.entries(MODULE_PERMISSIONS)) {
          for (const p of permissions.filter((x) => !x.endsWith(':create'))) {
            for (const level of PERMISSION_TABLE[type][p]) {
              expect({ module, p, level, create: hasPermission(type, level, `${module}:create` as Permission) }).toMatchObject({
                create: true,
              });
            }
          }
        }
        for (const level of PERMISSION_TABLE[type]['profile-object:edit'])
          expect(hasPermission(type, level, 'profile-object:create')).toBe(true);
        for (const level of PERMISSION_TABLE[type]['profile-object:delete'])
          expect(hasPermission(type, level, 'profile-object:create')).toBe(true);
      });
    });
  }

  it('compares by membership of the list, not by >= (teacher manages members, not the calendar)', () => {
    expect(hasPermission(TenantType.SV, SvLevel.SV_TEACHER, 'member:administration')).toBe(true);
    expect(hasPermission(TenantType.SV, SvLevel.SV_TEACHER, 'calendar:edit')).toBe(false);
    expect(hasPermission(TenantType.SV, SvLevel.SV_BOARD, 'calendar:edit')).toBe(true);
  });

  it('answers no for an unknown tenant type', () => {
    expect(hasPermission('SCHOOL' as TenantType, 5, 'tenant:administration')).toBe(false);
  });

  it('maps module permissions to their integration and the rest to none', () => {
    for (const [module, permissions] of Object.entries(MODULE_PERMISSIONS)) {
      expect(INTEGRATIONS).toContain(module);
      for (const p of permissions) expect(integrationOf(p)).toBe(module);
    }
    for (const p of [
      'tenant:administration',
      'member:administration',
      'notifications:create',
      'notifications:delete',
      'profile:update',
      'profile-object:create',
    ] as Permission[]) {
      expect(integrationOf(p)).toBeUndefined();
    }
  });
});
