// A domain administrator's direct add (issue 24 §10). It takes an address, never a user id (an id would
// lead to the address behind it), and answers the same whether the address has an account: an account
// becomes a member at once, a new address gets the group's usual invitation. Each add is in the audit log,
// with the address; the audit log is read by the platform administration only.
import { Injectable } from '@nestjs/common';
import { DOMAIN_MEMBER_ADDED_MESSAGE, type DomainMemberAdded } from '#shared/admin';
import type { AuditActor } from '../../common/audit/actor';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { AddMemberDto } from '../tenant/dto/member.dto';
import { InvitationService } from '../tenant/invitation.service';
import { MemberAdminService } from '../tenant/member-admin.service';
import { TenantErrors } from '../tenant/tenant.errors';
import { AdminAuditService } from './admin-audit.service';
import { AdminRepository } from './admin.repository';

@Injectable()
export class DomainMemberAddService {
  constructor(
    private readonly repo: AdminRepository,
    private readonly members: MemberAdminService,
    private readonly invitations: InvitationService,
    private readonly audit: AdminAuditService,
  ) {}

  async add(ctx: TenantContext, actor: AuditActor, dto: AddMemberDto): Promise<DomainMemberAdded> {
    // With a userId the DTO skips the mail rules: refuse it, with or without a mail beside it.
    if (dto.userId !== undefined || dto.mail === undefined) throw TenantErrors.inviteByMail();
    const { tenant } = ctx;
    const mail = dto.mail.toLowerCase();
    const base = { action: 'member.add' as const, tenantId: tenant._id, domainId: tenant.domainId };
    if (await this.repo.verifiedAccountId(mail)) {
      await this.members.add(ctx, actor, { mail, level: dto.level }, (manager, change) =>
        this.audit.record(manager, actor, {
          ...base,
          targetId: change.userId,
          detail: { mail, level: change.after, before: change.before, after: change.after, self: change.userId === actor.userId },
        }),
      );
    } else {
      const invitation = await this.invitations.invite(ctx, actor, { mail, level: dto.level });
      await this.audit.record(null, actor, { ...base, targetId: invitation._id, detail: { mail, level: dto.level, invited: true } });
    }
    return { message: DOMAIN_MEMBER_ADDED_MESSAGE };
  }
}
