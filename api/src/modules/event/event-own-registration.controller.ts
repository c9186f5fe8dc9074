import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { EVENT_MESSAGES as EM } from '#shared/event';
import { CurrentUser } from '../../common/auth/request-user';
import type { RequestUser } from '../../common/auth/request-user';
import { TenantMember } from '../../common/tenancy/tenant-access.decorator';
import { CurrentTenant } from '../../common/tenancy/tenant-context';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { UuidParam } from '../../common/uuid-param.pipe';
import { MessageView } from '../../core/views/message.view';
import { OwnRegistrationDto } from './dto/participant.dto';
import { OwnRegistrationViewDto } from './dto/views.dto';
import { EventParticipantService } from './event-participant.service';

// Issue 28 §1: a member registers for an event of their group from inside the app, as their account.
@ApiTags('event: participants')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@Controller('event/tenant/:tenantId/event/:eventId/own-registration')
export class EventOwnRegistrationController {
  constructor(private readonly participants: EventParticipantService) {}

  @Get()
  @TenantMember({ integration: 'event' })
  @ApiOperation({ summary: 'Ob ich (meine E-Mail-Adresse) für das Event angemeldet bin' })
  @ApiOkResponse({ type: OwnRegistrationViewDto })
  @ApiNotFoundResponse({ description: `${EM.notFound} (auch wenn meine Rolle es nicht sehen darf)` })
  get(@CurrentTenant() ctx: TenantContext, @CurrentUser() user: RequestUser, @Param('eventId', UuidParam) eventId: string) {
    return this.participants.ownRegistration(ctx, user, eventId);
  }

  @Post()
  @HttpCode(201)
  @TenantMember({ integration: 'event' })
  @ApiOperation({
    summary: 'Mich mit Namen und E-Mail-Adresse meines Kontos anmelden; der Körper nennt nur die Antworten der Zusatzfelder',
  })
  @ApiCreatedResponse({ type: MessageView, description: EM.ownRegistered })
  @ApiBadRequestResponse({ description: 'Antworten passen nicht zu den Feldern des Events, unbekannte Felder' })
  @ApiForbiddenResponse({ description: `${EM.noAccess} (Anmeldung ausgeschaltet)` })
  @ApiNotFoundResponse({ description: EM.notFound })
  @ApiConflictResponse({ description: EM.alreadyRegistered })
  register(
    @CurrentTenant() ctx: TenantContext,
    @CurrentUser() user: RequestUser,
    @Param('eventId', UuidParam) eventId: string,
    @Body() dto: OwnRegistrationDto,
  ) {
    return this.participants.registerOwn(ctx, user, eventId, dto);
  }
}
