import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { PROJECT_TASKS_MAX } from '#shared/project';
import { CurrentUser } from '../../common/auth/request-user';
import type { RequestUser } from '../../common/auth/request-user';
import { TenantMember, TenantPermission } from '../../common/tenancy/tenant-access.decorator';
import { CurrentTenant } from '../../common/tenancy/tenant-context';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { UuidParam } from '../../common/uuid-param.pipe';
import { MessageView } from '../../core/views/message.view';
import type { CheckedUpload } from '../files/dto/checked-upload.dto';
import { MaterialUploads, UploadedMaterials } from '../files/upload.decorators';
import { CreateTaskDto, MoveTaskDto, SubtaskIndexParam, TickSubtaskDto, UpdateTaskDto } from './dto/task.dto';
import { ProjectBoardViewDto, ProjectTaskViewDto } from './dto/views.dto';
import { ProjectTaskService } from './project-task.service';

const MULTIPART = 'JSON, oder multipart mit Dateien im Feld newUploads; subtasks und connectors dann als JSON-Text';

// Edit is guarded by project:create; the service lets project:edit change any task and the owner their own.
// Move and ticking a subtask are open to members: the task rules let the owner do both at any level
// (project-task.rules.ts). Delete needs project:edit.
@ApiTags('project: tasks')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@Controller('project/tenant/:tenantId/project/:projectId')
export class ProjectTaskController {
  constructor(private readonly tasks: ProjectTaskService) {}

  @Get('board')
  @TenantMember({ integration: 'project' })
  @ApiOperation({ summary: `Das Board: das Projekt und alle Aufgaben (höchstens ${PROJECT_TASKS_MAX}) nach Spalte und Position` })
  @ApiOkResponse({ type: ProjectBoardViewDto })
  board(@CurrentTenant() ctx: TenantContext, @CurrentUser() user: RequestUser, @Param('projectId', UuidParam) projectId: string) {
    return this.tasks.board(ctx, user.userId, projectId);
  }

  @Post('task')
  @TenantPermission('project:create')
  @MaterialUploads('newUploads')
  @ApiOperation({ summary: `Aufgabe anlegen, ans Ende ihrer Spalte (${MULTIPART})` })
  @ApiCreatedResponse({ type: ProjectTaskViewDto })
  @ApiBadRequestResponse({ description: 'Titel fehlt, Verantwortliche kein Mitglied, Verknüpfung ungültig, Spalte unbekannt' })
  create(
    @CurrentTenant() ctx: TenantContext,
    @CurrentUser() user: RequestUser,
    @Param('projectId', UuidParam) projectId: string,
    @Body() dto: CreateTaskDto,
    @UploadedMaterials() files: CheckedUpload[],
  ) {
    return this.tasks.create(ctx, user.userId, projectId, dto, files);
  }

  @Get('task/:taskId')
  @TenantMember({ integration: 'project' })
  @ApiOperation({ summary: 'Eine Aufgabe' })
  @ApiOkResponse({ type: ProjectTaskViewDto })
  get(
    @CurrentTenant() ctx: TenantContext,
    @CurrentUser() user: RequestUser,
    @Param('projectId', UuidParam) projectId: string,
    @Param('taskId', UuidParam) taskId: string,
  ) {
    return this.tasks.get(ctx, user.userId, projectId, taskId);
  }

  @Put('task/:taskId')
  @TenantPermission('project:create')
  @MaterialUploads('newUploads')
  @ApiOperation({ summary: `Aufgabe ändern: nur gesendete Felder, mit version; materials = zu behaltende Dateien (${MULTIPART})` })
  @ApiOkResponse({ type: ProjectTaskViewDto })
  @ApiConflictResponse({ description: 'Veraltete Version: nichts wurde geändert' })
  update(
    @CurrentTenant() ctx: TenantContext,
    @CurrentUser() user: RequestUser,
    @Param('projectId', UuidParam) projectId: string,
    @Param('taskId', UuidParam) taskId: string,
    @Body() dto: UpdateTaskDto,
    @UploadedMaterials() files: CheckedUpload[],
  ) {
    return this.tasks.update(ctx, user.userId, projectId, taskId, dto, files);
  }

  @Put('task/:taskId/move')
  @TenantMember({ integration: 'project' })
  @ApiOperation({ summary: 'Aufgabe in eine Spalte an eine Position verschieben (0 = oben)' })
  @ApiOkResponse({ type: ProjectTaskViewDto })
  @ApiConflictResponse({ description: 'Veraltete Version (falls gesendet)' })
  move(
    @CurrentTenant() ctx: TenantContext,
    @CurrentUser() user: RequestUser,
    @Param('projectId', UuidParam) projectId: string,
    @Param('taskId', UuidParam) taskId: string,
    @Body() dto: MoveTaskDto,
  ) {
    return this.tasks.move(ctx, user.userId, projectId, taskId, dto);
  }

  @Put('task/:taskId/subtask/:index')
  @TenantMember({ integration: 'project' })
  @ApiOperation({
    summary: 'Eine Teilaufgabe (Index ab 0) abhaken oder nicht: wer die Aufgabe ändern darf oder für sie verantwortlich ist',
  })
  @ApiOkResponse({ type: ProjectTaskViewDto })
  @ApiConflictResponse({ description: 'Veraltete Version (falls gesendet)' })
  tick(
    @CurrentTenant() ctx: TenantContext,
    @CurrentUser() user: RequestUser,
    @Param('projectId', UuidParam) projectId: string,
    @Param('taskId', UuidParam) taskId: string,
    @Param('index', SubtaskIndexParam) index: number,
    @Body() dto: TickSubtaskDto,
  ) {
    return this.tasks.tick(ctx, user.userId, projectId, taskId, index, dto);
  }

  @Delete('task/:taskId')
  @TenantPermission('project:edit')
  @ApiOperation({ summary: 'Aufgabe mit ihren Dateien löschen' })
  @ApiOkResponse({ type: MessageView })
  remove(
    @CurrentTenant() ctx: TenantContext,
    @Param('projectId', UuidParam) projectId: string,
    @Param('taskId', UuidParam) taskId: string,
  ) {
    return this.tasks.remove(ctx, projectId, taskId);
  }
}
