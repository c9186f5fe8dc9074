// POST /auth/tenant/{groupId}/user/add (SPEC 7). Nobody becomes a member without consent: whoever
// administers the group's members sends an invitation the person accepts or declines. Only the platform
// administration and the administrators of the group's domain add directly, and each such add is written
// to the audit log. It lives here, not in the tenant module, because it needs both of those, which the
// admin module owns (the admin module imports the tenant module, never the other way round).
import { Body, Controller, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiForbiddenResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import type { DomainMemberAdded } from '#shared/admin';
import { isPlatformAdministrator } from '#shared/levels';
import { Actor } from '../../common/audit/actor';
import type { AuditActor } from '../../common/audit/actor';
import { TenantPermission } from '../../common/tenancy/tenant-access.decorator';
import { CurrentTenant } from '../../common/tenancy/tenant-context';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { AddMemberDto } from '../tenant/dto/member.dto';
import { MemberInvitedView, MemberView } from '../tenant/dto/views.dto';
import { MemberAdminService } from '../tenant/member-admin.service';
import { AdminAuditService } from './admin-audit.service';
import { AdminRepository } from './admin.repository';
import { DomainMemberAddService } from './domain-member-add.service';
import { DomainMemberAddedView } from './dto/views.dto';

@ApiTags('tenant: members')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@Controller('auth/tenant/:tenantId/user')
export class MemberAddController {
  constructor(
    private readonly members: MemberAdminService,
    private readonly repo: AdminRepository,
    private readonly audit: AdminAuditService,
    private readonly domainAdd: DomainMemberAddService,
  ) {}

  @Post('add')
  @TenantPermission('member:administration')
  @ApiOperation({
    summary:
      'Person per E-Mail einladen (mail, level); die Plattformadministration nimmt ein bestätigtes Konto (mail oder userId) direkt auf, ' +
      'die Verbandsadministration nur per mail und mit derselben Antwort, ob die Adresse ein Konto hat (sonst Einladung)',
  })
  @ApiExtraModels(MemberView, MemberInvitedView, DomainMemberAddedView)
  @ApiCreatedResponse({
    description:
      'Einladung verschickt (gleiche Antwort für bekannte und unbekannte Adressen) oder, für die Administration, das neue Mitglied',
    schema: {
      oneOf: [
        { $ref: getSchemaPath(MemberInvitedView) },
        { $ref: getSchemaPath(DomainMemberAddedView) },
        { $ref: getSchemaPath(MemberView) },
      ],
    },
  })
  @ApiBadRequestResponse({ description: 'Rolle oder E-Mail ungültig' })
  @ApiForbiddenResponse({ description: 'LEVEL_ABOVE_OWN' })
  @ApiConflictResponse({ description: 'ALREADY_MEMBER' })
  async add(
    @CurrentTenant() ctx: TenantContext,
    @Actor() actor: AuditActor,
    @Body() dto: AddMemberDto,
  ): Promise<MemberView | MemberInvitedView | DomainMemberAdded> {
    const { tenant } = ctx;
    if (!isPlatformAdministrator(actor.permissionLevel)) {
      const domainAdmin = tenant.domainId !== null && (await this.repo.isAdministrator(tenant.domainId, actor.userId));
      return domainAdmin ? this.domainAdd.add(ctx, actor, dto) : this.members.invite(ctx, actor, dto);
    }
    return this.members.add(ctx, actor, dto, (manager, change) =>
      this.audit.record(manager, actor, {
        action: 'member.add',
        tenantId: tenant._id,
        domainId: tenant.domainId,
        targetId: change.userId,
        detail: { before: change.before, after: change.after, level: change.after, self: change.userId === actor.userId },
      }),
    );
  }
}
