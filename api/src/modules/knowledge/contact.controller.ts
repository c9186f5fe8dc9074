import { Body, Controller, Delete, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { ContactBulkResult } from '#shared/contacts';
import { CurrentUser } from '../../common/auth/request-user';
import type { RequestUser } from '../../common/auth/request-user';
import { TenantPermission } from '../../common/tenancy/tenant-access.decorator';
import { CurrentTenant } from '../../common/tenancy/tenant-context';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { UuidParam } from '../../common/uuid-param.pipe';
import { MessageView } from '../../core/views/message.view';
import { ContactService } from './contact.service';
import { ContactViewDto } from './dto/contact-views.dto';
import { BulkContactsDto, CreateContactDto, UpdateContactDto } from './dto/contact.dto';

class BulkCreatedView implements ContactBulkResult {
  @ApiProperty({ example: 12 }) created: number;
}

const RULES = 'Vor- oder Nachname nötig; E-Mail nach SPEC 5; PLZ fünf Ziffern';

// Every route changes a contact group: guarded by knowledge:create, then the group's author rule
// (knowledge:edit, or the group's author while they may create) in the service.
@ApiTags('knowledge: contacts')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@Controller('knowledge/tenant/:tenantId/contact')
export class ContactController {
  constructor(private readonly contacts: ContactService) {}

  @Post()
  @TenantPermission('knowledge:create')
  @ApiOperation({ summary: 'Einen Kontakt in einer Kontaktgruppe anlegen' })
  @ApiCreatedResponse({ type: ContactViewDto })
  @ApiBadRequestResponse({ description: RULES })
  create(@CurrentTenant() ctx: TenantContext, @CurrentUser() user: RequestUser, @Body() dto: CreateContactDto) {
    return this.contacts.create(ctx, user.userId, dto);
  }

  @Post('bulk')
  @TenantPermission('knowledge:create')
  @ApiOperation({ summary: 'Viele Kontakte in einer Transaktion anlegen: alle oder keiner' })
  @ApiCreatedResponse({ type: BulkCreatedView })
  @ApiBadRequestResponse({ description: `${RULES}; details nennen jede fehlerhafte Zeile als rows.{Zeile ab 1}.{Feld}` })
  bulk(@CurrentTenant() ctx: TenantContext, @CurrentUser() user: RequestUser, @Body() dto: BulkContactsDto) {
    return this.contacts.bulk(ctx, user.userId, dto);
  }

  @Put(':contactId')
  @TenantPermission('knowledge:create')
  @ApiOperation({ summary: 'Kontakt ändern: nur gesendete Felder' })
  @ApiOkResponse({ type: ContactViewDto })
  @ApiBadRequestResponse({ description: RULES })
  update(
    @CurrentTenant() ctx: TenantContext,
    @CurrentUser() user: RequestUser,
    @Param('contactId', UuidParam) contactId: string,
    @Body() dto: UpdateContactDto,
  ) {
    return this.contacts.update(ctx, user.userId, contactId, dto);
  }

  @Delete(':contactId')
  @TenantPermission('knowledge:create')
  @ApiOperation({ summary: 'Kontakt löschen' })
  @ApiOkResponse({ type: MessageView })
  remove(@CurrentTenant() ctx: TenantContext, @CurrentUser() user: RequestUser, @Param('contactId', UuidParam) contactId: string) {
    return this.contacts.remove(ctx, user.userId, contactId);
  }
}
