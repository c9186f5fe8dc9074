import { Global, Module } from '@nestjs/common';
import { TenantAccessGuard } from './tenant-access.guard';
import { TenantAccessRepository } from './tenant-access.repository';

/** Global so that every module's controllers can use @TenantPermission / @TenantMember. */
@Global()
@Module({
  providers: [TenantAccessRepository, TenantAccessGuard],
  exports: [TenantAccessRepository, TenantAccessGuard],
})
export class TenancyModule {}
