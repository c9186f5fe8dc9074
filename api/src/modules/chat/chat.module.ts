import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module';
import { AuthModule } from '../auth/auth.module';
import { FilesModule } from '../files/files.module';
import { NotifyModule } from '../notify/notify.module';
import { TenantModule } from '../tenant/tenant.module';
import { ChatAccessService } from './chat-access.service';
import { ChatAccountErasure } from './chat-account-erasure.service';
import { ChatAdminController } from './chat-admin.controller';
import { ChatAdminService } from './chat-admin.service';
import { ChatBlockController } from './chat-block.controller';
import { ChatBlockService } from './chat-block.service';
import { ChatConversationRepository } from './chat-conversation.repository';
import { ChatGroupController } from './chat-group.controller';
import { ChatGroupService } from './chat-group.service';
import { ChatHistoryService } from './chat-history.service';
import { ChatMessageRepository } from './chat-message.repository';
import { ChatPrivateController } from './chat-private.controller';
import { ChatPrivateService } from './chat-private.service';
import { ChatReportController } from './chat-report.controller';
import { ChatReportRepository } from './chat-report.repository';
import { ChatReportService } from './chat-report.service';

/**
 * Group and private chat (issue 13). ChatAccessService is exported for the moderation side: load a
 * message with its conversation, check a participant, turn a message into the placeholder.
 */
@Module({
  // Auth and admin for the reports' moderation: the suspension and the audit log.
  imports: [TenantModule, FilesModule, AuthModule, AdminModule, NotifyModule],
  controllers: [ChatGroupController, ChatPrivateController, ChatBlockController, ChatReportController, ChatAdminController],
  providers: [
    ChatConversationRepository,
    ChatMessageRepository,
    ChatHistoryService,
    ChatAccessService,
    ChatGroupService,
    ChatPrivateService,
    ChatBlockService,
    ChatReportRepository,
    ChatReportService,
    ChatAdminService,
    ChatAccountErasure,
  ],
  exports: [ChatAccessService, ChatConversationRepository, ChatMessageRepository, ChatHistoryService],
})
export class ChatModule {}
