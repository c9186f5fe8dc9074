import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser } from '../../common/auth/request-user';
import type { RequestUser } from '../../common/auth/request-user';
import { TenantMember, TenantPermission } from '../../common/tenancy/tenant-access.decorator';
import { CurrentTenant } from '../../common/tenancy/tenant-context';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { UuidParam } from '../../common/uuid-param.pipe';
import { MessageView } from '../../core/views/message.view';
import { BudgetService } from './budget.service';
import { BudgetListQueryDto, CreateBudgetDto, UpdateBudgetDto } from './dto/budget.dto';
import { BudgetDetailViewDto, BudgetPageView, BudgetViewDto } from './dto/views.dto';

// Members read the budgets their level may see; budget:create adds, budget:edit changes, budget:delete
// removes (SPEC 6; in an SSR group all three are the admin's only).
@ApiTags('budget: budgets')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@Controller('tenant/tenant/:tenantId/budget')
export class BudgetController {
  constructor(private readonly budgets: BudgetService) {}

  @Get()
  @TenantMember({ integration: 'budget' })
  @ApiOperation({ summary: 'Budgets, die meine Rolle sehen darf, mit Summen und Saldo; Filter year und text, neuestes Jahr zuerst' })
  @ApiOkResponse({ type: BudgetPageView })
  list(@CurrentTenant() ctx: TenantContext, @Query() query: BudgetListQueryDto) {
    return this.budgets.list(ctx, query);
  }

  @Post()
  @TenantPermission('budget:create')
  @ApiOperation({ summary: 'Budget anlegen' })
  @ApiCreatedResponse({ type: BudgetViewDto })
  @ApiBadRequestResponse({ description: 'Titel fehlt, Jahr ungültig, Rolle unbekannt' })
  create(@CurrentTenant() ctx: TenantContext, @CurrentUser() user: RequestUser, @Body() dto: CreateBudgetDto) {
    return this.budgets.create(ctx, user.userId, dto);
  }

  @Get(':budgetId')
  @TenantMember({ integration: 'budget' })
  @ApiOperation({ summary: 'Ein Budget mit allen Positionen (höchstens 500) und den Summen je Gruppe und gesamt' })
  @ApiOkResponse({ type: BudgetDetailViewDto })
  get(@CurrentTenant() ctx: TenantContext, @Param('budgetId', UuidParam) budgetId: string) {
    return this.budgets.get(ctx, budgetId);
  }

  @Put(':budgetId')
  @TenantPermission('budget:edit')
  @ApiOperation({ summary: 'Budget ändern: nur die gesendeten Felder' })
  @ApiOkResponse({ type: BudgetViewDto })
  @ApiBadRequestResponse({ description: 'Ungültige Felder' })
  update(@CurrentTenant() ctx: TenantContext, @Param('budgetId', UuidParam) budgetId: string, @Body() dto: UpdateBudgetDto) {
    return this.budgets.update(ctx, budgetId, dto);
  }

  @Delete(':budgetId')
  @TenantPermission('budget:delete')
  @ApiOperation({ summary: 'Budget mit Positionen, Belegen und Exporten löschen' })
  @ApiOkResponse({ type: MessageView })
  remove(@CurrentTenant() ctx: TenantContext, @Param('budgetId', UuidParam) budgetId: string) {
    return this.budgets.remove(ctx, budgetId);
  }
}
