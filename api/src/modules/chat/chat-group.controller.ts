import { Body, Controller, Delete, Get, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser } from '../../common/auth/request-user';
import type { RequestUser } from '../../common/auth/request-user';
import { PageQueryDto } from '../../common/pagination.dto';
import { TenantMember, TenantPermission } from '../../common/tenancy/tenant-access.decorator';
import { CurrentTenant } from '../../common/tenancy/tenant-context';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { UuidParam } from '../../common/uuid-param.pipe';
import type { CheckedUpload } from '../files/dto/checked-upload.dto';
import { MaterialUploads, UploadedMaterials } from '../files/upload.decorators';
import { ChatGroupService } from './chat-group.service';
import { ChatHistoryQueryDto, SendGroupChatMessageDto } from './dto/chat-message.dto';
import { ChatHistoryPageView, ChatMessageView, ChatUnreadCountView, GroupChatListPageView } from './dto/views.dto';

@ApiTags('chat: group')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@Controller('chat/private/p2g')
export class ChatGroupController {
  constructor(private readonly chats: ChatGroupService) {}

  @Get()
  @ApiOperation({ summary: 'Meine Gruppenchats (Chat-Modul an) mit unreadCount' })
  @ApiOkResponse({ type: GroupChatListPageView })
  list(@CurrentUser() user: RequestUser, @Query() query: PageQueryDto) {
    return this.chats.list(user.userId, query);
  }

  @Get(':tenantId/general')
  @TenantMember({ integration: 'chat' })
  @ApiOperation({ summary: 'Verlauf des Gruppenchats, neueste zuerst (before, pageSize ≤ 100); markiert ihn als gelesen' })
  @ApiOkResponse({ type: ChatHistoryPageView })
  history(@CurrentTenant() ctx: TenantContext, @CurrentUser() user: RequestUser, @Query() query: ChatHistoryQueryDto) {
    return this.chats.page(ctx, user.userId, query);
  }

  @Get(':tenantId/general/unseen')
  @TenantMember({ integration: 'chat' })
  @ApiOperation({ summary: 'Ungelesene Nachrichten des Gruppenchats (alle 60 s abgefragt)' })
  @ApiOkResponse({ type: ChatUnreadCountView })
  async unseen(@CurrentTenant() ctx: TenantContext, @CurrentUser() user: RequestUser) {
    return { unreadCount: await this.chats.unreadCount(ctx, user.userId) };
  }

  @Post(':tenantId/general')
  @TenantPermission('chat:create')
  @MaterialUploads('files')
  @ApiOperation({ summary: 'Nachricht in den Gruppenchat schreiben (multipart: content, files ≤ 10, mentions)' })
  @ApiCreatedResponse({ type: ChatMessageView })
  send(
    @CurrentTenant() ctx: TenantContext,
    @CurrentUser() user: RequestUser,
    @Body() dto: SendGroupChatMessageDto,
    @UploadedMaterials() files: CheckedUpload[],
  ) {
    return this.chats.send(ctx, user.userId, dto, files);
  }

  @Delete(':tenantId/general/:messageId')
  @TenantMember({ integration: 'chat' })
  @ApiOperation({ summary: "Nachricht entfernen (Absender oder chat:delete); sie bleibt als 'Nachricht entfernt' stehen" })
  @ApiOkResponse({ type: ChatMessageView })
  remove(@CurrentTenant() ctx: TenantContext, @CurrentUser() user: RequestUser, @Param('messageId', UuidParam) messageId: string) {
    return this.chats.remove(ctx, user.userId, messageId);
  }
}
