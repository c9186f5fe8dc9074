// The election registrations (SPEC 3) as the API sends them: the public form's receipt and the domain
// administration's lists. Pure TypeScript: the view DTOs of modules/election implement these and the web imports
// them (`#shared/election`); the offices themselves are in `#shared/election-roles`.
import type { ElectionRole, PupilRole } from './election-roles';
import type { Person, Ref } from './tenant';

export const ELECTION_TYPES = ['FULL_ASSEMBLY', 'DELEGATES'] as const;
export type ElectionType = (typeof ELECTION_TYPES)[number];

/** SUPERSEDED: another submission of the same school and year was validated. */
export type ElectionStateName = 'PENDING' | 'CLOSED' | 'SUPERSEDED';

/** Delegates sit in the city council, the others hold offices at their school. */
export type DomainUserKind = 'DELEGATE' | 'SCHOOL';

export interface ElectionTeacher {
  firstName: string;
  lastName: string;
  mail: string;
}

export interface ElectionPupil extends ElectionTeacher {
  className: string;
}

/** The people of a registration, keyed by their office: one pupil per office, one or two liaison teachers. */
export type ElectionPeople = Record<PupilRole, ElectionPupil> & { LIAISON_TEACHER: ElectionTeacher[] };

/** The body of POST /tenant/public/election: the public form's registration. */
export interface ElectionRegistration {
  domainId: string;
  /** The school: an SV group of the domain. */
  schoolTenantId: string;
  /** '2026/27' */
  schoolYear: string;
  electionType: ElectionType;
  electionDate: string;
  assemblyDate: string;
  leaderFirstName: string;
  leaderLastName: string;
  minutesToPrincipal: boolean;
  minutesKeptByCouncil: boolean;
  truthConfirmed: true;
  people: ElectionPeople;
}

/** POST /tenant/public/election: what the public form shows after sending. */
export interface ElectionReceipt {
  _id: string;
  state: ElectionStateName;
  schoolYear: string;
  /** Always false: a submission replaces none; the administration decides between competing ones. */
  replaced: boolean;
  message: string;
}

export interface ElectionPerson {
  _id: string;
  role: ElectionRole;
  roleLabel: string;
  position: number;
  kind: DomainUserKind;
  firstName: string;
  lastName: string;
  mail: string;
  className: string | null;
}

export interface Election {
  _id: string;
  domainId: string;
  school: Ref;
  /** '2026/27' */
  schoolYear: string;
  yearStart: number;
  electionType: ElectionType;
  electionDate: string;
  assemblyDate: string;
  leader: { firstName: string; lastName: string };
  minutesToPrincipal: boolean;
  minutesKeptByCouncil: boolean;
  truthConfirmed: boolean;
  state: ElectionStateName;
  validatedAt: string | null;
  validatedBy: Person | null;
  people: ElectionPerson[];
  /** For SUPERSEDED: the validated submission that overtook this one. */
  supersededById: string | null;
  /** When the submission arrived. */
  submittedAt: string;
  createdAt: string;
  updatedAt: string;
}

/** Another pending submission of the same school and year, with the compared fields that differ. */
export interface CompetingSummary {
  _id: string;
  submittedAt: string;
  /** e.g. electionDate, leader or SCHOOL_SPEAKER:1 */
  differences: string[];
}

/** A list entry: how many submissions its school sent this year and the ones competing with it. */
export interface ElectionListItem extends Election {
  submissionCount: number;
  competing: CompetingSummary[];
}

export interface CompetingElection extends Election {
  differences: string[];
}

/** One submission with its competitors in full, for the side-by-side comparison. */
export interface ElectionDetail extends Election {
  submissionCount: number;
  competing: CompetingElection[];
}

export interface ElectionYear {
  year: number;
  schoolYear: string;
  pending: ElectionListItem[];
  closed: ElectionListItem[];
  superseded: ElectionListItem[];
}

/** Per address and group: what happened with the invitation a validation sent. */
export interface ElectedInvitation {
  roles: ElectionRole[];
  roleLabels: string[];
  mail: string;
  tenantId: string | null;
  level: number;
  result: 'invited' | 'already-member' | 'no-ssr-group' | 'failed';
  message?: string;
}

export interface ValidatedElection extends Election {
  invitations: ElectedInvitation[];
}

export interface FunctionHolder extends ElectionPerson {
  school: Ref;
  electionId: string;
  validatedAt: string | null;
}

/** The validated office holders of a school year. */
export interface Functions {
  year: number;
  schoolYear: string;
  items: FunctionHolder[];
  delegates: FunctionHolder[];
  school: FunctionHolder[];
}
