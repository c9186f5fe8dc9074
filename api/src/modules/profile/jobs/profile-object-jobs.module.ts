import { Module } from '@nestjs/common';
import { ProfileObjectRepository } from '../profile-object.repository';
import { ProfileObjectMailJobs } from './profile-object-mail.jobs';

/** What the workers run for news and profile projects (the examination mail); loaded by the workers process only. */
@Module({
  providers: [ProfileObjectRepository, ProfileObjectMailJobs],
})
export class ProfileObjectJobsModule {}
