import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser } from '../../common/auth/request-user';
import type { RequestUser } from '../../common/auth/request-user';
import { MessageView } from '../../core/views/message.view';
import { PushSubscriptionDto, PushUnsubscribeDto } from './dto/push-subscription.dto';
import { PushKeyView } from './dto/views.dto';
import { PushService } from './push.service';

/** Web Push of the caller's own browsers (issue 25 §4). */
@ApiTags('tenant: user')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@Controller('tenant/user')
export class PushSubscriptionController {
  constructor(private readonly push: PushService) {}

  @Get('push-key')
  @ApiOperation({ summary: 'Der öffentliche VAPID-Schlüssel für pushManager.subscribe' })
  @ApiOkResponse({ type: PushKeyView })
  key() {
    return this.push.publicKey();
  }

  @Post('push-subscription')
  @ApiOperation({ summary: 'Diesen Browser für Push-Benachrichtigungen anmelden (PushSubscription-JSON)' })
  @ApiCreatedResponse({ type: MessageView })
  @ApiBadRequestResponse({ description: 'Keine http(s)-Adresse, nicht erlaubte Adresse, p256dh kein P-256-Punkt, auth nicht 16 Byte' })
  subscribe(@CurrentUser() user: RequestUser, @Body() body: PushSubscriptionDto) {
    return this.push.subscribe(user.userId, body);
  }

  @Delete('push-subscription')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Diesen Browser von Push-Benachrichtigungen abmelden' })
  @ApiOkResponse({ type: MessageView })
  @ApiNotFoundResponse({ description: 'Kein eigenes Abonnement mit dieser Adresse' })
  unsubscribe(@CurrentUser() user: RequestUser, @Body() body: PushUnsubscribeDto) {
    return this.push.unsubscribe(user.userId, body.endpoint);
  }
}
