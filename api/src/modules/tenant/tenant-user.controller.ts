import { Body, Controller, Delete, Get, HttpStatus, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser } from '../../common/auth/request-user';
import type { RequestUser } from '../../common/auth/request-user';
import { PageQueryDto } from '../../common/pagination.dto';
import { UuidParam } from '../../common/uuid-param.pipe';
import { MessageView } from '../../core/views/message.view';
import { JoinRequestedView, MyJoinRequestPageView } from './dto/join-request.view';
import { MarkSeenDto } from './dto/notification.dto';
import { GroupResultView, InvitationPageView, MyGroupPageView, NotificationPageView, UnseenCountView } from './dto/views.dto';
import { InvitationService } from './invitation.service';
import { JoinRequestService } from './join-request.service';
import { NotificationService } from './notification.service';
import { UserGroupsService } from './user-groups.service';

/** SPEC 7 "Tenant, user side": everything here concerns the caller's own account. */
@ApiTags('tenant: user')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@Controller('tenant/user')
export class TenantUserController {
  constructor(
    private readonly groups: UserGroupsService,
    private readonly invitations: InvitationService,
    private readonly notifications: NotificationService,
    private readonly joinRequests: JoinRequestService,
  ) {}

  @Get('tenant')
  @ApiOperation({ summary: 'Meine Gruppen' })
  @ApiOkResponse({ type: MyGroupPageView })
  myGroups(@CurrentUser() user: RequestUser, @Query() query: PageQueryDto) {
    return this.groups.listMine(user.userId, query);
  }

  @Post('join/:tenantId')
  @ApiOperation({ summary: 'Einer offenen Gruppe als Gast beitreten, oder (joinPolicy REQUEST) den Beitritt anfragen' })
  @ApiCreatedResponse({ type: GroupResultView, description: 'joinPolicy OPEN: beigetreten' })
  @ApiAcceptedResponse({ type: JoinRequestedView, description: 'joinPolicy REQUEST: Anfrage wartet (eine je Person und Gruppe)' })
  @ApiNotFoundResponse({ description: 'Unbekannt oder nicht offen' })
  @ApiConflictResponse({ description: 'Bereits Mitglied' })
  async join(@CurrentUser() user: RequestUser, @Param('tenantId', UuidParam) tenantId: string, @Res({ passthrough: true }) res: Response) {
    const result = await this.groups.join(user.userId, tenantId);
    if ('request' in result) res.status(HttpStatus.ACCEPTED);
    return result;
  }

  @Get('join-request')
  @ApiOperation({ summary: 'Meine wartenden Beitrittsanfragen' })
  @ApiOkResponse({ type: MyJoinRequestPageView })
  myJoinRequests(@CurrentUser() user: RequestUser, @Query() query: PageQueryDto) {
    return this.joinRequests.listMine(user.userId, query);
  }

  @Delete('join/:tenantId')
  @ApiOperation({ summary: 'Eine Gruppe verlassen (nicht als letzte Administration)' })
  @ApiOkResponse({ type: MessageView })
  @ApiNotFoundResponse({ description: 'Kein Mitglied' })
  @ApiConflictResponse({ description: 'LAST_ADMIN' })
  leave(@CurrentUser() user: RequestUser, @Param('tenantId', UuidParam) tenantId: string) {
    return this.groups.leave(user.userId, tenantId);
  }

  @Get('invitation')
  @ApiOperation({ summary: 'Offene Einladungen an meine bestätigte E-Mail-Adresse' })
  @ApiOkResponse({ type: InvitationPageView })
  myInvitations(@CurrentUser() user: RequestUser, @Query() query: PageQueryDto) {
    return this.invitations.listMine(user.userId, query);
  }

  @Put('invitation/:invitationId')
  @ApiOperation({ summary: 'Einladung annehmen: Mitgliedschaft mit der eingeladenen Rolle' })
  @ApiOkResponse({ type: GroupResultView })
  @ApiNotFoundResponse({ description: 'Unbekannt, beantwortet oder nicht an mich' })
  accept(@CurrentUser() user: RequestUser, @Param('invitationId', UuidParam) invitationId: string) {
    return this.invitations.accept(user.userId, invitationId);
  }

  @Delete('invitation/:invitationId')
  @ApiOperation({ summary: 'Einladung ablehnen' })
  @ApiOkResponse({ type: MessageView })
  @ApiNotFoundResponse({ description: 'Unbekannt, beantwortet oder nicht an mich' })
  decline(@CurrentUser() user: RequestUser, @Param('invitationId', UuidParam) invitationId: string) {
    return this.invitations.decline(user.userId, invitationId);
  }

  @Get('notification')
  @ApiOperation({ summary: 'Benachrichtigungen aller meiner Gruppen, neueste zuerst, mit unseenCount' })
  @ApiOkResponse({ type: NotificationPageView })
  myNotifications(@CurrentUser() user: RequestUser, @Query() query: PageQueryDto) {
    return this.notifications.listForReader(user.userId, query);
  }

  @Put('notification/seen')
  @ApiOperation({ summary: 'Als gelesen markieren: alle, oder nur die in ids genannten' })
  @ApiOkResponse({ type: UnseenCountView })
  @ApiBadRequestResponse({ description: 'ids ungültig' })
  markSeen(@CurrentUser() user: RequestUser, @Body() dto: MarkSeenDto) {
    return this.notifications.markSeenForReader(user.userId, dto.ids);
  }
}
