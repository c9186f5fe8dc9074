import { Module } from '@nestjs/common';
import { AccountDataRepository } from '../account-data.repository';
import { UserTokenRepository } from '../user-token.repository';
import { UserRepository } from '../user.repository';
import { AuthMailJobs } from './auth-mail.jobs';

/** What the workers run for the auth module; loaded by the workers process only. */
@Module({ providers: [AccountDataRepository, UserRepository, UserTokenRepository, AuthMailJobs] })
export class AuthJobsModule {}
