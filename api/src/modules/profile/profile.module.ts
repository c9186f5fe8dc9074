import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { NotifyModule } from '../notify/notify.module';
import { TenantModule } from '../tenant/tenant.module';
import { ProfileNewsController, ProfileObjectWaitingController, ProfileProjectController } from './profile-object.controller';
import { ProfileObjectRepository } from './profile-object.repository';
import { ProfileObjectService } from './profile-object.service';
import { ProfilePublicController } from './profile-public.controller';
import { ProfilePublicService } from './profile-public.service';
import { PUBLISHED_PROFILE_OBJECTS } from './profile-published';
import { ProfileController } from './profile.controller';
import { ProfileRepository } from './profile.repository';
import { ProfileService } from './profile.service';

/**
 * The council profile (issue 16 §2): the profile with its images and the public page (profile*.ts), news
 * and profile projects with their status workflow (profile-object*.ts). The public page reads published
 * objects through PUBLISHED_PROFILE_OBJECTS only (profile-published.ts).
 */
@Module({
  imports: [TenantModule, FilesModule, NotifyModule],
  controllers: [
    ProfileController,
    ProfilePublicController,
    ProfileNewsController,
    ProfileProjectController,
    ProfileObjectWaitingController,
  ],
  providers: [
    ProfileRepository,
    ProfileService,
    ProfilePublicService,
    ProfileObjectRepository,
    ProfileObjectService,
    { provide: PUBLISHED_PROFILE_OBJECTS, useExisting: ProfileObjectRepository },
  ],
})
export class ProfileModule {}
