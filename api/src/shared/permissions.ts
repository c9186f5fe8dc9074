// The one permission table (SPEC 6): permission x tenant type -> allowed levels.
// A check is membership of the level in the list, never a >= comparison: a liaison teacher may
// administer members but may not edit calendar entries.
import { Integration } from './integrations';
import { NetworkLevel, SsrLevel, SvLevel, TenantType } from './levels';

export const MODULE_PERMISSIONS = {
  calendar: ['calendar:create', 'calendar:edit', 'calendar:delete'],
  chat: ['chat:create', 'chat:delete'],
  budget: ['budget:create', 'budget:edit', 'budget:delete'],
  knowledge: ['knowledge:create', 'knowledge:edit', 'knowledge:delete'],
  survey: ['survey:create', 'survey:edit', 'survey:delete'],
  event: ['event:create', 'event:edit', 'event:delete'],
  project: ['project:create', 'project:edit', 'project:delete'],
} as const;

export const PERMISSIONS = [
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
  ...Object.values(MODULE_PERMISSIONS).flat(),
] as const;

export type Permission = (typeof PERMISSIONS)[number];

const SV = SvLevel;
const NET = NetworkLevel;
const SSR = SsrLevel;

const SV_NON_GUEST = [SV.CLASS_SPEAKER, SV.SV_MEMBER, SV.SV_BOARD, SV.SV_TEACHER, SV.SV_ADMIN];
const SV_ADMIN_BOARD = [SV.SV_ADMIN, SV.SV_BOARD];
const SV_ADMIN = [SV.SV_ADMIN];

const svTable: Record<Permission, number[]> = {
  'tenant:administration': SV_ADMIN,
  // Guests (self-joined strangers included) read the office holders instead (issue 24).
  'member:read': SV_NON_GUEST,
  'member:administration': [SV.SV_ADMIN, SV.SV_TEACHER],
  'notifications:create': [SV.SV_ADMIN, SV.SV_BOARD, SV.SV_TEACHER],
  'notifications:delete': SV_ADMIN,
  'profile:update': SV_ADMIN,
  'profile-object:create': [SV.CLASS_SPEAKER, SV.SV_MEMBER, SV.SV_BOARD, SV.SV_ADMIN],
  'profile-object:edit': SV_ADMIN_BOARD,
  'profile-object:delete': SV_ADMIN_BOARD,
  'profile-object:publish': SV_ADMIN,
  'calendar:create': SV_NON_GUEST,
  'calendar:edit': SV_ADMIN_BOARD,
  'calendar:delete': SV_ADMIN_BOARD,
  'chat:create': SV_NON_GUEST,
  'chat:delete': [SV.SV_ADMIN, SV.SV_TEACHER],
  'budget:create': SV_ADMIN_BOARD,
  'budget:edit': SV_ADMIN_BOARD,
  'budget:delete': SV_ADMIN,
  'knowledge:create': SV_ADMIN_BOARD,
  'knowledge:edit': SV_ADMIN_BOARD,
  'knowledge:delete': SV_ADMIN,
  'survey:create': SV_ADMIN_BOARD,
  'survey:edit': SV_ADMIN_BOARD,
  'survey:delete': SV_ADMIN,
  'event:create': SV_ADMIN_BOARD,
  'event:edit': SV_ADMIN_BOARD,
  'event:delete': SV_ADMIN,
  'project:create': SV_ADMIN_BOARD,
  'project:edit': SV_ADMIN_BOARD,
  'project:delete': SV_ADMIN,
};

// NETWORK: the admin may do everything; members may create calendar entries, profile objects,
// budgets, knowledge, surveys, events and projects; chat creation is open to guests too.
const NET_MEMBERS = [NET.NETWORK_MEMBER, NET.NETWORK_ADMIN];
const networkTable = Object.fromEntries(PERMISSIONS.map((p) => [p, [NET.NETWORK_ADMIN]])) as Record<Permission, number[]>;
for (const p of [
  'calendar:create',
  'profile-object:create',
  'budget:create',
  'knowledge:create',
  'survey:create',
  'event:create',
  'project:create',
] as Permission[]) {
  networkTable[p] = NET_MEMBERS;
}
networkTable['member:read'] = NET_MEMBERS;
networkTable['chat:create'] = [NET.GUEST, NET.NETWORK_MEMBER, NET.NETWORK_ADMIN];

// SSR: the admin may do everything; the board may create and edit calendar entries, knowledge,
// surveys, events and projects and may create (only) profile objects; budget is admin only;
// chat creation is open to everyone including guests.
const SSR_ADMIN_BOARD = [SSR.SSR_ADMIN, SSR.SSR_BOARD];
const ssrTable = Object.fromEntries(PERMISSIONS.map((p) => [p, [SSR.SSR_ADMIN]])) as Record<Permission, number[]>;
for (const p of [
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
] as Permission[]) {
  ssrTable[p] = SSR_ADMIN_BOARD;
}
ssrTable['member:read'] = [SSR.SSR_MEMBER, SSR.SSR_BOARD, SSR.SSR_ADMIN];
ssrTable['chat:create'] = [SSR.GUEST, SSR.SSR_MEMBER, SSR.SSR_BOARD, SSR.SSR_ADMIN];

export const PERMISSION_TABLE: Record<TenantType, Record<Permission, readonly number[]>> = {
  [TenantType.SV]: svTable,
  [TenantType.NETWORK]: networkTable,
  [TenantType.SSR]: ssrTable,
};

/** The integration a permission belongs to; a disabled integration loses its permissions. */
export function integrationOf(permission: Permission): Integration | undefined {
  const prefix = permission.split(':')[0];
  return prefix in MODULE_PERMISSIONS ? (prefix as Integration) : undefined;
}

/**
 * A group's own role matrix (issue 28): only the permissions its admin changed; the default table answers
 * the rest. It travels with the tenant row (tenant.permissions), so a check never costs a query.
 */
export type PermissionOverrides = Partial<Record<Permission, number[]>>;

/** The levels allowed for a permission in a group: its own choice, else the default table. */
export function allowedLevels(type: TenantType, permission: Permission, overrides?: PermissionOverrides | null): readonly number[] {
  return overrides?.[permission] ?? PERMISSION_TABLE[type]?.[permission] ?? [];
}

export function hasPermission(type: TenantType, level: number, permission: Permission, overrides?: PermissionOverrides | null): boolean {
  return allowedLevels(type, permission, overrides).includes(level);
}

/** View access: content carries a minimum level; members at or above it see it. */
export function canView(level: number, minimumLevel: number): boolean {
  return level >= minimumLevel;
}
