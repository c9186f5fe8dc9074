import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { TenantPermission } from '../../common/tenancy/tenant-access.decorator';
import { CurrentTenant } from '../../common/tenancy/tenant-context';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { StorageUsageDto } from './dto/storage-usage.dto';
import { StorageQuotaService } from './storage-quota.service';

/** A group's storage as its administrators see it on the settings page (issue 24 §8). */
@ApiTags('tenant: group')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@Controller('tenant/tenant/:tenantId/storage')
export class TenantStorageController {
  constructor(private readonly quota: StorageQuotaService) {}

  @Get()
  @TenantPermission('tenant:administration')
  @ApiOperation({ summary: 'Belegter Speicherplatz der Gruppe und ihr Kontingent (private Nachrichten zählen nicht)' })
  @ApiOkResponse({ type: StorageUsageDto })
  get(@CurrentTenant() ctx: TenantContext): Promise<StorageUsageDto> {
    return this.quota.ofGroup(ctx.tenant._id);
  }
}
