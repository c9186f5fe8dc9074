import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser } from '../../common/auth/request-user';
import type { RequestUser } from '../../common/auth/request-user';
import { TenantMember, TenantPermission } from '../../common/tenancy/tenant-access.decorator';
import { CurrentTenant } from '../../common/tenancy/tenant-context';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { UuidParam } from '../../common/uuid-param.pipe';
import { MessageView } from '../../core/views/message.view';
import { WikiPageView, WikiViewDto } from './dto/wiki-views.dto';
import { CreateWikiDto, UpdateWikiDto, WikiListQueryDto } from './dto/wiki.dto';
import { WikiService } from './wiki.service';

// Edit is guarded by knowledge:create (every level that may edit may also create); the service then applies
// the author rule to the wiki itself (common/tenancy/author-rule.ts). Delete is knowledge:delete only.
@ApiTags('knowledge: wikis')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@Controller('knowledge/tenant/:tenantId/wiki')
export class WikiController {
  constructor(private readonly wikis: WikiService) {}

  @Get()
  @TenantMember({ integration: 'knowledge' })
  @ApiOperation({ summary: 'Wikis, die meine Rolle sehen darf; Suche im Titel (text), Sortierung (sort)' })
  @ApiOkResponse({ type: WikiPageView })
  list(@CurrentTenant() ctx: TenantContext, @CurrentUser() user: RequestUser, @Query() query: WikiListQueryDto) {
    return this.wikis.list(ctx, user.userId, query);
  }

  @Post()
  @TenantPermission('knowledge:create')
  @ApiOperation({ summary: 'Wiki anlegen' })
  @ApiCreatedResponse({ type: WikiViewDto })
  @ApiBadRequestResponse({ description: 'Titel fehlt, Texte zu lang oder Rolle ungültig' })
  create(@CurrentTenant() ctx: TenantContext, @CurrentUser() user: RequestUser, @Body() dto: CreateWikiDto) {
    return this.wikis.create(ctx, user.userId, dto);
  }

  @Get(':wikiId')
  @TenantMember({ integration: 'knowledge' })
  @ApiOperation({
    summary: 'Ein Wiki mit allen Kapiteln (Titel, ohne Inhalt) in ihrer Reihenfolge; 404, wenn meine Rolle es nicht sehen darf',
  })
  @ApiOkResponse({ type: WikiViewDto })
  get(@CurrentTenant() ctx: TenantContext, @CurrentUser() user: RequestUser, @Param('wikiId', UuidParam) wikiId: string) {
    return this.wikis.get(ctx, user.userId, wikiId);
  }

  @Put(':wikiId')
  @TenantPermission('knowledge:create')
  @ApiOperation({ summary: 'Wiki ändern: nur gesendete Felder' })
  @ApiOkResponse({ type: WikiViewDto })
  @ApiBadRequestResponse({ description: 'Titel leer, Texte zu lang oder Rolle ungültig' })
  update(
    @CurrentTenant() ctx: TenantContext,
    @CurrentUser() user: RequestUser,
    @Param('wikiId', UuidParam) wikiId: string,
    @Body() dto: UpdateWikiDto,
  ) {
    return this.wikis.update(ctx, user.userId, wikiId, dto);
  }

  // Guarded by knowledge:create: the author deletes their own wiki while they may create (issue 28 §19).
  @Delete(':wikiId')
  @TenantPermission('knowledge:create')
  @ApiOperation({ summary: 'Wiki mit allen Kapiteln und Dateien löschen (knowledge:delete, oder die Autorin / der Autor)' })
  @ApiOkResponse({ type: MessageView })
  remove(@CurrentTenant() ctx: TenantContext, @CurrentUser() user: RequestUser, @Param('wikiId', UuidParam) wikiId: string) {
    return this.wikis.remove(ctx, user.userId, wikiId);
  }
}
