import { Controller, Delete, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { TenantPermission } from '../../common/tenancy/tenant-access.decorator';
import { CurrentTenant } from '../../common/tenancy/tenant-context';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { UuidParam } from '../../common/uuid-param.pipe';
import { MessageView } from '../../core/views/message.view';
import { EventParticipantListQueryDto } from './dto/participant.dto';
import { EventAttendeePageView, EventRegistrationPageView } from './dto/views.dto';
import { EventParticipantService } from './event-participant.service';

// Who registered and who checked in: event:edit only (a member who may see the event does not see them).
@ApiTags('event: participants')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@Controller('event/tenant/:tenantId/event/:eventId')
export class EventParticipantController {
  constructor(private readonly participants: EventParticipantService) {}

  @Get('registration')
  @TenantPermission('event:edit')
  @ApiOperation({ summary: 'Anmeldungen des Events, seitenweise; Suche über Name und E-Mail' })
  @ApiOkResponse({ type: EventRegistrationPageView })
  registrations(
    @CurrentTenant() ctx: TenantContext,
    @Param('eventId', UuidParam) eventId: string,
    @Query() query: EventParticipantListQueryDto,
  ) {
    return this.participants.listRegistrations(ctx, eventId, query);
  }

  @Delete('registration/:registrationId')
  @TenantPermission('event:edit')
  @ApiOperation({ summary: 'Eine Anmeldung löschen' })
  @ApiOkResponse({ type: MessageView })
  removeRegistration(
    @CurrentTenant() ctx: TenantContext,
    @Param('eventId', UuidParam) eventId: string,
    @Param('registrationId', UuidParam) registrationId: string,
  ) {
    return this.participants.remove(ctx, eventId, 'registration', registrationId);
  }

  @Get('attendee')
  @TenantPermission('event:edit')
  @ApiOperation({ summary: 'Check-ins des Events mit Zeitpunkt, seitenweise; Suche über Name und E-Mail' })
  @ApiOkResponse({ type: EventAttendeePageView })
  attendees(
    @CurrentTenant() ctx: TenantContext,
    @Param('eventId', UuidParam) eventId: string,
    @Query() query: EventParticipantListQueryDto,
  ) {
    return this.participants.listAttendees(ctx, eventId, query);
  }

  @Delete('attendee/:attendeeId')
  @TenantPermission('event:edit')
  @ApiOperation({ summary: 'Einen Check-in löschen' })
  @ApiOkResponse({ type: MessageView })
  removeAttendee(
    @CurrentTenant() ctx: TenantContext,
    @Param('eventId', UuidParam) eventId: string,
    @Param('attendeeId', UuidParam) attendeeId: string,
  ) {
    return this.participants.remove(ctx, eventId, 'attendee', attendeeId);
  }
}
