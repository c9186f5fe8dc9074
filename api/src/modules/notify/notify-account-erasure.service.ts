// The notifications' part of deleting an account (issue 26 §2): one's own notifications and settings go with
// the account (foreign keys); what others were told about the person ('Neue Nachricht von …') loses the name.
import { Injectable, OnModuleInit } from '@nestjs/common';
import { FORMER_MEMBER_NAME } from '#shared/account-deletion';
import { AccountErasureRegistry } from '../../core/identity/account-erasure.registry';
import { UserNotificationRepository } from './user-notification.repository';

@Injectable()
export class NotifyAccountErasure implements OnModuleInit {
  constructor(
    private readonly registry: AccountErasureRegistry,
    private readonly notifications: UserNotificationRepository,
  ) {}

  onModuleInit(): void {
    this.registry.register('notify', (tx, { userId, firstName, lastName }) =>
      // The title named them as the notify service does: first and last name with one space.
      this.notifications.forgetActor(tx, userId, `${firstName} ${lastName}`, FORMER_MEMBER_NAME),
    );
  }
}
