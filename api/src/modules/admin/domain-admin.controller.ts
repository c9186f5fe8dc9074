import { Body, Controller, Delete, Get, Param, Post, Put, Query, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConsumes, ApiCreatedResponse, ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { Actor } from '../../common/audit/actor';
import type { AuditActor } from '../../common/audit/actor';
import { PageQueryDto } from '../../common/pagination.dto';
import { UuidParam } from '../../common/uuid-param.pipe';
import type { Domain } from '../../core/identity/domain.entity';
import { MessageView } from '../../core/views/message.view';
import { CreateInvitationDto, InvitationQueryDto } from '../tenant/dto/invitation.dto';
import { AddMemberDto, UpdateMemberDto } from '../tenant/dto/member.dto';
import { CreatedInvitationView, InvitationPageView, MemberView } from '../tenant/dto/views.dto';
import { CurrentDomain, DomainAdmin } from './domain-admin.guard';
import { DomainAdminService } from './domain-admin.service';
import { AdminUpdateTenantDto, CreateDomainTenantDto, DomainImportTenantsDto, DomainTenantQueryDto } from './dto/admin.dto';
import {
  AdminDomainView,
  AdminMemberPageView,
  AdminTenantDetailView,
  AdminTenantPageView,
  AdminTenantView,
  DomainMemberAddedView,
  GroupImportView,
} from './dto/views.dto';
import { GROUP_IMPORT_MAX_BYTES } from './group-import.limits';
import { GroupImportService, parseGroupCsv } from './group-import.service';
import type { UploadedCsv } from './group-import.service';

/** SPEC 2.6 /d_admin: the domain's administrators (and platform moderators); other domains are 404. */
@ApiTags('tenant: domain administration')
@DomainAdmin()
@Controller('tenant/admin/domain/:domainId')
export class DomainAdminController {
  constructor(
    private readonly admin: DomainAdminService,
    private readonly importer: GroupImportService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Der Verband mit Zahl der Gruppen und Verwaltenden' })
  @ApiOkResponse({ type: AdminDomainView })
  domain(@CurrentDomain() domain: Domain) {
    return this.admin.domain(domain);
  }

  @Get('tenant')
  @ApiOperation({ summary: 'Schulen (type=SV) und Netzwerke (type=NETWORK) des Verbands, Suche mit text' })
  @ApiOkResponse({ type: AdminTenantPageView })
  tenants(@CurrentDomain() domain: Domain, @Query() query: DomainTenantQueryDto) {
    return this.admin.tenants(domain, query);
  }

  @Post('tenant')
  @ApiOperation({ summary: 'Schule oder Netzwerk im Verband anlegen' })
  @ApiCreatedResponse({ type: AdminTenantView })
  create(@Actor() actor: AuditActor, @CurrentDomain() domain: Domain, @Body() dto: CreateDomainTenantDto) {
    return this.admin.createTenant(actor, domain, dto);
  }

  @Post('tenant/import')
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: GROUP_IMPORT_MAX_BYTES, files: 1 } }))
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: "Gruppen aus CSV (Spalte 'name') in diesen Verband importieren; Antwort je Zeile" })
  @ApiCreatedResponse({ type: GroupImportView })
  import(
    @Actor() actor: AuditActor,
    @CurrentDomain() domain: Domain,
    @UploadedFile() file: UploadedCsv | undefined,
    @Body() dto: DomainImportTenantsDto,
  ) {
    const rows = parseGroupCsv(file);
    return this.importer.import(actor, domain._id, dto.type, dto.isPublic ?? false, rows);
  }

  @Get('tenant/:tenantId')
  @ApiOperation({ summary: 'Eine Gruppe des Verbands mit Mitgliedern' })
  @ApiOkResponse({ type: AdminTenantDetailView })
  tenant(@CurrentDomain() domain: Domain, @Param('tenantId', UuidParam) tenantId: string, @Query() query: PageQueryDto) {
    return this.admin.tenant(domain, tenantId, query);
  }

  @Put('tenant/:tenantId')
  @ApiOperation({ summary: 'Gruppe des Verbands bearbeiten' })
  @ApiOkResponse({ type: AdminTenantView })
  update(
    @Actor() actor: AuditActor,
    @CurrentDomain() domain: Domain,
    @Param('tenantId', UuidParam) tenantId: string,
    @Body() dto: AdminUpdateTenantDto,
  ) {
    return this.admin.updateTenant(actor, domain, tenantId, dto);
  }

  @Get('tenant/:tenantId/member')
  @ApiOperation({ summary: 'Mitglieder einer Gruppe des Verbands (mit E-Mail-Adressen)' })
  @ApiOkResponse({ type: AdminMemberPageView })
  members(@CurrentDomain() domain: Domain, @Param('tenantId', UuidParam) tenantId: string, @Query() query: PageQueryDto) {
    return this.admin.memberList(domain, tenantId, query);
  }

  @Post('tenant/:tenantId/member')
  @ApiOperation({
    summary:
      'Person per E-Mail mit Rolle hinzufügen: hat die Adresse ein Konto, wird es Mitglied, sonst geht eine Einladung hinaus; ' +
      'dieselbe Antwort in beiden Fällen, keine userId (die Plattformadministration nimmt auch per userId auf und bekommt das Mitglied)',
  })
  @ApiExtraModels(DomainMemberAddedView, MemberView)
  @ApiCreatedResponse({ schema: { oneOf: [{ $ref: getSchemaPath(DomainMemberAddedView) }, { $ref: getSchemaPath(MemberView) }] } })
  addMember(
    @Actor() actor: AuditActor,
    @CurrentDomain() domain: Domain,
    @Param('tenantId', UuidParam) tenantId: string,
    @Body() dto: AddMemberDto,
  ) {
    return this.admin.addMember(actor, domain, tenantId, dto);
  }

  @Put('tenant/:tenantId/member')
  @ApiOperation({ summary: 'Rolle eines Mitglieds ändern (userId, level)' })
  @ApiOkResponse({ type: MemberView })
  updateMember(
    @Actor() actor: AuditActor,
    @CurrentDomain() domain: Domain,
    @Param('tenantId', UuidParam) tenantId: string,
    @Body() dto: UpdateMemberDto,
  ) {
    return this.admin.updateMember(actor, domain, tenantId, dto);
  }

  @Post('tenant/:tenantId/invitation')
  @ApiOperation({ summary: 'Per E-Mail in eine Gruppe des Verbands einladen (mail, level)' })
  @ApiCreatedResponse({ type: CreatedInvitationView })
  invite(
    @Actor() actor: AuditActor,
    @CurrentDomain() domain: Domain,
    @Param('tenantId', UuidParam) tenantId: string,
    @Body() dto: CreateInvitationDto,
  ) {
    return this.admin.invite(actor, domain, tenantId, dto);
  }

  @Delete('tenant/:tenantId/member/:userId')
  @ApiOperation({ summary: 'Mitglied aus einer Gruppe des Verbands entfernen' })
  @ApiOkResponse({ type: MessageView })
  removeMember(
    @Actor() actor: AuditActor,
    @CurrentDomain() domain: Domain,
    @Param('tenantId', UuidParam) tenantId: string,
    @Param('userId', UuidParam) userId: string,
  ) {
    return this.admin.removeMember(actor, domain, tenantId, userId);
  }

  @Get('tenant/:tenantId/invitation')
  @ApiOperation({ summary: 'Einladungen einer Gruppe des Verbands (Standard: offene)' })
  @ApiOkResponse({ type: InvitationPageView })
  invitations(@CurrentDomain() domain: Domain, @Param('tenantId', UuidParam) tenantId: string, @Query() query: InvitationQueryDto) {
    return this.admin.invitationList(domain, tenantId, query);
  }
}
