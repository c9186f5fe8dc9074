import { Module } from '@nestjs/common';
import { AdminAccountErasure } from '../../admin/admin-account-erasure.service';
import { AuditRepository } from '../../admin/audit.repository';
import { AccountDataRepository } from '../account-data.repository';
import { AccountDeletionRepository } from '../account-deletion.repository';
import { AccountEraser } from '../account-eraser.service';
import { UserTokenRepository } from '../user-token.repository';
import { UserRepository } from '../user.repository';
import { AccountDeletionJobs } from './account-deletion.jobs';
import { AuthMailJobs } from './auth-mail.jobs';

/**
 * What the workers run for the auth module; loaded by the workers process only. The audit log's erasure
 * step comes along: the administration has no job module of its own.
 */
@Module({
  providers: [
    AccountDataRepository,
    UserRepository,
    UserTokenRepository,
    AuthMailJobs,
    AccountDeletionRepository,
    AccountEraser,
    AccountDeletionJobs,
    AuditRepository,
    AdminAccountErasure,
  ],
})
export class AuthJobsModule {}
