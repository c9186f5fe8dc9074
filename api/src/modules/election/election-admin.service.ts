// Elections in a domain (SPEC 2.6, 4): pending, closed and superseded registrations per school year,
// competing submissions side by side, validation (closes it, supersedes its competitors and invites the
// elected through the normal invitation flow, in one transaction) and the functions overview.
import { Injectable } from '@nestjs/common';
import type { AuditActor } from '../../common/audit/actor';
import { TransactionRunner } from '../../core/database/transaction';
import type { Tx } from '../../core/database/transaction';
import { DomainException } from '../../core/domain.exception';
import { findOrFail } from '../../core/find-or-fail';
import { Domain } from '../../core/identity/domain.entity';
import { Tenant } from '../../core/identity/tenant.entity';
import { AdminAuditService } from '../admin/admin-audit.service';
import { AdminRepository } from '../admin/admin.repository';
import { DomainAdminService } from '../admin/domain-admin.service';
import { InvitationService } from '../tenant/invitation.service';
import { ElectionErrors } from './election.errors';
import { ElectionRepository } from './election.repository';
import type { ElectionRow } from './election.repository';
import { currentSchoolYearStart, ELECTION_ROLE_LABELS, invitationTarget } from './election.roles';
import { competitionView, electionView, yearView } from './election.views';
import { ElectionPerson } from './entities/election-person.entity';
import { ElectionState } from './entities/election.entity';

export type InvitationOutcome = 'invited' | 'already-member' | 'no-ssr-group' | 'failed';

@Injectable()
export class ElectionAdminService {
  constructor(
    private readonly elections: ElectionRepository,
    private readonly adminRepo: AdminRepository,
    private readonly domainAdmin: DomainAdminService,
    private readonly invitations: InvitationService,
    private readonly audit: AdminAuditService,
    private readonly tx: TransactionRunner,
  ) {}

  async list(domain: Domain, year?: number) {
    const yearStart = year ?? currentSchoolYearStart();
    const rows = await this.elections.listInDomain(domain._id, yearStart);
    const bySchool = new Map<string, ElectionRow[]>();
    for (const r of rows) bySchool.set(r.school._id, [...(bySchool.get(r.school._id) ?? []), r]);
    const view = (r: ElectionRow) => ({ ...electionView(r), ...competitionView(r, bySchool.get(r.school._id) ?? [r]) });
    const inState = (state: ElectionState) => rows.filter((r) => r.registration.state === state).map(view);
    return {
      ...yearView(yearStart),
      pending: inState(ElectionState.PENDING),
      closed: inState(ElectionState.CLOSED),
      superseded: inState(ElectionState.SUPERSEDED),
    };
  }

  /** One submission with its competitors in full, so that the administration can compare them side by side. */
  async one(domain: Domain, id: string) {
    const row = await findOrFail(this.elections.oneInDomain(domain._id, id));
    const all = await this.elections.schoolYearRows(domain._id, row.registration.schoolTenantId, row.registration.yearStart);
    const competition = competitionView(row, all);
    const full = new Map(all.map((r) => [r.registration._id, r]));
    return {
      ...electionView(row),
      ...competition,
      competing: competition.competing.map((c) => ({ ...electionView(full.get(c._id)!), ...c })),
    };
  }

