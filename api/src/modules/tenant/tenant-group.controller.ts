import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser } from '../../common/auth/request-user';
import type { RequestUser } from '../../common/auth/request-user';
import { TenantMember, TenantPermission } from '../../common/tenancy/tenant-access.decorator';
import { CurrentTenant } from '../../common/tenancy/tenant-context';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { DashboardService } from './dashboard.service';
import { UpdateTenantDto } from './dto/tenant.dto';
import { DashboardSectionView, DashboardView, TenantView } from './dto/views.dto';
import { TenantSettingsService } from './tenant-settings.service';

/** SPEC 7 "Tenant, group side": the group itself (settings) and its dashboard. */
@ApiTags('tenant: group')
@ApiExtraModels(DashboardSectionView)
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@Controller('tenant/tenant/:tenantId')
export class TenantGroupController {
  constructor(
    private readonly settings: TenantSettingsService,
    private readonly dashboard: DashboardService,
  ) {}

  @Get()
  @TenantMember()
  @ApiOperation({ summary: 'Die Gruppe mit ihren Einstellungen und meiner Rolle' })
  @ApiOkResponse({ type: TenantView })
  get(@CurrentTenant() ctx: TenantContext) {
    return this.settings.get(ctx);
  }

  @Put()
  @TenantPermission('tenant:administration')
  @ApiOperation({ summary: 'Name, öffentlich, Integrationen (nur genannte Schalter), iCal' })
  @ApiOkResponse({ type: TenantView })
  @ApiBadRequestResponse({ description: 'Validierungsfehler' })
  update(@CurrentTenant() ctx: TenantContext, @Body() dto: UpdateTenantDto) {
    return this.settings.update(ctx, dto);
  }

  @Get('dashboard')
  @TenantMember({ integration: 'dashboard' })
  @ApiOperation({ summary: 'Übersicht: je Modul höchstens 5 Einträge; ein fehlerhafter Abschnitt meldet status "error"' })
  @ApiOkResponse({ type: DashboardView })
  dashboardOf(@CurrentTenant() ctx: TenantContext, @CurrentUser() user: RequestUser) {
    return this.dashboard.load(ctx, user.userId);
  }
}
