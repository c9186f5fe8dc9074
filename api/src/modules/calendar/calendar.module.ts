import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { TenantModule } from '../tenant/tenant.module';
import { CalendarEventController } from './calendar-event.controller';
import { CalendarEventRepository } from './calendar-event.repository';
import { CalendarEventService } from './calendar-event.service';
import { CalendarFeedController, CalendarIcalController } from './calendar-feed.controller';
import { CalendarFeedRepository } from './calendar-feed.repository';
import { CalendarFeedService } from './calendar-feed.service';

/**
 * The group calendar: entries with their files, the dashboard's calendar sections and (calendar-feed*.ts,
 * ical/) the iCal feeds. TenantModule brings the dashboard registry; FilesModule the one upload pipe.
 */
@Module({
  imports: [TenantModule, FilesModule],
  controllers: [CalendarEventController, CalendarFeedController, CalendarIcalController],
  providers: [CalendarEventRepository, CalendarEventService, CalendarFeedRepository, CalendarFeedService],
  exports: [CalendarEventRepository],
})
export class CalendarModule {}
