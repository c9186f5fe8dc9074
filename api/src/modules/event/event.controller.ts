import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser } from '../../common/auth/request-user';
import type { RequestUser } from '../../common/auth/request-user';
import { TenantMember, TenantPermission } from '../../common/tenancy/tenant-access.decorator';
import { CurrentTenant } from '../../common/tenancy/tenant-context';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { UuidParam } from '../../common/uuid-param.pipe';
import { MessageView } from '../../core/views/message.view';
import type { CheckedUpload } from '../files/dto/checked-upload.dto';
import { MaterialUploads, UploadedMaterials } from '../files/upload.decorators';
import { CreateEventDto, EventListQueryDto, UpdateEventDto } from './dto/event.dto';
import { EventPageView, EventViewDto } from './dto/views.dto';
import { EventService } from './event.service';

const UPLOADS =
  'JSON, oder multipart, wenn Dateien gesendet werden: alle Dateien im Feld newUploads; ein Programmpunkt ' +
  '(configuration.toc[i].newUploads) nennt die Positionen (ab 0) seiner Dateien darunter, die übrigen werden Materialien des Events';

// Edit is guarded by event:create (every level that may edit may also create); the service then applies
// the author rule to the event itself (common/tenancy/author-rule.ts). Delete is event:delete only.
@ApiTags('event: events')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@Controller('event/tenant/:tenantId/event')
export class EventController {
  constructor(private readonly events: EventService) {}

  @Get()
  @TenantMember({ integration: 'event' })
  @ApiOperation({ summary: 'Events, die meine Rolle sehen darf; Suche (text), Sortierung (sort), upcoming/past (when)' })
  @ApiOkResponse({ type: EventPageView })
  list(@CurrentTenant() ctx: TenantContext, @CurrentUser() user: RequestUser, @Query() query: EventListQueryDto) {
    return this.events.list(ctx, user.userId, query);
  }

  @Post()
  @TenantPermission('event:create')
  @MaterialUploads('newUploads')
  @ApiOperation({ summary: `Event anlegen (${UPLOADS})` })
  @ApiCreatedResponse({ type: EventViewDto })
  @ApiBadRequestResponse({ description: 'Titel oder Beginn fehlen, Ende vor Beginn, Felder oder Programm ungültig' })
  create(
    @CurrentTenant() ctx: TenantContext,
    @CurrentUser() user: RequestUser,
    @Body() dto: CreateEventDto,
    @UploadedMaterials() files: CheckedUpload[],
  ) {
    return this.events.create(ctx, user.userId, dto, files);
  }

  @Get(':eventId')
  @TenantMember({ integration: 'event' })
  @ApiOperation({ summary: 'Ein Event (404, wenn meine Rolle es nicht sehen darf)' })
  @ApiOkResponse({ type: EventViewDto })
  get(@CurrentTenant() ctx: TenantContext, @CurrentUser() user: RequestUser, @Param('eventId', UuidParam) eventId: string) {
    return this.events.get(ctx, user.userId, eventId);
  }

  @Put(':eventId')
  @TenantPermission('event:create')
  @MaterialUploads('newUploads')
  @ApiOperation({ summary: `Event ändern: nur gesendete Felder; materials = zu behaltende eigene Dateien (${UPLOADS})` })
  @ApiOkResponse({ type: EventViewDto })
  @ApiBadRequestResponse({ description: 'Ungültige Felder, Programm oder Materialien eines anderen Eintrags' })
  update(
    @CurrentTenant() ctx: TenantContext,
    @CurrentUser() user: RequestUser,
    @Param('eventId', UuidParam) eventId: string,
    @Body() dto: UpdateEventDto,
    @UploadedMaterials() files: CheckedUpload[],
  ) {
    return this.events.update(ctx, user.userId, eventId, dto, files);
  }

  @Delete(':eventId')
  @TenantPermission('event:delete')
  @ApiOperation({ summary: 'Event mit Anmeldungen, Check-ins und Dateien löschen' })
  @ApiOkResponse({ type: MessageView })
  remove(@CurrentTenant() ctx: TenantContext, @Param('eventId', UuidParam) eventId: string) {
    return this.events.remove(ctx, eventId);
  }
}
