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
import { CalendarEventService } from './calendar-event.service';
import { CalendarEventListQueryDto, CreateCalendarEventDto, UpdateCalendarEventDto } from './dto/calendar-event.dto';
import { CalendarEventPageView, CalendarEventView } from './dto/views.dto';

// Edit and delete are guarded by calendar:create (every level that may edit or delete may also create);
// the service then applies the author rule to the entry itself (common/tenancy/author-rule.ts).
@ApiTags('calendar: entries')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@Controller('calendar/tenant/:tenantId/event')
export class CalendarEventController {
  constructor(private readonly events: CalendarEventService) {}

  @Get()
  @TenantMember({ integration: 'calendar' })
  @ApiOperation({ summary: 'Termine, die meine Rolle sehen darf; Suche, Sortierung und Zeitfenster (überlappend)' })
  @ApiOkResponse({ type: CalendarEventPageView })
  list(@CurrentTenant() ctx: TenantContext, @CurrentUser() user: RequestUser, @Query() query: CalendarEventListQueryDto) {
    return this.events.list(ctx, user.userId, query);
  }

  @Post()
  @TenantPermission('calendar:create')
  @MaterialUploads('newUploads')
  @ApiOperation({ summary: 'Termin anlegen (multipart: Felder und Dateien in newUploads)' })
  @ApiCreatedResponse({ type: CalendarEventView })
  @ApiBadRequestResponse({ description: 'Titel oder Beginn fehlen, Ende vor Beginn, Farbe oder Rolle ungültig' })
  create(
    @CurrentTenant() ctx: TenantContext,
    @CurrentUser() user: RequestUser,
    @Body() dto: CreateCalendarEventDto,
    @UploadedMaterials() files: CheckedUpload[],
  ) {
    return this.events.create(ctx, user.userId, dto, files);
  }

  @Get(':eventId')
  @TenantMember({ integration: 'calendar' })
  @ApiOperation({ summary: 'Ein Termin (404, wenn meine Rolle ihn nicht sehen darf)' })
  @ApiOkResponse({ type: CalendarEventView })
  get(@CurrentTenant() ctx: TenantContext, @CurrentUser() user: RequestUser, @Param('eventId', UuidParam) eventId: string) {
    return this.events.get(ctx, user.userId, eventId);
  }

  @Put(':eventId')
  @TenantPermission('calendar:create')
  @MaterialUploads('newUploads')
  @ApiOperation({ summary: 'Termin ändern: nur gesendete Felder; materials = zu behaltende Dateien (weggelassen: alle)' })
  @ApiOkResponse({ type: CalendarEventView })
  @ApiBadRequestResponse({ description: 'Ungültige Felder oder Materialien eines anderen Eintrags' })
  update(
    @CurrentTenant() ctx: TenantContext,
    @CurrentUser() user: RequestUser,
    @Param('eventId', UuidParam) eventId: string,
    @Body() dto: UpdateCalendarEventDto,
    @UploadedMaterials() files: CheckedUpload[],
  ) {
    return this.events.update(ctx, user.userId, eventId, dto, files);
  }

  @Delete(':eventId')
  @TenantPermission('calendar:create')
  @ApiOperation({ summary: 'Termin mit seinen Dateien löschen' })
  @ApiOkResponse({ type: MessageView })
  remove(@CurrentTenant() ctx: TenantContext, @CurrentUser() user: RequestUser, @Param('eventId', UuidParam) eventId: string) {
    return this.events.remove(ctx, user.userId, eventId);
  }
}
