import { Body, Controller, Delete, Get, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser } from '../../common/auth/request-user';
import type { RequestUser } from '../../common/auth/request-user';
import { PageQueryDto } from '../../common/pagination.dto';
import { UuidParam } from '../../common/uuid-param.pipe';
import { MessageView } from '../../core/views/message.view';
import type { CheckedUpload } from '../files/dto/checked-upload.dto';
import { MaterialUploads, UploadedMaterials } from '../files/upload.decorators';
import { ChatPrivateService } from './chat-private.service';
import { ChatHistoryQueryDto, SendChatMessageDto } from './dto/chat-message.dto';
import { ChatHistoryPageView, ChatMessageView, ChatUnreadCountView, PrivateChatListPageView } from './dto/views.dto';

@ApiTags('chat: private')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@Controller('chat/private')
export class ChatPrivateController {
  constructor(private readonly chats: ChatPrivateService) {}

  @Get('p2p')
  @ApiOperation({ summary: 'Meine privaten Chats, neueste zuerst, mit unreadCount' })
  @ApiOkResponse({ type: PrivateChatListPageView })
  list(@CurrentUser() user: RequestUser, @Query() query: PageQueryDto) {
    return this.chats.list(user.userId, query);
  }

  @Get('p2punseen')
  @ApiOperation({ summary: 'Ungelesene private Nachrichten insgesamt (alle 60 s abgefragt)' })
  @ApiOkResponse({ type: ChatUnreadCountView })
  async totalUnseen(@CurrentUser() user: RequestUser) {
    return { unreadCount: await this.chats.totalUnreadCount(user.userId) };
  }

  @Get('p2p/:userId')
  @ApiOperation({ summary: 'Verlauf mit dieser Person, neueste zuerst (before, pageSize ≤ 100); markiert ihn als gelesen' })
  @ApiOkResponse({ type: ChatHistoryPageView })
  history(@CurrentUser() user: RequestUser, @Param('userId', UuidParam) partnerId: string, @Query() query: ChatHistoryQueryDto) {
    return this.chats.page(user.userId, partnerId, query);
  }

  @Get('p2p/:userId/unseen')
  @ApiOperation({ summary: 'Ungelesene Nachrichten dieses Chats' })
  @ApiOkResponse({ type: ChatUnreadCountView })
  async unseen(@CurrentUser() user: RequestUser, @Param('userId', UuidParam) partnerId: string) {
    return { unreadCount: await this.chats.unreadCount(user.userId, partnerId) };
  }

  @Delete('p2p/:userId')
  @ApiOperation({ summary: 'Chat entfernen: verschwindet aus meiner Liste, bis eine neue Nachricht kommt; Verlauf und Meldungen bleiben' })
  @ApiOkResponse({ type: MessageView })
  @ApiNotFoundResponse({ description: 'Kein Chat mit dieser Person' })
  remove(@CurrentUser() user: RequestUser, @Param('userId', UuidParam) partnerId: string) {
    return this.chats.remove(user.userId, partnerId);
  }

  @Post('p2p/:recipientId')
  @MaterialUploads('files')
  @ApiOperation({
    summary: 'Private Nachricht schreiben (multipart: content, files ≤ 10); nur an Personen, die die Kontaktregel erlaubt',
  })
  @ApiCreatedResponse({ type: ChatMessageView })
  send(
    @CurrentUser() user: RequestUser,
    @Param('recipientId', UuidParam) recipientId: string,
    @Body() dto: SendChatMessageDto,
    @UploadedMaterials() files: CheckedUpload[],
  ) {
    return this.chats.send(user.userId, recipientId, dto, files);
  }
}
