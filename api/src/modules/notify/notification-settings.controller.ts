import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser } from '../../common/auth/request-user';
import type { RequestUser } from '../../common/auth/request-user';
import { UpdateNotificationSettingsDto } from './dto/notification-settings.dto';
import { NotificationSettingsView } from './dto/views.dto';
import { NotificationSettingsService } from './notification-settings.service';

/** Issue 25 §4: what reaches me, how, and when not. */
@ApiTags('tenant: user')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@Controller('tenant/user/notification-settings')
export class NotificationSettingsController {
  constructor(private readonly settings: NotificationSettingsService) {}

  @Get()
  @ApiOperation({ summary: 'Meine Benachrichtigungseinstellungen (mit den Voreinstellungen)' })
  @ApiOkResponse({ type: NotificationSettingsView })
  get(@CurrentUser() user: RequestUser) {
    return this.settings.get(user.userId);
  }

  @Put()
  @ApiOperation({ summary: 'Benachrichtigungseinstellungen ändern; weggelassene Felder bleiben' })
  @ApiOkResponse({ type: NotificationSettingsView })
  @ApiBadRequestResponse({ description: 'Unbekannte Art, Zeit nicht HH:mm, Wochentag nicht 1-7, fremde oder vergangene Stummschaltung' })
  put(@CurrentUser() user: RequestUser, @Body() body: UpdateNotificationSettingsDto) {
    return this.settings.put(user.userId, body);
  }
}
