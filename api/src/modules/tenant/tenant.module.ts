import { Module } from '@nestjs/common';
import { MembershipDirectory } from './membership-directory.service';

@Module({
  providers: [MembershipDirectory],
  exports: [MembershipDirectory],
})
export class TenantModule {}
