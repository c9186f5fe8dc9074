// The delegate list of one domain and school year: per school its delegates and deputy delegates with
// contact data, from the newest validated registration of each school. Shared by the CSV and PDF renderers.
import { ELECTION_ROLE_LABELS, ELECTION_ROLES, ElectionRole, formatSchoolYear, isDelegateRole } from './election.roles';

export interface DelegateListEntry {
  roleLabel: string;
  firstName: string;
  lastName: string;
  mail: string;
  className: string;
}

export interface DelegateList {
  domainName: string;
  schoolYear: string;
  schools: { name: string; people: DelegateListEntry[] }[];
}

/** What DelegateExportRepository.delegateRows reads; the person columns are null for a school without people. */
export interface DelegateListRow {
  schoolId: string;
  schoolName: string;
  role: ElectionRole | null;
  position: number | null;
  firstName: string | null;
  lastName: string | null;
  mail: string | null;
  className: string | null;
}

export function toDelegateList(domainName: string, yearStart: number, rows: DelegateListRow[]): DelegateList {
  const bySchool = new Map<string, { name: string; people: DelegateListRow[] }>();
  for (const row of rows) {
    const school = bySchool.get(row.schoolId) ?? { name: row.schoolName, people: [] };
    if (row.role && isDelegateRole(row.role)) school.people.push(row);
    bySchool.set(row.schoolId, school);
  }
  const schools = [...bySchool.values()].map(({ name, people }) => ({
    name,
    people: people
      .sort((a, b) => ELECTION_ROLES.indexOf(a.role!) - ELECTION_ROLES.indexOf(b.role!))
      .map((p) => ({
        roleLabel: ELECTION_ROLE_LABELS[p.role!],
        firstName: p.firstName!,
        lastName: p.lastName!,
        mail: p.mail!,
        className: p.className ?? '',
      })),
  }));
  schools.sort((a, b) => a.name.localeCompare(b.name, 'de'));
  return { domainName, schoolYear: formatSchoolYear(yearStart), schools };
}
