// The bounds within which a group's admin may change its role matrix (SPEC 6, issue 28). Levels form a
// ladder; a level never holds a permission the next rung up lacks, so raising a member's level never takes a
// right away. The liaison teacher (SV) stands beside the ladder: its next higher level is the admin, and the
// board's next higher level is the admin too (a teacher administers members but does not edit calendar
// entries). tenant:administration stays the admins' alone. Pure TypeScript: the api checks, the web explains.
import { SvLevel, TENANT_ADMIN_LEVEL, tenantLevelLabel, tenantLevels, TenantType } from './levels';
import { allowedLevels, Permission, PERMISSION_TABLE, PermissionOverrides, PERMISSIONS } from './permissions';

export type RoleMatrix = Record<Permission, number[]>;

export const PERMISSION_LABELS: Record<Permission, string> = {
  'tenant:administration': 'Gruppe verwalten',
  'member:read': 'Mitgliederliste sehen',
  'member:administration': 'Mitglieder verwalten',
  'notifications:create': 'Benachrichtigungen senden',
  'notifications:delete': 'Benachrichtigungen löschen',
  'profile:update': 'Öffentliches Profil bearbeiten',
  'profile-object:create': 'Beiträge im Profil erstellen',
  'profile-object:edit': 'Beiträge im Profil bearbeiten',
  'profile-object:delete': 'Beiträge im Profil löschen',
  'profile-object:publish': 'Beiträge im Profil veröffentlichen',
  'calendar:create': 'Termine erstellen',
  'calendar:edit': 'Termine bearbeiten',
  'calendar:delete': 'Termine löschen',
  'chat:create': 'Im Gruppenchat schreiben',
  'chat:delete': 'Chatnachrichten löschen',
  'budget:create': 'Finanzen anlegen',
  'budget:edit': 'Finanzen bearbeiten',
  'budget:delete': 'Finanzen löschen',
  'knowledge:create': 'Wissen anlegen',
  'knowledge:edit': 'Wissen bearbeiten',
  'knowledge:delete': 'Wissen löschen',
  'survey:create': 'Umfragen erstellen',
  'survey:edit': 'Umfragen bearbeiten',
  'survey:delete': 'Umfragen löschen',
  'event:create': 'Events erstellen',
  'event:edit': 'Events bearbeiten',
  'event:delete': 'Events löschen',
  'project:create': 'Projekte erstellen',
  'project:edit': 'Projekte bearbeiten',
  'project:delete': 'Projekte löschen',
};

export const ROLE_MATRIX_TEXT = {
  adminOnly: 'Nur die Administration der Gruppe darf die Gruppe verwalten.',
  ladder: (permission: Permission, lower: string, higher: string) =>
    `${lower} darf „${PERMISSION_LABELS[permission]}“ nur, wenn auch ${higher} es darf.`,
  unknownPermission: (permission: string) => `Die Berechtigung „${permission}“ gibt es nicht.`,
  unknownLevel: (permission: Permission) => `Bei „${PERMISSION_LABELS[permission]}“ steht eine Rolle, die es in dieser Gruppe nicht gibt.`,
  invalid: 'Bitte sende die Rollenmatrix als { permissions: { Berechtigung: [Rollen] } }.',
} as const;

/** The level directly above `level` for the ladder rule; null for the admin. */
export function nextHigherLevel(type: TenantType, level: number): number | null {
  const admin = TENANT_ADMIN_LEVEL[type];
  if (level === admin) return null;
  if (type === TenantType.SV && (level === SvLevel.SV_TEACHER || level === SvLevel.SV_BOARD)) return admin;
  const above = tenantLevels(type).filter((l) => l > level);
  return above[0] ?? null;
}

/** The group's effective matrix: its own choices over the default table. */
export function roleMatrix(type: TenantType, overrides?: PermissionOverrides | null): RoleMatrix {
  return Object.fromEntries(PERMISSIONS.map((p) => [p, [...allowedLevels(type, p, overrides)].sort((a, b) => a - b)])) as RoleMatrix;
}

/** The German reason a matrix breaks the bounds, or null when it keeps them. */
export function roleMatrixViolation(type: TenantType, matrix: RoleMatrix): string | null {
  const admin = TENANT_ADMIN_LEVEL[type];
  const administration = matrix['tenant:administration'];
  if (administration.length !== 1 || administration[0] !== admin) return ROLE_MATRIX_TEXT.adminOnly;
  for (const permission of PERMISSIONS) {
    const levels = matrix[permission];
    for (const level of levels) {
      const higher = nextHigherLevel(type, level);
      if (higher !== null && !levels.includes(higher))
        return ROLE_MATRIX_TEXT.ladder(permission, tenantLevelLabel(type, level), tenantLevelLabel(type, higher));
    }
  }
  return null;
}

/** Only what differs from the default table is stored, so later default changes still reach the rest. */
export function overridesOf(type: TenantType, matrix: RoleMatrix): PermissionOverrides | null {
  const changed: PermissionOverrides = {};
  for (const permission of PERMISSIONS) {
    const defaults = [...PERMISSION_TABLE[type][permission]].sort((a, b) => a - b);
    const levels = [...new Set(matrix[permission])].sort((a, b) => a - b);
    if (levels.join() !== defaults.join()) changed[permission] = levels;
  }
  return Object.keys(changed).length ? changed : null;
}

/**
 * The matrix a PUT asks for: the permissions it names, the current matrix for the rest. Returns the German
 * reason when a permission or a level is unknown or the bounds are broken.
 */
export function requestedRoleMatrix(type: TenantType, current: RoleMatrix, input: unknown): { matrix: RoleMatrix } | { error: string } {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { error: ROLE_MATRIX_TEXT.invalid };
  const levels = tenantLevels(type);
  const matrix: RoleMatrix = { ...current };
  for (const [key, value] of Object.entries(input)) {
    if (!(PERMISSIONS as readonly string[]).includes(key)) return { error: ROLE_MATRIX_TEXT.unknownPermission(key.slice(0, 60)) };
    const permission = key as Permission;
    if (!Array.isArray(value) || !value.every((l) => typeof l === 'number' && levels.includes(l)))
      return { error: ROLE_MATRIX_TEXT.unknownLevel(permission) };
    matrix[permission] = [...new Set(value as number[])].sort((a, b) => a - b);
  }
  const error = roleMatrixViolation(type, matrix);
  return error ? { error } : { matrix };
}

/** GET/PUT /api/tenant/tenant/{tenantId}/permissions: the group's matrix and the default it started from. */
export interface RoleMatrixView {
  permissions: RoleMatrix;
  defaults: RoleMatrix;
}
