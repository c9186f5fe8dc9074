import { ELECTION_ROLE_LABELS, ELECTION_ROLES, formatSchoolYear, userKindOf } from './election.roles';
import type { ElectionPerson } from './election-person.entity';
import type { ElectionRow } from './election.repository';

const iso = (d: Date | string) => new Date(d).toISOString();
const roleOrder = (p: ElectionPerson) => ELECTION_ROLES.indexOf(p.role) * 10 + p.position;

export function electionPersonView(p: ElectionPerson) {
  return {
    _id: p._id,
    role: p.role,
    roleLabel: ELECTION_ROLE_LABELS[p.role],
    position: p.position,
    kind: userKindOf(p.role),
    firstName: p.firstName,
    lastName: p.lastName,
    mail: p.mail,
    className: p.className,
  };
}

export function electionView(row: ElectionRow) {
  const r = row.registration;
  return {
    _id: r._id,
    domainId: r.domainId,
    school: row.school,
    schoolYear: r.schoolYear,
    yearStart: r.yearStart,
    electionType: r.electionType,
    electionDate: r.electionDate,
    assemblyDate: r.assemblyDate,
    leader: { firstName: r.leaderFirstName, lastName: r.leaderLastName },
    minutesToPrincipal: r.minutesToPrincipal,
    minutesKeptByCouncil: r.minutesKeptByCouncil,
    truthConfirmed: r.truthConfirmed,
    state: r.state,
    validatedAt: r.validatedAt ? iso(r.validatedAt) : null,
    validatedBy: row.validatedBy ? { _id: row.validatedBy._id, contact: { first_name: row.validatedBy.firstName, last_name: row.validatedBy.lastName } } : null,
    people: [...row.people].sort((a, b) => roleOrder(a) - roleOrder(b)).map(electionPersonView),
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

export function yearView(yearStart: number) {
  return { year: yearStart, schoolYear: formatSchoolYear(yearStart) };
}
