// GET /knowledge/tenant/{tenantId}/search: the German full-text search over the wikis the caller may see.
import { Injectable } from '@nestjs/common';
import type { Page } from '#shared/page';
import type { WikiSearchHit } from '#shared/wiki';
import { mapPage } from '../../common/paginate';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { WikiSearchQueryDto } from './dto/wiki.dto';
import { KnowledgeErrors } from './knowledge.errors';
import { WikiSearchRateLimit } from './wiki-search-rate-limit';
import { WikiSearchRepository } from './wiki-search.repository';
import { searchHitView } from './wiki.views';

@Injectable()
export class WikiSearchService {
  constructor(
    private readonly search: WikiSearchRepository,
    private readonly limit: WikiSearchRateLimit,
  ) {}

  /** Every request counts against the caller's limit, before any work: also one without a search text. */
  async find(ctx: TenantContext, userId: string, query: WikiSearchQueryDto): Promise<Page<WikiSearchHit>> {
    await this.limit.consume(userId);
    const text = query.text?.trim();
    if (!text) throw KnowledgeErrors.searchTextRequired();
    return mapPage(await this.search.search(ctx.tenant._id, ctx.level, text, query), searchHitView);
  }
}
