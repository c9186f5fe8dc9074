// Permission levels: platform-wide and per tenant type (SPEC 6). Pure TypeScript, shared by api, workers and web.

export enum PlatformLevel {
  GUEST = 0,
  PLENUM_MEMBER = 1,
  SV_MEMBER = 2,
  SSR_MEMBER = 3,
  SSR_BOARD = 4,
  SSR_ADMIN = 5,
  PLENUM_MODERATION = 6,
  PLENUM_ADMINISTRATION = 7,
}

export const PLATFORM_LEVEL_LABELS: Record<PlatformLevel, string> = {
  [PlatformLevel.GUEST]: 'Gast',
  [PlatformLevel.PLENUM_MEMBER]: 'Plenum-Mitglied',
  [PlatformLevel.SV_MEMBER]: 'SV-Mitglied',
  [PlatformLevel.SSR_MEMBER]: 'SSR-Mitglied',
  [PlatformLevel.SSR_BOARD]: 'SSR-Vorstand',
  [PlatformLevel.SSR_ADMIN]: 'SSR-Administration',
  [PlatformLevel.PLENUM_MODERATION]: 'Moderation',
  [PlatformLevel.PLENUM_ADMINISTRATION]: 'Administration',
};

export enum TenantType {
  SV = 'SV',
  SSR = 'SSR',
  NETWORK = 'NETWORK',
}

export const TENANT_TYPE_LABELS: Record<TenantType, string> = {
  [TenantType.SV]: 'Schülervertretung',
  [TenantType.SSR]: 'Stadt- oder Kreisschülerrat',
  [TenantType.NETWORK]: 'Netzwerk',
};

export enum SvLevel {
  GUEST = 0,
  CLASS_SPEAKER = 1,
  SV_MEMBER = 2,
  SV_BOARD = 3,
  SV_TEACHER = 4,
  SV_ADMIN = 5,
}

export enum NetworkLevel {
  GUEST = 0,
  NETWORK_MEMBER = 1,
  NETWORK_ADMIN = 2,
}

export enum SsrLevel {
  GUEST = 0,
  SSR_MEMBER = 1,
  SSR_BOARD = 2,
  SSR_ADMIN = 3,
}

export const TENANT_LEVEL_LABELS: Record<TenantType, Record<number, string>> = {
  [TenantType.SV]: {
    [SvLevel.GUEST]: 'Gast',
    [SvLevel.CLASS_SPEAKER]: 'Klassensprecher*in',
    [SvLevel.SV_MEMBER]: 'SV-Mitglied',
    [SvLevel.SV_BOARD]: 'SV-Vorstand',
    [SvLevel.SV_TEACHER]: 'Verbindungslehrer*in',
    [SvLevel.SV_ADMIN]: 'Schulsprecher*in',
  },
  [TenantType.NETWORK]: {
    [NetworkLevel.GUEST]: 'Gast',
    [NetworkLevel.NETWORK_MEMBER]: 'Netzwerk-Mitglied',
    [NetworkLevel.NETWORK_ADMIN]: 'Netzwerk-Administration',
  },
  [TenantType.SSR]: {
    [SsrLevel.GUEST]: 'Gast',
    [SsrLevel.SSR_MEMBER]: 'Delegierte*r',
    [SsrLevel.SSR_BOARD]: 'SSR-Vorstand',
    [SsrLevel.SSR_ADMIN]: 'SSR-Vorsitz',
  },
};

/** The highest level of each tenant type: the group's administrators. */
export const TENANT_ADMIN_LEVEL: Record<TenantType, number> = {
  [TenantType.SV]: SvLevel.SV_ADMIN,
  [TenantType.NETWORK]: NetworkLevel.NETWORK_ADMIN,
  [TenantType.SSR]: SsrLevel.SSR_ADMIN,
};

/**
 * The lowest office level of each tenant type (board, teacher, admin): office holders are the group's
 * contact persons ('Ansprechpersonen'), listed to guests and reachable by private chat from every member.
 */
export const TENANT_OFFICE_LEVEL: Record<TenantType, number> = {
  [TenantType.SV]: SvLevel.SV_BOARD,
  [TenantType.NETWORK]: NetworkLevel.NETWORK_ADMIN,
  [TenantType.SSR]: SsrLevel.SSR_BOARD,
};

export const UNKNOWN_LEVEL_LABEL = 'Unbekannt';

export function tenantLevelLabel(type: TenantType, level: number): string {
  return TENANT_LEVEL_LABELS[type]?.[level] ?? UNKNOWN_LEVEL_LABEL;
}

export function platformLevelLabel(level: number): string {
  return PLATFORM_LEVEL_LABELS[level as PlatformLevel] ?? UNKNOWN_LEVEL_LABEL;
}

export function tenantLevels(type: TenantType): number[] {
  return Object.keys(TENANT_LEVEL_LABELS[type])
    .map(Number)
    .sort((a, b) => a - b);
}

/** Platform moderators and administrators may act in every tenant and reach /admin. */
export function isPlatformModerator(level: number): boolean {
  return level >= PlatformLevel.PLENUM_MODERATION;
}

export function isPlatformAdministrator(level: number): boolean {
  return level >= PlatformLevel.PLENUM_ADMINISTRATION;
}
