// Events as linked content (project task connectors), visible by their view access. Registered here so the
// project module never imports the event module.
import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { LinkedContentRegistry } from '../../common/linked-content/linked-content.registry';
import { tableSource } from '../../common/linked-content/table-source';

@Injectable()
export class EventLinkSource implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly registry: LinkedContentRegistry,
  ) {}

  onModuleInit() {
    this.registry.register(
      'EVENT',
      tableSource(this.dataSource, {
        kind: 'EVENT',
        from: 'event o',
        title: 'o.title',
        searchColumns: ['o.title'],
        viewAccess: 'o.view_access',
        integration: 'event',
        orderBy: 'o.start_date DESC, o.id',
        path: (id) => `/sv/events/${id}`,
      }),
    );
  }
}
