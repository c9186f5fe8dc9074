// A group's roles as the "visible from" choice of calendar entries and events. Why shared: both features
// gate their items by the same tenant levels (canView in #shared/permissions) and warn alike (SPEC 4).
import { tenantLevelLabel, tenantLevels, type TenantType } from '#shared/levels';

export interface ViewAccessOption {
  value: number;
  label: string;
}

/** The group type's roles, lowest first: an item is seen in the app from the chosen role up. */
export function viewAccessOptions(type: TenantType): ViewAccessOption[] {
  return tenantLevels(type).map((level) => ({ value: level, label: tenantLevelLabel(type, level) }));
}

/** SPEC 4: which way a new view access moves the visibility; null when nothing changes. */
export function visibilityChange(before: number | undefined, after: number | undefined): 'less' | 'more' | null {
  if (before === undefined || after === undefined || before === after) return null;
  return after > before ? 'less' : 'more';
}
