// The delegate list of one domain and school year: per school its delegates and deputy delegates with
// contact data, from the newest validated registration of each school. Shared by the CSV and PDF renderers.
import { DataSource } from 'typeorm';
import { Tenant } from '../entities/tenant.entity';
import { Domain } from '../entities/domain.entity';
import { ElectionPerson } from './election-person.entity';
import { ElectionRegistration, ElectionState } from './election.entity';
import { ELECTION_ROLE_LABELS, ELECTION_ROLES, formatSchoolYear, isDelegateRole } from './election.roles';

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

export async function loadDelegateList(ds: DataSource, domainId: string, yearStart: number): Promise<DelegateList> {
  const domain = await ds.getRepository(Domain).findOneBy({ _id: domainId });
  const regs = await ds.getRepository(ElectionRegistration).find({
    where: { domainId, yearStart, state: ElectionState.CLOSED },
    order: { validatedAt: 'DESC' },
  });
  const latest = new Map<string, ElectionRegistration>();
  for (const r of regs) if (!latest.has(r.schoolTenantId)) latest.set(r.schoolTenantId, r);
  const schools: DelegateList['schools'] = [];
  for (const reg of latest.values()) {
    const school = await ds.getRepository(Tenant).findOneBy({ _id: reg.schoolTenantId });
    const people = (await ds.getRepository(ElectionPerson).findBy({ registrationId: reg._id }))
      .filter((p) => isDelegateRole(p.role))
      .sort((a, b) => ELECTION_ROLES.indexOf(a.role) - ELECTION_ROLES.indexOf(b.role));
    schools.push({
      name: school?.name ?? '',
      people: people.map((p) => ({ roleLabel: ELECTION_ROLE_LABELS[p.role], firstName: p.firstName, lastName: p.lastName, mail: p.mail, className: p.className ?? '' })),
    });
  }
  schools.sort((a, b) => a.name.localeCompare(b.name, 'de'));
  return { domainName: domain?.name ?? '', schoolYear: formatSchoolYear(yearStart), schools };
}
