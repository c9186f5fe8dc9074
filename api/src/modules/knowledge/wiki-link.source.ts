// Wiki chapters as linked content (project task connectors): '{wiki}: {chapter}', opened at the chapter.
// Visible like the wiki (its view access). Registered here so the project module never imports knowledge.
import { Injectable, OnModuleInit } from '@nestjs/common';
import { LinkedContentRegistry } from '../../common/linked-content/linked-content.registry';
import { GATED_WIKI_SECTION } from './knowledge.gated';

@Injectable()
export class WikiLinkSource implements OnModuleInit {
  constructor(private readonly registry: LinkedContentRegistry) {}

  onModuleInit() {
    this.registry.registerGated(GATED_WIKI_SECTION, {
      kind: 'WIKI',
      title: `par.title || ': ' || o.title`,
      searchColumns: ['par.title', 'o.title'],
      orderBy: 'par.title, o.position, o.id',
      pathColumns: ['par.id'],
      path: (sectionId, [wikiId]) => `/sv/knowledge/wiki/${wikiId}?section=${sectionId}`,
    });
  }
}
