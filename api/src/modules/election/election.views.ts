import { exportProgressView } from '../../common/export/export-view';
import { iso } from '../../core/iso-date';
import type { ElectionRow } from './election.repository';
import { ELECTION_ROLE_LABELS, ELECTION_ROLES, formatSchoolYear, userKindOf } from './election.roles';
import type { DelegateExport } from './entities/delegate-export.entity';
import type { ElectionPerson } from './entities/election-person.entity';
import { ElectionState } from './entities/election.entity';

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
    validatedBy: row.validatedBy
      ? { _id: row.validatedBy._id, contact: { first_name: row.validatedBy.firstName, last_name: row.validatedBy.lastName } }
      : null,
    people: [...row.people].sort((a, b) => roleOrder(a) - roleOrder(b)).map(electionPersonView),
    supersededById: r.supersededById ?? null,
    submittedAt: iso(r.createdAt),
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

/** The fields the administration compares between competing submissions; people by office and position. */
function comparable(row: ElectionRow): Map<string, string> {
  const r = row.registration;
  const fields = new Map<string, string>([
    ['electionType', r.electionType],
    ['electionDate', r.electionDate],
    ['assemblyDate', r.assemblyDate],
    ['leader', `${r.leaderFirstName} ${r.leaderLastName}`],
    ['minutesToPrincipal', String(r.minutesToPrincipal)],
    ['minutesKeptByCouncil', String(r.minutesKeptByCouncil)],
  ]);
  for (const p of row.people) fields.set(`${p.role}:${p.position}`, [p.firstName, p.lastName, p.mail, p.className ?? ''].join('|'));
  return fields;
}

/** Which compared fields differ between two submissions (a person present in only one counts). */
export function differencesOf(a: ElectionRow, b: ElectionRow): string[] {
  const fa = comparable(a);
  const fb = comparable(b);
  const keys = new Set([...fa.keys(), ...fb.keys()]);
  return [...keys].filter((k) => fa.get(k) !== fb.get(k));
}

/**
 * A submission seen among all submissions of its school and year (issue 10): how many there were, and the
 * other pending ones that compete with it, each with the fields that differ.
 */
export function competitionView(row: ElectionRow, sameSchoolYear: ElectionRow[]) {
  const others = sameSchoolYear.filter((o) => o.registration._id !== row.registration._id);
  const competing =
    row.registration.state === ElectionState.PENDING ? others.filter((o) => o.registration.state === ElectionState.PENDING) : [];
  return {
    submissionCount: sameSchoolYear.length,
    competing: competing
      .sort((x, y) => +x.registration.createdAt - +y.registration.createdAt)
      .map((o) => ({ _id: o.registration._id, submittedAt: iso(o.registration.createdAt), differences: differencesOf(row, o) })),
  };
}

export function yearView(yearStart: number) {
  return { year: yearStart, schoolYear: formatSchoolYear(yearStart) };
}

export const ELECTION_TEXT = {
  received: 'Vielen Dank! Eure Wahlmeldung ist eingegangen. Alle genannten Personen erhalten eine Bestätigung per E-Mail.',
} as const;

export function exportFileName(e: Pick<DelegateExport, 'yearStart' | 'format'>): string {
  return `Delegiertenliste_${formatSchoolYear(e.yearStart).replace('/', '-')}.${e.format}`;
}

export function exportView(e: DelegateExport) {
  return {
    _id: e._id,
    domainId: e.domainId,
    year: e.yearStart,
    schoolYear: formatSchoolYear(e.yearStart),
    format: e.format,
    fileName: exportFileName(e),
    ...exportProgressView(e),
  };
}
