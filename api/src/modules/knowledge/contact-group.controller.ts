import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser } from '../../common/auth/request-user';
import type { RequestUser } from '../../common/auth/request-user';
import { PageQueryDto } from '../../common/pagination.dto';
import { TenantMember, TenantPermission } from '../../common/tenancy/tenant-access.decorator';
import { CurrentTenant } from '../../common/tenancy/tenant-context';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { UuidParam } from '../../common/uuid-param.pipe';
import { MessageView } from '../../core/views/message.view';
import { ContactGroupService } from './contact-group.service';
import { ContactGroupDetailViewDto, ContactGroupPageView } from './dto/contact-views.dto';
import { ContactGroupQueryDto, CreateContactGroupDto, UpdateContactGroupDto } from './dto/contact.dto';

// Change and delete are guarded by knowledge:create (every level that may edit or delete may also create);
// the service then applies the author rule to the group itself (common/tenancy/author-rule.ts).
@ApiTags('knowledge: contact groups')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@Controller('knowledge/tenant/:tenantId/contactgroup')
export class ContactGroupController {
  constructor(private readonly groups: ContactGroupService) {}

  @Get()
  @TenantMember({ integration: 'knowledge' })
  @ApiOperation({ summary: 'Kontaktgruppen, die meine Rolle sehen darf, nach Titel; Suche im Titel (text)' })
  @ApiOkResponse({ type: ContactGroupPageView })
  list(@CurrentTenant() ctx: TenantContext, @CurrentUser() user: RequestUser, @Query() query: PageQueryDto) {
    return this.groups.list(ctx, user.userId, query);
  }

  @Post()
  @TenantPermission('knowledge:create')
  @ApiOperation({ summary: 'Kontaktgruppe anlegen' })
  @ApiCreatedResponse({ type: ContactGroupDetailViewDto })
  @ApiBadRequestResponse({ description: 'Titel fehlt oder zu lang, Rolle ungültig' })
  create(@CurrentTenant() ctx: TenantContext, @CurrentUser() user: RequestUser, @Body() dto: CreateContactGroupDto) {
    return this.groups.create(ctx, user.userId, dto);
  }

  @Get(':contactGroupId')
  @TenantMember({ integration: 'knowledge' })
  @ApiOperation({
    summary: 'Eine Kontaktgruppe mit einer Seite ihrer Kontakte (page, pageSize, text, sort); 404, wenn meine Rolle sie nicht sehen darf',
  })
  @ApiOkResponse({ type: ContactGroupDetailViewDto })
  get(
    @CurrentTenant() ctx: TenantContext,
    @CurrentUser() user: RequestUser,
    @Param('contactGroupId', UuidParam) id: string,
    @Query() query: ContactGroupQueryDto,
  ) {
    return this.groups.get(ctx, user.userId, id, query);
  }

  @Put(':contactGroupId')
  @TenantPermission('knowledge:create')
  @ApiOperation({ summary: 'Kontaktgruppe ändern: nur gesendete Felder' })
  @ApiOkResponse({ type: ContactGroupDetailViewDto })
  @ApiBadRequestResponse({ description: 'Ungültige Felder' })
  update(
    @CurrentTenant() ctx: TenantContext,
    @CurrentUser() user: RequestUser,
    @Param('contactGroupId', UuidParam) id: string,
    @Body() dto: UpdateContactGroupDto,
  ) {
    return this.groups.update(ctx, user.userId, id, dto);
  }

  @Delete(':contactGroupId')
  @TenantPermission('knowledge:create')
  @ApiOperation({ summary: 'Kontaktgruppe mit allen Kontakten löschen (knowledge:delete oder die Autorin)' })
  @ApiOkResponse({ type: MessageView })
  remove(@CurrentTenant() ctx: TenantContext, @CurrentUser() user: RequestUser, @Param('contactGroupId', UuidParam) id: string) {
    return this.groups.remove(ctx, user.userId, id);
  }
}
