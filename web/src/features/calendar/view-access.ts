import { tenantLevelLabel, tenantLevels, type TenantType } from '#shared/levels';

export interface ViewAccessOption {
  value: number;
  label: string;
}

/** The tenant type's roles, lowest first: an entry is seen from the chosen role up (canView in #shared/permissions). */
export function viewAccessOptions(type: TenantType): ViewAccessOption[] {
  return tenantLevels(type).map((level) => ({ value: level, label: tenantLevelLabel(type, level) }));
}

/** SPEC 4: which way a new view access moves the visibility; null when nothing changes. */
export function visibilityChange(before: number | undefined, after: number | undefined): 'less' | 'more' | null {
  if (before === undefined || after === undefined || before === after) return null;
  return after > before ? 'less' : 'more';
}
