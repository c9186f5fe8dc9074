import { Module } from '@nestjs/common';
import { FilesJobsModule } from '../../files/jobs/files-jobs.module';
import { ChatAccountErasure } from '../chat-account-erasure.service';
import { ChatConversationRepository } from '../chat-conversation.repository';
import { ChatDataRepository } from '../chat-data.repository';
import { ChatMessageRepository } from '../chat-message.repository';
import { ChatReportRepository } from '../chat-report.repository';
import { ChatPushJobs } from './chat-push.jobs';
import { ChatReportMailJobs } from './chat-report-mail.jobs';

/** What the workers run for the chat (pushes, report mails, data export and account deletion); workers process only. */
@Module({
  imports: [FilesJobsModule],
  providers: [
    ChatDataRepository,
    ChatMessageRepository,
    ChatConversationRepository,
    ChatPushJobs,
    ChatReportRepository,
    ChatReportMailJobs,
    ChatAccountErasure,
  ],
})
export class ChatJobsModule {}
