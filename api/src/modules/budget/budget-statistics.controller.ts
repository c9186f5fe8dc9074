import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { TenantMember } from '../../common/tenancy/tenant-access.decorator';
import { CurrentTenant } from '../../common/tenancy/tenant-context';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { BudgetStatisticsService } from './budget-statistics.service';
import { BudgetStatisticsQueryDto, BudgetStatisticsViewDto } from './dto/budget-statistics.dto';

@ApiTags('budget: statistics')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@Controller('tenant/tenant/:tenantId/budgetstatistics')
export class BudgetStatisticsController {
  constructor(private readonly statistics: BudgetStatisticsService) {}

  @Get()
  @TenantMember({ integration: 'budget' })
  @ApiOperation({
    summary:
      'Statistik eines Jahres: je Budget und für die Gruppe Soll und Ist der Einnahmen und Ausgaben, Saldo, Gruppen und Monate ' +
      '(gespeicherte Zahlen des stats-Workers, wenige Sekunden nach einer Änderung aktuell; computedAt, revision)',
  })
  @ApiOkResponse({ type: BudgetStatisticsViewDto })
  @ApiBadRequestResponse({ description: 'Jahr fehlt oder liegt nicht zwischen 2000 und 2100' })
  get(@CurrentTenant() ctx: TenantContext, @Query() query: BudgetStatisticsQueryDto) {
    return this.statistics.get(ctx, query.year);
  }
}
