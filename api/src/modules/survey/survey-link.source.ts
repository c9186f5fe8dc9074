// Surveys as linked content (project task connectors), visible by their view access. Registered here so the
// project module never imports the survey module.
import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { LinkedContentRegistry } from '../../common/linked-content/linked-content.registry';
import { tableSource } from '../../common/linked-content/table-source';

@Injectable()
export class SurveyLinkSource implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly registry: LinkedContentRegistry,
  ) {}

  onModuleInit() {
    this.registry.register(
      'SURVEY',
      tableSource(this.dataSource, {
        kind: 'SURVEY',
        from: 'survey o',
        title: 'o.title',
        searchColumns: ['o.title'],
        viewAccess: 'o.view_access',
        integration: 'survey',
        orderBy: 'o.created_at DESC, o.id',
        path: (id) => `/sv/surveys/${id}`,
      }),
    );
  }
}
