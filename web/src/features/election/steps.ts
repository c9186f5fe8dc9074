import type { ElectionRegistration } from '#shared/election';
import { PUPIL_ROLES, type PupilRole } from '#shared/election-roles';

export const SPEAKER_ROLES: PupilRole[] = ['SCHOOL_SPEAKER', 'DEPUTY_SPEAKER_1', 'DEPUTY_SPEAKER_2'];
export const DELEGATE_ROLES: PupilRole[] = ['DELEGATE_1', 'DELEGATE_2', 'DEPUTY_DELEGATE_1', 'DEPUTY_DELEGATE_2'];
export const LAST_STEP = 5;

/** The step that shows a field, for validating one step and for jumping to a server error. */
export function stepOf(path: (string | number)[]): number {
  const [head, role] = path;
  if (head === 'people') {
    if (SPEAKER_ROLES.includes(role as PupilRole)) return 1;
    if (DELEGATE_ROLES.includes(role as PupilRole)) return 2;
    return 3;
  }
  if (['leaderFirstName', 'leaderLastName', 'minutesToPrincipal', 'minutesKeptByCouncil', 'truthConfirmed'].includes(String(head)))
    return 4;
  return 0;
}

/** 'people.LIAISON_TEACHER.0.mail' -> ['people', 'LIAISON_TEACHER', 0, 'mail'] (Form.List indexes are numbers). */
export function fieldPath(dotted: string): (string | number)[] {
  return dotted.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

const clean = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

type PersonValues = Partial<Record<'firstName' | 'lastName' | 'mail' | 'className', string>>;
export interface ElectionFormValues {
  domainId?: string;
  schoolTenantId?: string;
  /** The chosen school's name, kept for the summary: the searched list may no longer contain it. */
  schoolName?: string;
  schoolYear?: string;
  electionType?: ElectionRegistration['electionType'];
  electionDate?: string;
  assemblyDate?: string;
  leaderFirstName?: string;
  leaderLastName?: string;
  minutesToPrincipal?: boolean;
  minutesKeptByCouncil?: boolean;
  truthConfirmed?: boolean;
  people?: Partial<Record<PupilRole, PersonValues>> & { LIAISON_TEACHER?: PersonValues[] };
}

/** The body of POST /tenant/public/election from the validated form values. */
export function toRegistration(values: ElectionFormValues): ElectionRegistration {
  const people = values.people ?? {};
  const pupil = (role: PupilRole) => {
    const p = people[role] ?? {};
    return { firstName: clean(p.firstName), lastName: clean(p.lastName), mail: clean(p.mail).toLowerCase(), className: clean(p.className) };
  };
  return {
    domainId: values.domainId ?? '',
    schoolTenantId: values.schoolTenantId ?? '',
    schoolYear: values.schoolYear ?? '',
    electionType: values.electionType ?? 'FULL_ASSEMBLY',
    electionDate: values.electionDate ?? '',
    assemblyDate: values.assemblyDate ?? '',
    leaderFirstName: clean(values.leaderFirstName),
    leaderLastName: clean(values.leaderLastName),
    minutesToPrincipal: !!values.minutesToPrincipal,
    minutesKeptByCouncil: !!values.minutesKeptByCouncil,
    truthConfirmed: true,
    people: {
      ...(Object.fromEntries(PUPIL_ROLES.map((role) => [role, pupil(role)])) as Record<PupilRole, ReturnType<typeof pupil>>),
      LIAISON_TEACHER: (people.LIAISON_TEACHER ?? []).map((t) => ({
        firstName: clean(t?.firstName),
        lastName: clean(t?.lastName),
        mail: clean(t?.mail).toLowerCase(),
      })),
    },
  };
}
