// Elections in a domain (SPEC 2.6, 4): pending and closed registrations per school year, validation
// (closes it, then invites the elected through the normal invitation flow) and the functions overview.
import { Injectable } from '@nestjs/common';
import type { RequestUser } from '../../../common/auth/request-user';
import { DomainException, Errors } from '../../../common/domain.exception';
import { TransactionRunner } from '../../../infrastructure/database/transaction';
import { Domain } from '../entities/domain.entity';
import { Tenant } from '../entities/tenant.entity';
import { InvitationService } from '../services/invitation.service';
import { AdminAuditService } from '../admin/admin-audit.service';
import { AdminRepository } from '../admin/admin.repository';
import type { RouteInfo } from '../admin/platform-admin.service';
import { DomainAdminService } from '../admin/domain-admin.service';
import { ElectionState } from './election.entity';
import { ELECTION_MESSAGES as M } from './election.messages';
import { ElectionRepository, ElectionRow } from './election.repository';
import { currentSchoolYearStart, ELECTION_ROLE_LABELS, invitationTarget } from './election.roles';
import { electionView, yearView } from './election.views';

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
    return {
      ...yearView(yearStart),
      pending: rows.filter((r) => r.registration.state === ElectionState.PENDING).map(electionView),
      closed: rows.filter((r) => r.registration.state === ElectionState.CLOSED).map(electionView),
    };
  }

  async one(domain: Domain, id: string) {
    const row = await this.elections.oneInDomain(domain._id, id);
    if (!row) throw Errors.notFound();
    return electionView(row);
  }

  /**
   * Closes the registration (who and when), then invites every elected person. The invitations run after
   * the commit through InvitationService, each on its own: one address that cannot be invited does not
   * undo the validation; the answer says per person what happened.
   */
  async validate(actor: RequestUser, at: RouteInfo, domain: Domain, id: string) {
    await this.tx.run(async (manager) => {
      const reg = await this.elections.lockInDomain(domain._id, id, manager);
      if (!reg) throw Errors.notFound();
      if (reg.state !== ElectionState.PENDING) throw Errors.conflict('ELECTION_CLOSED', M.alreadyClosed);
      await this.elections.close(reg._id, actor.userId, manager);
      await this.audit.record(manager, actor, {
        ...at, action: 'election.validate', domainId: domain._id, tenantId: reg.schoolTenantId, targetId: reg._id, detail: { schoolYear: reg.schoolYear },
      });
    });
    const row = (await this.elections.oneInDomain(domain._id, id))!;
    const invitations = await this.inviteElected(actor, domain, row);
    return { ...electionView(row), invitations };
  }

  private async inviteElected(actor: RequestUser, domain: Domain, row: ElectionRow) {
    const ssr = await this.adminRepo.findSsrOf(domain._id);
    // One invitation per address and group, at the highest level that address was elected to there.
    const wanted = new Map<string, { tenant: Tenant | null; mail: string; level: number; roles: string[] }>();
    const schoolId = row.registration.schoolTenantId;
    for (const p of row.people) {
      const target = invitationTarget(p.role);
      const tenantId = target.group === 'SCHOOL' ? schoolId : (ssr?._id ?? 'none');
      const key = `${tenantId}:${p.mail}`;
      const entry = wanted.get(key) ?? { tenant: target.group === 'SSR' ? ssr : null, mail: p.mail, level: target.level, roles: [] };
      entry.level = Math.max(entry.level, target.level);
      entry.roles.push(p.role);
      wanted.set(key, entry);
    }
    const results: { roles: string[]; roleLabels: string[]; mail: string; tenantId: string | null; level: number; result: InvitationOutcome; message?: string }[] = [];
    for (const [key, w] of wanted) {
      const tenantId = key.startsWith('none:') ? null : key.slice(0, key.indexOf(':'));
      const base = { roles: w.roles, roleLabels: w.roles.map((r) => ELECTION_ROLE_LABELS[r as keyof typeof ELECTION_ROLE_LABELS]), mail: w.mail, tenantId, level: w.level };
      if (!tenantId) {
        results.push({ ...base, result: 'no-ssr-group' });
        continue;
      }
      try {
        const ctx = await this.domainAdmin.contextOf(domain, tenantId);
        await this.invitations.invite(ctx, actor, { mail: w.mail, level: w.level });
        results.push({ ...base, result: 'invited' });
      } catch (err) {
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
      electionView(r).people.map((p) => ({ ...p, school: r.school, electionId: r.registration._id, validatedAt: r.registration.validatedAt?.toISOString() ?? null })),
    );
    return {
      ...yearView(yearStart),
      items,
      delegates: items.filter((i) => i.kind === 'DELEGATE'),
      school: items.filter((i) => i.kind === 'SCHOOL'),
    };
  }
}

