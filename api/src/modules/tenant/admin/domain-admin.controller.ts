import { Body, Controller, Get, Param, Post, Put, Query, Req, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UPLOAD_MAX_BYTES } from '#shared/validation';
import { CurrentUser } from '../../../common/auth/request-user';
import type { AuthedRequest, RequestUser } from '../../../common/auth/request-user';
import { PageQueryDto } from '../../../common/pagination.dto';
import { UuidParam } from '../../../common/uuid-param.pipe';
import { CreateInvitationDto } from '../dto/invitation.dto';
import { AddMemberDto, UpdateMemberDto } from '../dto/member.dto';
import type { Domain } from '../entities/domain.entity';
import { routeOf } from './admin-audit.service';
import { AdminUpdateTenantDto, CreateDomainTenantDto, DomainImportTenantsDto, DomainTenantQueryDto } from './admin.dto';
import { CurrentDomain, DomainAdmin } from './domain-admin.guard';
import { DomainAdminService } from './domain-admin.service';
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
  domain(@CurrentDomain() domain: Domain) {
    return this.admin.domain(domain);
  }

  @Get('tenant')
  @ApiOperation({ summary: 'Schulen (type=SV) und Netzwerke (type=NETWORK) des Verbands, Suche mit text' })
  tenants(@CurrentDomain() domain: Domain, @Query() query: DomainTenantQueryDto) {
    return this.admin.tenants(domain, query);
  }

  @Post('tenant')
  @ApiOperation({ summary: 'Schule oder Netzwerk im Verband anlegen' })
  create(@CurrentUser() user: RequestUser, @Req() req: AuthedRequest, @CurrentDomain() domain: Domain, @Body() dto: CreateDomainTenantDto) {
    return this.admin.createTenant(user, routeOf(req), domain, dto);
  }

  @Post('tenant/import')
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } }))
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: "Gruppen aus CSV (Spalte 'name') in diesen Verband importieren; Antwort je Zeile" })
  import(@CurrentUser() user: RequestUser, @Req() req: AuthedRequest, @CurrentDomain() domain: Domain, @UploadedFile() file: UploadedCsv | undefined, @Body() dto: DomainImportTenantsDto) {
    const rows = parseGroupCsv(file);
    return this.importer.import(user, routeOf(req), domain._id, dto.type, dto.isPublic ?? false, rows);
  }

  @Get('tenant/:tenantId')
  @ApiOperation({ summary: 'Eine Gruppe des Verbands mit Mitgliedern' })
  tenant(@CurrentDomain() domain: Domain, @Param('tenantId', UuidParam) tenantId: string, @Query() query: PageQueryDto) {
    return this.admin.tenant(domain, tenantId, query);
  }

  @Put('tenant/:tenantId')
  @ApiOperation({ summary: 'Gruppe des Verbands bearbeiten' })
  update(@CurrentUser() user: RequestUser, @Req() req: AuthedRequest, @CurrentDomain() domain: Domain, @Param('tenantId', UuidParam) tenantId: string, @Body() dto: AdminUpdateTenantDto) {
    return this.admin.updateTenant(user, routeOf(req), domain, tenantId, dto);
  }

  @Get('tenant/:tenantId/member')
  @ApiOperation({ summary: 'Mitglieder einer Gruppe des Verbands (mit E-Mail-Adressen)' })
  members(@CurrentDomain() domain: Domain, @Param('tenantId', UuidParam) tenantId: string, @Query() query: PageQueryDto) {
    return this.admin.memberList(domain, tenantId, query);
  }

  @Post('tenant/:tenantId/member')
  @ApiOperation({ summary: 'Bestehendes Konto (mail oder userId) mit Rolle hinzufügen' })
  addMember(@CurrentUser() user: RequestUser, @Req() req: AuthedRequest, @CurrentDomain() domain: Domain, @Param('tenantId', UuidParam) tenantId: string, @Body() dto: AddMemberDto) {
    return this.admin.addMember(user, routeOf(req), domain, tenantId, dto);
  }

  @Put('tenant/:tenantId/member')
  @ApiOperation({ summary: 'Rolle eines Mitglieds ändern (userId, level)' })
  updateMember(@CurrentUser() user: RequestUser, @Req() req: AuthedRequest, @CurrentDomain() domain: Domain, @Param('tenantId', UuidParam) tenantId: string, @Body() dto: UpdateMemberDto) {
    return this.admin.updateMember(user, routeOf(req), domain, tenantId, dto);
  }

  @Post('tenant/:tenantId/invitation')
  @ApiOperation({ summary: 'Per E-Mail in eine Gruppe des Verbands einladen (mail, level)' })
  invite(@CurrentUser() user: RequestUser, @Req() req: AuthedRequest, @CurrentDomain() domain: Domain, @Param('tenantId', UuidParam) tenantId: string, @Body() dto: CreateInvitationDto) {
    return this.admin.invite(user, routeOf(req), domain, tenantId, dto);
  }
}
