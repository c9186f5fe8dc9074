import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/request-user';
import { PageQueryDto } from '../../common/pagination.dto';
import { UuidParam } from '../../common/uuid-param.pipe';
import { DiscoveryService } from './discovery.service';
import { PublicTenantQueryDto } from './dto/tenant.dto';
import { DomainDetailView, DomainPageView, PublicTenantPageView } from './dto/views.dto';

/** SPEC 7 "Tenant, public side": open groups and domains, readable without an account. */
@ApiTags('tenant: public')
@Public()
@Controller('tenant/public')
export class TenantPublicController {
  constructor(private readonly discovery: DiscoveryService) {}

  @Get('tenant')
  @ApiOperation({ summary: 'Offene Gruppen, gefiltert nach Name (text), Art (type) und Verband (domainId)' })
  @ApiOkResponse({ type: PublicTenantPageView })
  tenants(@Query() query: PublicTenantQueryDto) {
    return this.discovery.publicTenants(query);
  }

  @Get('domain')
  @ApiOperation({ summary: 'Verbände' })
  @ApiOkResponse({ type: DomainPageView })
  domains(@Query() query: PageQueryDto) {
    return this.discovery.domainList(query);
  }

  @Get('domain/:domainId')
  @ApiOperation({ summary: 'Ein Verband mit seinen offenen Gruppen (seitenweise)' })
  @ApiOkResponse({ type: DomainDetailView })
  @ApiNotFoundResponse({ description: 'Unbekannter Verband' })
  domain(@Param('domainId', UuidParam) domainId: string, @Query() query: PageQueryDto) {
    return this.discovery.domain(domainId, query);
  }
}
