// GET /knowledge/tenant/{tenantId}/search: the German full-text search over the wikis the caller may see.
import { Injectable } from '@nestjs/common';
import type { Page } from '#shared/page';
import type { WikiSearchHit } from '#shared/wiki';
import { mapPage } from '../../common/paginate';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { WikiSearchQueryDto } from './dto/wiki.dto';
import { KnowledgeErrors } from './knowledge.errors';
import { WikiSearchRepository } from './wiki-search.repository';
import { searchHitView } from './wiki.views';

@Injectable()
export class WikiSearchService {
  constructor(private readonly search: WikiSearchRepository) {}

  async find(ctx: TenantContext, query: WikiSearchQueryDto): Promise<Page<WikiSearchHit>> {
    const text = query.text?.trim();
    if (!text) throw KnowledgeErrors.searchTextRequired();
    return mapPage(await this.search.search(ctx.tenant._id, ctx.level, text, query), searchHitView);
  }
}
