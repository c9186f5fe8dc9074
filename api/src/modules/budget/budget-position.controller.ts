import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser } from '../../common/auth/request-user';
import type { RequestUser } from '../../common/auth/request-user';
import { TenantMember, TenantPermission } from '../../common/tenancy/tenant-access.decorator';
import { CurrentTenant } from '../../common/tenancy/tenant-context';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { UuidParam } from '../../common/uuid-param.pipe';
import { MessageView } from '../../core/views/message.view';
import type { CheckedUpload } from '../files/dto/checked-upload.dto';
import { MaterialUploads, UploadedMaterials } from '../files/upload.decorators';
import { BudgetPositionService } from './budget-position.service';
import { CreatePositionDto, PositionListQueryDto, UpdatePositionDto } from './dto/position.dto';
import { BudgetPositionPageView, BudgetPositionViewDto } from './dto/views.dto';

const UPLOADS = 'JSON, oder multipart mit Belegen im Feld newUploads (Beträge dann als Text, z. B. "12.50")';

// Positions and groups: budget:create adds, budget:edit changes and deletes (deleting a line is an edit
// of the budget, not the deletion of a budget).
@ApiTags('budget: positions')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@Controller('tenant/tenant/:tenantId/budget/:budgetId/position')
export class BudgetPositionController {
  constructor(private readonly positions: BudgetPositionService) {}

  @Get()
  @TenantMember({ integration: 'budget' })
  @ApiOperation({ summary: 'Positionen und Gruppen des Budgets (Gruppen zuerst), Filter type und groupId' })
  @ApiOkResponse({ type: BudgetPositionPageView })
  list(@CurrentTenant() ctx: TenantContext, @Param('budgetId', UuidParam) budgetId: string, @Query() query: PositionListQueryDto) {
    return this.positions.list(ctx, budgetId, query);
  }

  @Post()
  @TenantPermission('budget:create')
  @MaterialUploads('newUploads')
  @ApiOperation({ summary: `Position oder Gruppe anlegen (${UPLOADS}); braucht budget:edit, oder budget:create als Autor*in des Budgets` })
  @ApiCreatedResponse({ type: BudgetPositionViewDto })
  @ApiBadRequestResponse({ description: 'Titel fehlt, Betrag negativ oder mit mehr als zwei Nachkommastellen, Gruppe passt nicht' })
  create(
    @CurrentTenant() ctx: TenantContext,
    @CurrentUser() user: RequestUser,
    @Param('budgetId', UuidParam) budgetId: string,
    @Body() dto: CreatePositionDto,
    @UploadedMaterials() files: CheckedUpload[],
  ) {
    return this.positions.create(ctx, user.userId, budgetId, dto, files);
  }

  @Put(':positionId')
  @TenantPermission('budget:edit')
  @MaterialUploads('newUploads')
  @ApiOperation({ summary: `Position ändern: nur gesendete Felder; materials = zu behaltende Belege (${UPLOADS})` })
  @ApiOkResponse({ type: BudgetPositionViewDto })
  @ApiBadRequestResponse({ description: 'Ungültige Felder oder Belege einer anderen Position' })
  update(
    @CurrentTenant() ctx: TenantContext,
    @CurrentUser() user: RequestUser,
    @Param('budgetId', UuidParam) budgetId: string,
    @Param('positionId', UuidParam) positionId: string,
    @Body() dto: UpdatePositionDto,
    @UploadedMaterials() files: CheckedUpload[],
  ) {
    return this.positions.update(ctx, user.userId, budgetId, positionId, dto, files);
  }

  @Delete(':positionId')
  @TenantPermission('budget:edit')
  @ApiOperation({ summary: 'Position mit Belegen löschen; die Positionen einer gelöschten Gruppe bleiben ohne Gruppe' })
  @ApiOkResponse({ type: MessageView })
  remove(
    @CurrentTenant() ctx: TenantContext,
    @Param('budgetId', UuidParam) budgetId: string,
    @Param('positionId', UuidParam) positionId: string,
  ) {
    return this.positions.remove(ctx, budgetId, positionId);
  }
}
