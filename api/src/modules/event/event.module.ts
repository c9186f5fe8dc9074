import { Module } from '@nestjs/common';
import { MailQuotaRepository } from '../../infrastructure/mail/mail-quota.repository';
import { FilesModule } from '../files/files.module';
import { NotifyModule } from '../notify/notify.module';
import { TenantModule } from '../tenant/tenant.module';
import { EventAccountErasure } from './event-account-erasure.service';
import { EventExportController } from './event-export.controller';
import { EventExports } from './event-export.kind';
import { EventExportRepository } from './event-export.repository';
import { EventLinkSource } from './event-link.source';
import { EventOwnRegistrationController } from './event-own-registration.controller';
import { EventParticipantController } from './event-participant.controller';
import { EventAttendeeRepository, EventRegistrationRepository } from './event-participant.repository';
import { EventParticipantService } from './event-participant.service';
import { EventPublicController } from './event-public.controller';
import { EventPublicService } from './event-public.service';
import { EventController } from './event.controller';
import { EventRepository } from './event.repository';
import { EventService } from './event.service';

/**
 * Events (issue 14): the events with programme and custom fields, public registration and check-in, the
 * dashboard's `event` section. TenantModule brings the dashboard registry; FilesModule the one upload pipe.
 * The repositories are exported for the exports (event-export*.ts).
 */
@Module({
  imports: [TenantModule, FilesModule, NotifyModule],
  controllers: [EventController, EventParticipantController, EventOwnRegistrationController, EventPublicController, EventExportController],
  providers: [
    MailQuotaRepository,
    EventRepository,
    EventRegistrationRepository,
    EventAttendeeRepository,
    EventService,
    EventLinkSource,
    EventParticipantService,
    EventPublicService,
    EventExportRepository,
    EventExports,
    EventAccountErasure,
  ],
  exports: [EventRepository, EventRegistrationRepository, EventAttendeeRepository],
})
export class EventModule {}
