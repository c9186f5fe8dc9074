// Socket pushes of the calendar: open calendars of the group refetch. The push names only the group, so a
// member below an entry's view access learns nothing about it; pushing twice (a retried job) is harmless.
import { Injectable } from '@nestjs/common';
import { tenantRoom } from '#shared/socket-events';
import type { JobData } from '../../../infrastructure/outbox/domain-events';
import { NotifyJob } from '../../../infrastructure/queue/job-handler';
import type { NotifyJobContext } from '../../../infrastructure/queue/job-handler';

type CalendarEvent = 'calendar.event-created' | 'calendar.event-updated' | 'calendar.event-deleted';

@Injectable()
export class CalendarPushJobs {
  @NotifyJob('calendar.event-created')
  async created(data: JobData<'calendar.event-created'>, ctx: NotifyJobContext) {
    this.push(data, ctx);
  }

  @NotifyJob('calendar.event-updated')
  async updated(data: JobData<'calendar.event-updated'>, ctx: NotifyJobContext) {
    this.push(data, ctx);
  }

  @NotifyJob('calendar.event-deleted')
  async deleted(data: JobData<'calendar.event-deleted'>, ctx: NotifyJobContext) {
    this.push(data, ctx);
  }

  private push({ tenantId }: JobData<CalendarEvent>, { io }: NotifyJobContext) {
    io.to(tenantRoom(tenantId)).emit('calendarChanged', { tenantId });
  }
}
