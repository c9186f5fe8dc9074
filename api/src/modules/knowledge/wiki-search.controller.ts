import { Controller, Get, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { WIKI_MESSAGES as WM } from '#shared/wiki';
import { CurrentUser } from '../../common/auth/request-user';
import type { RequestUser } from '../../common/auth/request-user';
import { TenantMember } from '../../common/tenancy/tenant-access.decorator';
import { CurrentTenant } from '../../common/tenancy/tenant-context';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { WikiSearchPageView } from './dto/wiki-views.dto';
import { WikiSearchQueryDto } from './dto/wiki.dto';
import { SEARCH_LIMIT_MESSAGE } from './wiki-search-rate-limit';
import { WikiSearchService } from './wiki-search.service';

/** The full-text search over the group's wikis (issue 16 §1); only wikis the caller's level may see. */
@ApiTags('knowledge: wikis')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@Controller('knowledge/tenant/:tenantId/search')
export class WikiSearchController {
  constructor(private readonly search: WikiSearchService) {}

  @Get()
  @TenantMember({ integration: 'knowledge' })
  @ApiOperation({ summary: 'Wikis und Kapitel durchsuchen (deutsche Wortstämme, text), beste Treffer zuerst, mit markiertem Ausschnitt' })
  @ApiOkResponse({ type: WikiSearchPageView })
  @ApiBadRequestResponse({ description: WM.searchTextRequired })
  @ApiTooManyRequestsResponse({ description: SEARCH_LIMIT_MESSAGE })
  find(@CurrentTenant() ctx: TenantContext, @CurrentUser() user: RequestUser, @Query() query: WikiSearchQueryDto) {
    return this.search.find(ctx, user.userId, query);
  }
}
