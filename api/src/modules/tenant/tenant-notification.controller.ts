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
import { CreateNotificationDto } from './dto/notification.dto';
import { NotificationPageView, NotificationView, UnseenCountView } from './dto/views.dto';
import { NotificationService } from './notification.service';

@ApiTags('tenant: notifications')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@Controller('tenant/tenant/:tenantId/notification')
export class TenantNotificationController {
  constructor(private readonly notifications: NotificationService) {}

  @Get()
  @TenantMember()
  @ApiOperation({ summary: 'Benachrichtigungen der Gruppe, neueste zuerst; unseenCount dieser Gruppe' })
  @ApiOkResponse({ type: NotificationPageView })
  list(@CurrentTenant() ctx: TenantContext, @CurrentUser() user: RequestUser, @Query() query: PageQueryDto) {
    return this.notifications.listForTenant(ctx, user.userId, query);
  }

  @Post()
  @TenantPermission('notifications:create')
  @ApiOperation({ summary: 'Benachrichtigung an alle Mitglieder senden (höchstens 500 Zeichen)' })
  @ApiCreatedResponse({ type: NotificationView })
  @ApiBadRequestResponse({ description: 'Nachricht fehlt oder ist zu lang' })
  send(@CurrentTenant() ctx: TenantContext, @CurrentUser() user: RequestUser, @Body() dto: CreateNotificationDto) {
    return this.notifications.send(ctx, user.userId, dto);
  }

  @Delete(':notificationId')
  @TenantPermission('notifications:delete')
  @ApiOperation({ summary: 'Benachrichtigung löschen' })
  @ApiOkResponse({ type: MessageView })
  remove(@CurrentTenant() ctx: TenantContext, @Param('notificationId', UuidParam) notificationId: string) {
    return this.notifications.remove(ctx, notificationId);
  }

  @Put(':notificationId/seen')
  @TenantMember()
  @ApiOperation({ summary: 'Eine Benachrichtigung als gelesen markieren; unseenCount über alle meine Gruppen' })
  @ApiOkResponse({ type: UnseenCountView })
  markSeen(
    @CurrentTenant() ctx: TenantContext,
    @CurrentUser() user: RequestUser,
    @Param('notificationId', UuidParam) notificationId: string,
  ) {
    return this.notifications.markSeen(ctx, user.userId, notificationId);
  }
}
