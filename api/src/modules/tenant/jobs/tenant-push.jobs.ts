// Socket pushes of the tenant module. Pushes are idempotent from the client's point of view (refetch
// auth, refetch notifications), so a retried job that pushes twice does no harm.
import { Injectable } from '@nestjs/common';
import { tenantRoom, userRoom } from '#shared/socket-events';
import type { JobData } from '../../../infrastructure/outbox/domain-events';
import { NotifyJob } from '../../../infrastructure/queue/job-handler';
import type { NotifyJobContext } from '../../../infrastructure/queue/job-handler';
import { MembershipRepository } from '../membership.repository';

@Injectable()
export class TenantPushJobs {
  constructor(private readonly memberships: MembershipRepository) {}

  @NotifyJob('tenant.membership-changed')
  async membershipChanged({ tenantId, userId }: JobData<'tenant.membership-changed'>, { io }: NotifyJobContext) {
    // Rooms follow the database, not the event: replaying an old event (retry, reordering) can never
    // put a socket into a group the user has left since. Sockets opened earlier joined their rooms at
    // connect time; this moves them without a reconnect.
    const member = !!(await this.memberships.findOfUser(tenantId, userId));
    const sockets = io.in(userRoom(userId));
    if (member) sockets.socketsJoin(tenantRoom(tenantId));
    else sockets.socketsLeave(tenantRoom(tenantId));
    io.to(userRoom(userId)).emit('authChanged', { reason: 'membership', tenantId });
  }

  @NotifyJob('tenant.notification-created')
  async notificationCreated({ tenantId, notificationId, recipientId }: JobData<'tenant.notification-created'>, { io }: NotifyJobContext) {
    // An addressed notification (a join request's notice to an admin) reaches its recipient only.
    io.to(recipientId ? userRoom(recipientId) : tenantRoom(tenantId)).emit('newNotification', { tenantId, notificationId });
  }

  @NotifyJob('tenant.settings-changed')
  async settingsChanged({ tenantId }: JobData<'tenant.settings-changed'>, { io }: NotifyJobContext) {
    io.to(tenantRoom(tenantId)).emit('authChanged', { reason: 'tenant', tenantId });
  }
}
