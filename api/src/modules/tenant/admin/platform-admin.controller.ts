import { Body, Controller, Delete, Get, Param, Post, Put, Query, Req, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConflictResponse, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UPLOAD_MAX_BYTES } from '#shared/validation';
import { Errors } from '../../../common/domain.exception';
import { PlatformLevel } from '#shared/levels';
import { RequirePlatformLevel } from '../../../common/auth/platform-level.guard';
import { CurrentUser } from '../../../common/auth/request-user';
import type { AuthedRequest, RequestUser } from '../../../common/auth/request-user';
import { PageQueryDto } from '../../../common/pagination.dto';
import { UuidParam } from '../../../common/uuid-param.pipe';
import { AdminAuditService, routeOf } from './admin-audit.service';
import { AddDomainAdministratorDto, AdminTenantQueryDto, AdminUpdateTenantDto, CreateTenantDto, DomainDto, ImportTenantsDto, UpdateDomainDto } from './admin.dto';
import { ADMIN_MESSAGES } from './admin.messages';
import { AdminRepository } from './admin.repository';
import { GroupImportService, parseGroupCsv } from './group-import.service';
import type { UploadedCsv } from './group-import.service';
import { PlatformAdminService } from './platform-admin.service';

/** SPEC 2.3 /admin and 7 "Tenant administration": platform moderators and administrators only. */
@ApiTags('tenant: platform administration')
@RequirePlatformLevel(PlatformLevel.PLENUM_MODERATION)
@Controller('tenant/admin')
export class PlatformAdminController {
  constructor(
    private readonly admin: PlatformAdminService,
    private readonly audit: AdminAuditService,
    private readonly importer: GroupImportService,
    private readonly repo: AdminRepository,
  ) {}

  @Post('tenant/import')
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } }))
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: "Gruppen aus CSV (Spalte 'name', Trenner , oder ;) in einen Verband importieren; Antwort je Zeile" })
  async import(@CurrentUser() user: RequestUser, @Req() req: AuthedRequest, @UploadedFile() file: UploadedCsv | undefined, @Body() dto: ImportTenantsDto) {
    const rows = parseGroupCsv(file);
    if (!(await this.repo.findDomain(dto.domainId))) throw Errors.validation([{ field: 'domainId', message: ADMIN_MESSAGES.domainRequired }]);
    return this.importer.import(user, routeOf(req), dto.domainId, dto.type, dto.isPublic ?? false, rows);
  }

  @Get('tenant')
  @ApiOperation({ summary: 'Alle Gruppen, gefiltert nach Name (text), Art (type) und Verband (domainId)' })
  tenants(@Query() query: AdminTenantQueryDto) {
    return this.admin.listTenants(query);
  }

  @Get('tenant/:id')
  @ApiOperation({ summary: 'Eine Gruppe mit Einstellungen und Mitgliedern (members, seitenweise)' })
  tenant(@Param('id', UuidParam) id: string, @Query() query: PageQueryDto) {
    return this.admin.tenantDetail(id, query);
  }

  @Post('tenant')
  @ApiOperation({ summary: 'Gruppe anlegen (name, type, domainId, isPublic)' })
  @ApiConflictResponse({ description: 'Name im Verband vergeben' })
  createTenant(@CurrentUser() user: RequestUser, @Req() req: AuthedRequest, @Body() dto: CreateTenantDto) {
    return this.admin.createTenant(user, routeOf(req), dto);
  }

  @Put('tenant/:id')
  @ApiOperation({ summary: 'Name, öffentlich, iCal, Integrationen einer Gruppe ändern' })
  updateTenant(@CurrentUser() user: RequestUser, @Req() req: AuthedRequest, @Param('id', UuidParam) id: string, @Body() dto: AdminUpdateTenantDto) {
    return this.admin.updateTenant(user, routeOf(req), id, dto);
  }

  @Delete('tenant/:id')
  @ApiOperation({ summary: 'Gruppe mit Mitgliedschaften, Einladungen und Benachrichtigungen löschen' })
  deleteTenant(@CurrentUser() user: RequestUser, @Req() req: AuthedRequest, @Param('id', UuidParam) id: string) {
    return this.admin.deleteTenant(user, routeOf(req), id);
  }

  @Get('domain')
  @ApiOperation({ summary: 'Alle Verbände mit Zahl der Gruppen und Verwaltenden' })
  domains(@Query() query: PageQueryDto) {
    return this.admin.listDomains(query);
  }

  @Post('domain')
  @ApiOperation({ summary: 'Verband anlegen (name, description)' })
  createDomain(@CurrentUser() user: RequestUser, @Req() req: AuthedRequest, @Body() dto: DomainDto) {
    return this.admin.createDomain(user, routeOf(req), dto);
  }

  @Put('domain/:domainId')
  @ApiOperation({ summary: 'Verband ändern' })
  updateDomain(@CurrentUser() user: RequestUser, @Req() req: AuthedRequest, @Param('domainId', UuidParam) id: string, @Body() dto: UpdateDomainDto) {
    return this.admin.updateDomain(user, routeOf(req), id, dto);
  }

  @Delete('domain/:domainId')
  @ApiOperation({ summary: 'Verband löschen (nur ohne Gruppen)' })
  @ApiConflictResponse({ description: 'Dem Verband gehören noch Gruppen an' })
  deleteDomain(@CurrentUser() user: RequestUser, @Req() req: AuthedRequest, @Param('domainId', UuidParam) id: string) {
    return this.admin.deleteDomain(user, routeOf(req), id);
  }

  @Get('domain/:domainId/administrator')
  @ApiOperation({ summary: 'Wer den Verband verwaltet' })
  administrators(@Param('domainId', UuidParam) domainId: string) {
    return this.admin.administrators(domainId);
  }

  @Post('domain/:domainId/administrator')
  @ApiOperation({ summary: 'Verwaltende*n hinzufügen (mail oder userId eines bestätigten Kontos)' })
  addAdministrator(@CurrentUser() user: RequestUser, @Req() req: AuthedRequest, @Param('domainId', UuidParam) domainId: string, @Body() dto: AddDomainAdministratorDto) {
    return this.admin.addAdministrator(user, routeOf(req), domainId, dto);
  }

  @Delete('domain/:domainId/administrator/:userId')
  @ApiOperation({ summary: 'Verwaltende*n entfernen' })
  removeAdministrator(@CurrentUser() user: RequestUser, @Req() req: AuthedRequest, @Param('domainId', UuidParam) domainId: string, @Param('userId', UuidParam) userId: string) {
    return this.admin.removeAdministrator(user, routeOf(req), domainId, userId);
  }

  @Get('audit')
  @RequirePlatformLevel(PlatformLevel.PLENUM_ADMINISTRATION)
  @ApiOperation({ summary: 'Protokoll der Verwaltungsaktionen (nur Plattform-Administration), neueste zuerst' })
  auditLog(@Query() query: PageQueryDto) {
    return this.audit.list(query);
  }
}
