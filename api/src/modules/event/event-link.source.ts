// Events as linked content (project task connectors), visible by their view access. Registered here so the
// project module never imports the event module.
import { Injectable, OnModuleInit } from '@nestjs/common';
import { LinkedContentRegistry } from '../../common/linked-content/linked-content.registry';
import { GATED_EVENT } from './event.gated';

@Injectable()
export class EventLinkSource implements OnModuleInit {
  constructor(private readonly registry: LinkedContentRegistry) {}

  onModuleInit() {
    this.registry.registerGated(GATED_EVENT, {
      kind: 'EVENT',
      title: 'o.title',
      searchColumns: ['o.title'],
      orderBy: 'o.start_date DESC, o.id',
      path: (id) => `/sv/events/${id}`,
    });
  }
}
