import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser } from '../../common/auth/request-user';
import type { RequestUser } from '../../common/auth/request-user';
import { PageQueryDto } from '../../common/pagination.dto';
import { TenantMember, TenantPermission } from '../../common/tenancy/tenant-access.decorator';
import { CurrentTenant } from '../../common/tenancy/tenant-context';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { UuidParam } from '../../common/uuid-param.pipe';
import { MessageView } from '../../core/views/message.view';
import { CreateProjectDto, UpdateProjectDto } from './dto/project.dto';
import { ProjectPageView, ProjectViewDto } from './dto/views.dto';
import { ProjectService } from './project.service';

// Edit is guarded by project:create (every level that may edit may also create); the service then applies
// the author rule to the project. Delete is project:delete only.
@ApiTags('project: projects')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@Controller('project/tenant/:tenantId/project')
export class ProjectController {
  constructor(private readonly projects: ProjectService) {}

  @Get()
  @TenantMember({ integration: 'project' })
  @ApiOperation({ summary: 'Projekte, die meine Rolle sehen darf, neueste zuerst; Suche im Titel (text)' })
  @ApiOkResponse({ type: ProjectPageView })
  list(@CurrentTenant() ctx: TenantContext, @CurrentUser() user: RequestUser, @Query() query: PageQueryDto) {
    return this.projects.list(ctx, user.userId, query);
  }

  @Post()
  @TenantPermission('project:create')
  @ApiOperation({ summary: "Projekt anlegen (Spalten 'Offen', 'In Arbeit', 'Erledigt')" })
  @ApiCreatedResponse({ type: ProjectViewDto })
  @ApiBadRequestResponse({ description: 'Titel fehlt oder Felder ungültig' })
  create(@CurrentTenant() ctx: TenantContext, @CurrentUser() user: RequestUser, @Body() dto: CreateProjectDto) {
    return this.projects.create(ctx, user.userId, dto);
  }

  @Get(':projectId')
  @TenantMember({ integration: 'project' })
  @ApiOperation({ summary: 'Ein Projekt (404, wenn meine Rolle es nicht sehen darf)' })
  @ApiOkResponse({ type: ProjectViewDto })
  get(@CurrentTenant() ctx: TenantContext, @CurrentUser() user: RequestUser, @Param('projectId', UuidParam) projectId: string) {
    return this.projects.get(ctx, user.userId, projectId);
  }

  @Put(':projectId')
  @TenantPermission('project:create')
  @ApiOperation({ summary: 'Projekt ändern: nur gesendete Felder; columns = die ganze neue Spaltenliste' })
  @ApiOkResponse({ type: ProjectViewDto })
  @ApiBadRequestResponse({ description: 'Ungültige Felder oder unbekannte Spalten-Id' })
  @ApiConflictResponse({ description: 'Eine entfernte Spalte enthält noch Aufgaben' })
  update(
    @CurrentTenant() ctx: TenantContext,
    @CurrentUser() user: RequestUser,
    @Param('projectId', UuidParam) projectId: string,
    @Body() dto: UpdateProjectDto,
  ) {
    return this.projects.update(ctx, user.userId, projectId, dto);
  }

  @Delete(':projectId')
  @TenantPermission('project:delete')
  @ApiOperation({ summary: 'Projekt mit allen Aufgaben und Dateien löschen' })
  @ApiOkResponse({ type: MessageView })
  remove(@CurrentTenant() ctx: TenantContext, @Param('projectId', UuidParam) projectId: string) {
    return this.projects.remove(ctx, projectId);
  }
}
