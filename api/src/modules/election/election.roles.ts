// The offices a school reports and what each becomes once the election is validated. Pure, unit-tested.
import type { DomainUserKind } from '#shared/election';
import { ELECTION_ROLES, formatSchoolYear, PUPIL_ROLES } from '#shared/election-roles';
import type { ElectionRole, PupilRole } from '#shared/election-roles';
import { SsrLevel, SvLevel } from '#shared/levels';

export { ELECTION_ROLES, formatSchoolYear, PUPIL_ROLES };
export type { ElectionRole, PupilRole };

export const ELECTION_ROLE_LABELS: Record<ElectionRole, string> = {
  SCHOOL_SPEAKER: 'Schulsprecher*in',
  DEPUTY_SPEAKER_1: '1. stellv. Schulsprecher*in',
  DEPUTY_SPEAKER_2: '2. stellv. Schulsprecher*in',
  DELEGATE_1: '1. Delegierte*r zum Stadtschülerrat',
  DELEGATE_2: '2. Delegierte*r zum Stadtschülerrat',
  DEPUTY_DELEGATE_1: '1. stellv. Delegierte*r',
  DEPUTY_DELEGATE_2: '2. stellv. Delegierte*r',
  LIAISON_TEACHER: 'Verbindungslehrer*in',
};

export function userKindOf(role: ElectionRole): DomainUserKind {
  return isDelegateRole(role) ? 'DELEGATE' : 'SCHOOL';
}

export function isDelegateRole(role: ElectionRole): boolean {
  return role.startsWith('DELEGATE_') || role.startsWith('DEPUTY_DELEGATE_');
}

/** Where validation invites a person: into the school's SV group or the domain's SSR group, at which level. */
export function invitationTarget(role: ElectionRole): { group: 'SCHOOL' | 'SSR'; level: number } {
  if (role === 'SCHOOL_SPEAKER') return { group: 'SCHOOL', level: SvLevel.SV_ADMIN };
  if (role === 'DEPUTY_SPEAKER_1' || role === 'DEPUTY_SPEAKER_2') return { group: 'SCHOOL', level: SvLevel.SV_BOARD };
  if (role === 'LIAISON_TEACHER') return { group: 'SCHOOL', level: SvLevel.SV_TEACHER };
  return { group: 'SSR', level: SsrLevel.SSR_MEMBER };
}

/**
 * School years run from August to July (Europe/Berlin). '2026/27' starts in 2026; the second part must
 * be the following year.
 */
export function parseSchoolYear(value: string): number | null {
  const m = /^(\d{4})\/(\d{2})$/.exec(value);
  if (!m) return null;
  const start = Number(m[1]);
  if (start < 2000 || start > 2100) return null;
  return (start + 1) % 100 === Number(m[2]) ? start : null;
}

/** The school year running at `now` in Berlin: from August on it is this year's, before that last year's. */
export function currentSchoolYearStart(now = new Date()): number {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: 'numeric' }).formatToParts(now);
  const year = Number(parts.find((p) => p.type === 'year')!.value);
  const month = Number(parts.find((p) => p.type === 'month')!.value);
  return month >= 8 ? year : year - 1;
}
