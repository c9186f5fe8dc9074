import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CONNECTOR_TARGETS_LIMIT } from '#shared/linked-content';
import { CurrentUser } from '../../common/auth/request-user';
import type { RequestUser } from '../../common/auth/request-user';
import { TenantMember } from '../../common/tenancy/tenant-access.decorator';
import { CurrentTenant } from '../../common/tenancy/tenant-context';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { ConnectorTargetQueryDto } from './dto/task.dto';
import { ConnectorViewDto } from './dto/views.dto';
import { ProjectTaskService } from './project-task.service';

@ApiTags('project: tasks')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@Controller('project/tenant/:tenantId/connector-targets')
export class ConnectorTargetController {
  constructor(private readonly tasks: ProjectTaskService) {}

  @Get()
  @TenantMember({ integration: 'project' })
  @ApiOperation({
    summary: `Verknüpfbare Inhalte der Gruppe (Wiki-Kapitel, Events, Umfragen, Budgets), die ich sehen darf; höchstens ${CONNECTOR_TARGETS_LIMIT}`,
  })
  @ApiOkResponse({ type: [ConnectorViewDto] })
  search(@CurrentTenant() ctx: TenantContext, @CurrentUser() user: RequestUser, @Query() query: ConnectorTargetQueryDto) {
    return this.tasks.connectorTargets(ctx, user.userId, query);
  }
}
