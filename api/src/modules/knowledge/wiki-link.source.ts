// Wiki chapters as linked content (project task connectors): '{wiki}: {chapter}', opened at the chapter.
// Visible like the wiki (its view access). Registered here so the project module never imports knowledge.
import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { LinkedContentRegistry } from '../../common/linked-content/linked-content.registry';
import { tableSource } from '../../common/linked-content/table-source';

@Injectable()
export class WikiLinkSource implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly registry: LinkedContentRegistry,
  ) {}

  onModuleInit() {
    this.registry.register(
      'WIKI',
      tableSource(this.dataSource, {
        kind: 'WIKI',
        from: 'wiki_section o JOIN wiki w ON w.id = o.wiki_id',
        title: `w.title || ': ' || o.title`,
        searchColumns: ['w.title', 'o.title'],
        viewAccess: 'w.view_access',
        integration: 'knowledge',
        orderBy: 'w.title, o.position, o.id',
        pathColumns: ['w.id'],
        path: (sectionId, [wikiId]) => `/sv/knowledge/wiki/${wikiId}?section=${sectionId}`,
      }),
    );
  }
}
