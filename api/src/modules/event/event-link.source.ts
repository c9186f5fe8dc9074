// Events as linked content (project task connectors), visible by their view access. Registered here so the
// project module never imports the event module.
import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { gatedLinkSource } from '../../common/linked-content/gated-link-source';
import { LinkedContentRegistry } from '../../common/linked-content/linked-content.registry';
import { GATED_EVENT } from './event.gated';

@Injectable()
export class EventLinkSource implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly registry: LinkedContentRegistry,
  ) {}

  onModuleInit() {
    this.registry.register(
      'EVENT',
      gatedLinkSource(this.dataSource, GATED_EVENT, {
        kind: 'EVENT',
        title: 'o.title',
        searchColumns: ['o.title'],
        orderBy: 'o.start_date DESC, o.id',
        path: (id) => `/sv/events/${id}`,
      }),
    );
  }
}
