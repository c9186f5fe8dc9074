// The events' part of deleting an account (issue 26 §2): registrations and check-ins under the address.
import { Injectable, OnModuleInit } from '@nestjs/common';
import { AccountErasureRegistry } from '../../core/identity/account-erasure.registry';
import { EventAttendeeRepository, EventRegistrationRepository } from './event-participant.repository';

@Injectable()
export class EventAccountErasure implements OnModuleInit {
  constructor(
    private readonly registry: AccountErasureRegistry,
    private readonly registrations: EventRegistrationRepository,
    private readonly attendees: EventAttendeeRepository,
  ) {}

  onModuleInit(): void {
    this.registry.register('event', async (tx, { mail }) => {
      await this.registrations.forgetAddress(tx, mail);
      await this.attendees.forgetAddress(tx, mail);
    });
  }
}
