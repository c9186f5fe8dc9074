// Reporting a chat message (issue 13 §2 "Reports"): only a participant of the message's conversation may
// report it (404 otherwise, so a stranger learns nothing about the id); one open report per reporter and
// message. The report and the event that mails every moderator and administrator commit together.
import { Injectable } from '@nestjs/common';
import { CHAT_REPORT_MESSAGES, CHAT_REPORT_OPEN_MAX, ChatReportCreated, ChatReportState } from '#shared/chat-reports';
import { TransactionRunner } from '../../core/database/transaction';
import { Errors } from '../../core/domain.exception';
import { OutboxService } from '../../infrastructure/outbox/outbox.service';
import { NotifyService } from '../notify/notify.service';
import { ChatAccessService } from './chat-access.service';
import { ChatReportRepository } from './chat-report.repository';
import { ChatReportErrors } from './chat.errors';
import { CreateChatReportDto } from './dto/chat-report.dto';
import type { ChatConversationKind } from './entities/chat-conversation.entity';

@Injectable()
export class ChatReportService {
  constructor(
    private readonly access: ChatAccessService,
    private readonly reports: ChatReportRepository,
    private readonly outbox: OutboxService,
    private readonly tx: TransactionRunner,
    private readonly notify: NotifyService,
  ) {}

  /** `kind`: p2preport reports private messages, p2greport group messages; the other kind is not found. */
  async report(
    reporterId: string,
    kind: ChatConversationKind,
    dto: CreateChatReportDto,
  ): Promise<{ created: boolean; body: ChatReportCreated }> {
    const found = await this.access.messageForParticipant(dto.messageId, reporterId);
    if (!found || found.conversation.kind !== kind) throw Errors.notFound();
    if (found.message.sender_id === reporterId) throw ChatReportErrors.ownMessage();
    if (found.message.removed) throw ChatReportErrors.messageRemoved();
    const { id, created } = await this.tx.run(async (tx) => {
      const stored = await this.reports.insertOrFindOpen(tx, {
        messageId: found.message.id,
        reporterId,
        senderId: found.message.sender_id,
        reason: dto.reason,
        comment: dto.comment ?? null,
        originalContent: found.message.content,
      });
      if (!stored.created) return stored;
      // Beyond the limit the new report is rolled back: each one mails every moderator and administrator.
      if ((await this.reports.openCountOf(tx, reporterId)) > CHAT_REPORT_OPEN_MAX) throw ChatReportErrors.tooManyOpen();
      await this.outbox.record(tx, 'chat.message-reported', { reportId: stored.id });
      if (found.conversation.tenantId) await this.notify.chatReport(tx, found.conversation.tenantId, reporterId);
      return stored;
    });
    const message = created ? CHAT_REPORT_MESSAGES.reported : CHAT_REPORT_MESSAGES.alreadyReported;
    return { created, body: { _id: id, state: ChatReportState.OPEN, message } };
  }
}