  /**
   * Closes the registration (who and when), marks its pending competitors SUPERSEDED and records one
   * invitation per elected address, all in one transaction with the invitations' mail events (outbox): a
   * crash before the commit leaves everything pending, after it the relay delivers every mail exactly once.
   * One address that cannot be invited does not undo the validation; the answer says per person what happened.
   */
  async validate(actor: AuditActor, domain: Domain, id: string) {
    const ssr = await this.adminRepo.findSsrOf(domain._id);
    const invitations = await this.tx.run(async (manager) => {
      const found = await findOrFail(this.elections.findInDomain(domain._id, id, manager));
      const siblings = await this.elections.lockSchoolYear(found.schoolTenantId, found.yearStart, manager);
      const reg = siblings.find((r) => r._id === id)!;
      if (reg.state === ElectionState.SUPERSEDED) throw ElectionErrors.supersededByOther();
      if (reg.state !== ElectionState.PENDING) throw ElectionErrors.alreadyClosed();
      const competitors = siblings.filter((r) => r._id !== id && r.state === ElectionState.PENDING).map((r) => r._id);
      await this.elections.close(reg._id, actor.userId, manager);
      await this.elections.supersede(competitors, reg._id, manager);
      await this.audit.record(manager, actor, {
        action: 'election.validate',
        domainId: domain._id,
        tenantId: reg.schoolTenantId,
        targetId: reg._id,
        detail: { schoolYear: reg.schoolYear, superseded: competitors.join(',') || null },
      });
      const [, people] = await this.elections.registrationWithPeople(reg._id, manager);
      return this.inviteElected(manager, actor, domain, ssr, reg.schoolTenantId, people);
    });
    const row = (await this.elections.oneInDomain(domain._id, id))!;
    return { ...electionView(row), invitations };
  }

  private async inviteElected(
    manager: Tx,
    actor: AuditActor,
    domain: Domain,
    ssr: Tenant | null,
    schoolId: string,
    people: ElectionPerson[],
  ) {
    // One invitation per address and group, at the highest level that address was elected to there.
    const wanted = new Map<string, { mail: string; level: number; roles: string[] }>();
    for (const p of people) {
      const target = invitationTarget(p.role);
      const tenantId = target.group === 'SCHOOL' ? schoolId : (ssr?._id ?? 'none');
      const key = `${tenantId}:${p.mail}`;
      const entry = wanted.get(key) ?? { mail: p.mail, level: target.level, roles: [] };
      entry.level = Math.max(entry.level, target.level);
      entry.roles.push(p.role);
      wanted.set(key, entry);
    }
    const results: {
      roles: string[];
      roleLabels: string[];
      mail: string;
      tenantId: string | null;
      level: number;
      result: InvitationOutcome;
      message?: string;
    }[] = [];
    for (const [key, w] of wanted) {
      const tenantId = key.startsWith('none:') ? null : key.slice(0, key.indexOf(':'));
      const base = {
        roles: w.roles,
        roleLabels: w.roles.map((r) => ELECTION_ROLE_LABELS[r as keyof typeof ELECTION_ROLE_LABELS]),
        mail: w.mail,
        tenantId,
        level: w.level,
      };
      if (!tenantId) {
        results.push({ ...base, result: 'no-ssr-group' });
        continue;
      }
      try {
        const ctx = await this.domainAdmin.contextOf(domain, tenantId);
        await this.invitations.inviteWithin(manager, ctx, actor, { mail: w.mail, level: w.level });
        results.push({ ...base, result: 'invited' });
      } catch (err) {
        // Only refusals decided before any write (already a member, level) are per person; anything
        // else aborts the whole validation, which then stays pending and can be repeated.
        if (!(err instanceof DomainException)) throw err;
        results.push({ ...base, result: err.code === 'ALREADY_MEMBER' ? 'already-member' : 'failed', message: err.message });
      }
    }
    return results;
  }

  /** Who holds which office in the year: the newest validated registration of each school counts. */
  async functions(domain: Domain, year?: number) {
    const yearStart = year ?? currentSchoolYearStart();
    const rows = await this.elections.listInDomain(domain._id, yearStart, ElectionState.CLOSED);
    const latest = new Map<string, ElectionRow>();
    for (const r of rows) {
      const current = latest.get(r.school._id);
      if (!current || +(r.registration.validatedAt ?? 0) > +(current.registration.validatedAt ?? 0)) latest.set(r.school._id, r);
    }
    const items = [...latest.values()].flatMap((r) =>
      electionView(r).people.map((p) => ({
        ...p,
        school: r.school,
        electionId: r.registration._id,
        validatedAt: r.registration.validatedAt?.toISOString() ?? null,
      })),
    );
    return {
      ...yearView(yearStart),
      items,
      delegates: items.filter((i) => i.kind === 'DELEGATE'),
      school: items.filter((i) => i.kind === 'SCHOOL'),
    };
  }
}
