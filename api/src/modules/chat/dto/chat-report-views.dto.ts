// Response shapes of the reports and the moderation for OpenAPI; #shared/chat-reports is what the web reads.
import { ApiProperty } from '@nestjs/swagger';
import {
  ChatReportAction,
  ChatReportReason,
  ChatReportState,
  type ChatReportConversation,
  type ChatReportCreated,
  type ChatReportDetail,
  type ChatReportListItem,
} from '#shared/chat-reports';
import { PageMeta } from '../../../core/views/page-meta';
import { ChatMessageView, ChatPersonView } from './views.dto';

export class ChatReportCreatedView implements ChatReportCreated {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ enum: ChatReportState }) state: ChatReportState;
  @ApiProperty({ description: 'Bestätigung für die Erfolgsmeldung' }) message: string;
}

class ChatReportTenantView {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() name: string;
}

class ChatReportConversationView implements ChatReportConversation {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ enum: ['GROUP', 'PRIVATE'] }) kind: 'GROUP' | 'PRIVATE';
  @ApiProperty({ type: ChatReportTenantView, nullable: true, description: 'Nur im Gruppenchat' }) tenant: ChatReportTenantView | null;
  @ApiProperty({ type: [ChatPersonView], description: 'Nur im privaten Chat: beide Beteiligten' }) participants: ChatPersonView[];
}

export class ChatReportListItemView implements ChatReportListItem {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ enum: ChatReportState }) state: ChatReportState;
  @ApiProperty({ enum: ChatReportReason }) reason: ChatReportReason;
  @ApiProperty({ type: String, nullable: true }) comment: string | null;
  @ApiProperty({ type: ChatPersonView }) reporter: ChatPersonView;
  @ApiProperty({ type: ChatPersonView }) sender: ChatPersonView;
  @ApiProperty({ description: 'Der gemeldete Text, wie er geschrieben wurde (bleibt nach dem Entfernen erhalten)' })
  originalContent: string;
  @ApiProperty({ format: 'uuid' }) messageId: string;
  @ApiProperty({ type: ChatReportConversationView }) conversation: ChatReportConversationView;
  @ApiProperty({ enum: ChatReportAction, nullable: true }) action: ChatReportAction | null;
  @ApiProperty({ type: ChatPersonView, nullable: true }) handledBy: ChatPersonView | null;
  @ApiProperty({ type: String, nullable: true }) handledAt: string | null;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}

export class ChatReportPageView extends PageMeta {
  @ApiProperty({ type: [ChatReportListItemView] }) items: ChatReportListItemView[];
}

export class ChatReportDetailView extends ChatReportListItemView implements ChatReportDetail {
  @ApiProperty({ type: ChatMessageView, description: "Wie der Chat sie jetzt zeigt ('Nachricht entfernt' nach dem Entfernen)" })
  message: ChatMessageView;
  @ApiProperty({ type: [ChatMessageView], description: 'Bis zu 5 Nachrichten davor, älteste zuerst' }) context: ChatMessageView[];
  @ApiProperty({ description: 'Ist das Konto der verfassenden Person gesperrt?' }) senderSuspended: boolean;
}
