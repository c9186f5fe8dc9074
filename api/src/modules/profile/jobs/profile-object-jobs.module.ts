import { Module } from '@nestjs/common';
import { ProfileDataRepository } from '../profile-data.repository';
import { ProfileObjectRepository } from '../profile-object.repository';
import { ProfileObjectMailJobs } from './profile-object-mail.jobs';

/** What the workers run for news and profile projects (the examination mail); loaded by the workers process only. */
@Module({
  providers: [ProfileDataRepository, ProfileObjectRepository, ProfileObjectMailJobs],
})
export class ProfileObjectJobsModule {}
