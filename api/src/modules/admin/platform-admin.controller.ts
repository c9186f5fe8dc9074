import { Body, Controller, Delete, Get, Param, Post, Put, Query, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConflictResponse, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PlatformLevel } from '#shared/levels';
import { Actor } from '../../common/audit/actor';
import type { AuditActor } from '../../common/audit/actor';
import { RequirePlatformLevel } from '../../common/auth/platform-level.guard';
import { PageQueryDto } from '../../common/pagination.dto';
import { UuidParam } from '../../common/uuid-param.pipe';
import { MessageView } from '../../core/views/message.view';
import { AdminAuditService } from './admin-audit.service';
import {
  AddDomainAdministratorDto,
  AdminTenantQueryDto,
  AdminUpdateTenantDto,
  CreateTenantDto,
  DomainDto,
  ImportTenantsDto,
  UpdateDomainDto,
} from './dto/admin.dto';
import {
  AdminDomainPageView,
  AdminDomainView,
  AdministratorListView,
  AdministratorView,
  AdminTenantDetailView,
  AdminTenantPageView,
  AdminTenantView,
  AuditPageView,
  GroupImportView,
} from './dto/views.dto';
import { GROUP_IMPORT_MAX_BYTES } from './group-import.limits';
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
  ) {}

  @Post('tenant/import')
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: GROUP_IMPORT_MAX_BYTES, files: 1 } }))
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: "Gruppen aus CSV (Spalte 'name', Trenner , oder ;) in einen Verband importieren; Antwort je Zeile" })
  @ApiCreatedResponse({ type: GroupImportView })
  import(@Actor() actor: AuditActor, @UploadedFile() file: UploadedCsv | undefined, @Body() dto: ImportTenantsDto) {
    const rows = parseGroupCsv(file);
    return this.importer.importIntoKnownDomain(actor, dto.domainId, dto.type, dto.isPublic ?? false, rows);
  }

  @Get('tenant')
  @ApiOperation({ summary: 'Alle Gruppen, gefiltert nach Name (text), Art (type) und Verband (domainId)' })
  @ApiOkResponse({ type: AdminTenantPageView })
  tenants(@Query() query: AdminTenantQueryDto) {
    return this.admin.listTenants(query);
  }

  @Get('tenant/:id')
  @ApiOperation({ summary: 'Eine Gruppe mit Einstellungen und Mitgliedern (members, seitenweise)' })
  @ApiOkResponse({ type: AdminTenantDetailView })
  tenant(@Param('id', UuidParam) id: string, @Query() query: PageQueryDto) {
    return this.admin.tenantDetail(id, query);
  }

  @Post('tenant')
  @ApiOperation({ summary: 'Gruppe anlegen (name, type, domainId, isPublic)' })
  @ApiConflictResponse({ description: 'Name im Verband vergeben' })
  @ApiCreatedResponse({ type: AdminTenantView })
  createTenant(@Actor() actor: AuditActor, @Body() dto: CreateTenantDto) {
    return this.admin.createTenant(actor, dto);
  }

  @Put('tenant/:id')
  @ApiOperation({ summary: 'Name, öffentlich, iCal, Integrationen einer Gruppe ändern' })
  @ApiOkResponse({ type: AdminTenantView })
  updateTenant(@Actor() actor: AuditActor, @Param('id', UuidParam) id: string, @Body() dto: AdminUpdateTenantDto) {
    return this.admin.updateTenant(actor, id, dto);
  }

  @Delete('tenant/:id')
  @ApiOperation({ summary: 'Gruppe mit Mitgliedschaften, Einladungen und Benachrichtigungen löschen' })
  @ApiOkResponse({ type: MessageView })
  deleteTenant(@Actor() actor: AuditActor, @Param('id', UuidParam) id: string) {
    return this.admin.deleteTenant(actor, id);
  }

  @Get('domain')
  @ApiOperation({ summary: 'Alle Verbände mit Zahl der Gruppen und Verwaltenden' })
  @ApiOkResponse({ type: AdminDomainPageView })
  domains(@Query() query: PageQueryDto) {
    return this.admin.listDomains(query);
  }

  @Post('domain')
  @ApiOperation({ summary: 'Verband anlegen (name, description)' })
  @ApiCreatedResponse({ type: AdminDomainView })
  createDomain(@Actor() actor: AuditActor, @Body() dto: DomainDto) {
    return this.admin.createDomain(actor, dto);
  }

  @Put('domain/:domainId')
  @ApiOperation({ summary: 'Verband ändern' })
  @ApiOkResponse({ type: AdminDomainView })
  updateDomain(@Actor() actor: AuditActor, @Param('domainId', UuidParam) id: string, @Body() dto: UpdateDomainDto) {
    return this.admin.updateDomain(actor, id, dto);
  }

  @Delete('domain/:domainId')
  @ApiOperation({ summary: 'Verband löschen (nur ohne Gruppen)' })
  @ApiConflictResponse({ description: 'Dem Verband gehören noch Gruppen an' })
  @ApiOkResponse({ type: MessageView })
  deleteDomain(@Actor() actor: AuditActor, @Param('domainId', UuidParam) id: string) {
    return this.admin.deleteDomain(actor, id);
  }

  @Get('domain/:domainId/administrator')
  @ApiOperation({ summary: 'Wer den Verband verwaltet' })
  @ApiOkResponse({ type: AdministratorListView })
  administrators(@Param('domainId', UuidParam) domainId: string) {
    return this.admin.administrators(domainId);
  }

  @Post('domain/:domainId/administrator')
  @ApiOperation({ summary: 'Verwaltende*n hinzufügen (mail oder userId eines bestätigten Kontos)' })
  @ApiCreatedResponse({ type: AdministratorView })
  addAdministrator(@Actor() actor: AuditActor, @Param('domainId', UuidParam) domainId: string, @Body() dto: AddDomainAdministratorDto) {
    return this.admin.addAdministrator(actor, domainId, dto);
  }

  @Delete('domain/:domainId/administrator/:userId')
  @ApiOperation({ summary: 'Verwaltende*n entfernen' })
  @ApiOkResponse({ type: MessageView })
  removeAdministrator(
    @Actor() actor: AuditActor,
    @Param('domainId', UuidParam) domainId: string,
    @Param('userId', UuidParam) userId: string,
  ) {
    return this.admin.removeAdministrator(actor, domainId, userId);
  }

  @Get('audit')
  @RequirePlatformLevel(PlatformLevel.PLENUM_ADMINISTRATION)
  @ApiOperation({ summary: 'Protokoll der Verwaltungsaktionen (nur Plattform-Administration), neueste zuerst' })
  @ApiOkResponse({ type: AuditPageView })
  auditLog(@Query() query: PageQueryDto) {
    return this.audit.list(query);
  }
}
