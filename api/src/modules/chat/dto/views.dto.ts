// Response shapes of the chat for OpenAPI; the shared types in #shared/chat are what the web reads.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {
  BlockedPerson,
  ChatHistoryPage,
  ChatMessage,
  ChatPartner,
  ChatPerson,
  ChatUnreadCount,
  GroupChatListItem,
  PrivateChatListItem,
  ChatDashboardSection,
} from '#shared/chat';
import { PageMeta } from '../../../core/views/page-meta';
import { MaterialViewDto } from '../../files/dto/views.dto';

export class ChatPartnerView implements ChatPartner {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ example: 'Lea Schmidt' }) name: string;
}

export class ChatPersonView implements ChatPerson {
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Null für ein gelöschtes Konto' }) _id: string | null;
  @ApiProperty({ example: 'Lea Schmidt' }) name: string;
}

export class ChatMessageView implements ChatMessage {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ format: 'uuid' }) conversationId: string;
  @ApiProperty({ type: String, nullable: true, description: 'Gruppe (nur im Gruppenchat)' }) tenantId: string | null;
  @ApiProperty({ type: ChatPersonView }) sender: ChatPersonView;
  @ApiProperty({ description: "Reiner Text; 'Nachricht entfernt', wenn entfernt" }) content: string;
  @ApiProperty({ type: [MaterialViewDto] }) files: MaterialViewDto[];
  @ApiProperty() removed: boolean;
  @ApiProperty({ description: 'Darf ich sie löschen?' }) mayDelete: boolean;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}

export class ChatHistoryPageView implements ChatHistoryPage {
  @ApiProperty({ type: [ChatMessageView], description: 'Neueste zuerst' }) items: ChatMessageView[];
  @ApiProperty({ example: 50 }) pageSize: number;
  @ApiProperty({ type: String, nullable: true, description: 'before für die nächste (ältere) Seite' }) nextBefore: string | null;
  @ApiProperty() hasMore: boolean;
  @ApiPropertyOptional({ type: ChatPartnerView, description: 'Nur im privaten Chat: die andere Person' }) partner?: ChatPartnerView;
  @ApiPropertyOptional({ description: 'Nur die neueste Seite: wie viele Nachrichten anderer vor diesem Lesen ungelesen waren' })
  unreadCount?: number;
}

export class PrivateChatListItemView implements PrivateChatListItem {
  @ApiProperty({ format: 'uuid' }) conversationId: string;
  @ApiProperty({ type: ChatPartnerView }) partner: ChatPartnerView;
  @ApiProperty({ type: ChatMessageView, nullable: true }) lastMessage: ChatMessageView | null;
  @ApiProperty() unreadCount: number;
  @ApiProperty() lastActivityAt: string;
}

export class PrivateChatListPageView extends PageMeta {
  @ApiProperty({ type: [PrivateChatListItemView] }) items: PrivateChatListItemView[];
}

export class BlockedPersonView implements BlockedPerson {
  @ApiProperty({ format: 'uuid', description: 'Kennung der Person' }) _id: string;
  @ApiProperty({ example: 'Vorname Nachname' }) name: string;
  @ApiProperty() blockedAt: string;
}

export class BlockedPersonPageView extends PageMeta {
  @ApiProperty({ type: [BlockedPersonView] }) items: BlockedPersonView[];
}

export class GroupChatListItemView implements GroupChatListItem {
  @ApiProperty({ format: 'uuid' }) tenantId: string;
  @ApiProperty() tenantName: string;
  @ApiProperty({ type: String, nullable: true }) conversationId: string | null;
  @ApiProperty({ type: ChatMessageView, nullable: true }) lastMessage: ChatMessageView | null;
  @ApiProperty() unreadCount: number;
  @ApiProperty({ description: 'Darf ich schreiben (chat:create)?' }) mayPost: boolean;
}

export class GroupChatListPageView extends PageMeta {
  @ApiProperty({ type: [GroupChatListItemView] }) items: GroupChatListItemView[];
}

export class ChatUnreadCountView implements ChatUnreadCount {
  @ApiProperty({ example: 3 }) unreadCount: number;
}

/** The one item of the dashboard's `chat` section. */
export class ChatDashboardSectionView implements ChatDashboardSection {
  @ApiProperty({ type: [ChatMessageView], description: 'Die neuesten Nachrichten des Gruppenchats, neueste zuerst' })
  items: ChatMessageView[];
  @ApiProperty({ example: 3 }) unreadCount: number;
}
