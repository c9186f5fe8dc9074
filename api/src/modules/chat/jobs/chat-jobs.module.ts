import { Module } from '@nestjs/common';
import { ChatConversationRepository } from '../chat-conversation.repository';
import { ChatDataRepository } from '../chat-data.repository';
import { ChatMessageRepository } from '../chat-message.repository';
import { ChatReportRepository } from '../chat-report.repository';
import { ChatPushJobs } from './chat-push.jobs';
import { ChatReportMailJobs } from './chat-report-mail.jobs';

/** What the workers run for the chat; loaded by the workers process only. */
@Module({
  providers: [
    ChatDataRepository,
    ChatMessageRepository,
    ChatConversationRepository,
    ChatPushJobs,
    ChatReportRepository,
    ChatReportMailJobs,
  ],
})
export class ChatJobsModule {}
