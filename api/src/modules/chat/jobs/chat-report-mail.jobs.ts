// The report mails: every platform moderator and administrator learns of a new report; the sender of a
// message a moderator warned about gets the warning. Both load the report by id and skip what changed.
import { Injectable } from '@nestjs/common';
import { ChatReportAction, ChatReportState } from '#shared/chat-reports';
import { ConfigService } from '../../../config/config';
import type { JobData } from '../../../infrastructure/outbox/domain-events';
import { MailJob } from '../../../infrastructure/queue/job-handler';
import type { MailJobContext } from '../../../infrastructure/queue/job-handler';
import { ChatReportRepository } from '../chat-report.repository';
import { person, whereWritten } from '../chat-report.views';
import { messageReportedMail, senderWarnedMail } from './chat-report-mails';

@Injectable()
export class ChatReportMailJobs {
  constructor(
    private readonly reports: ChatReportRepository,
    private readonly config: ConfigService,
  ) {}

  @MailJob('chat.message-reported')
  async reported(data: JobData<'chat.message-reported'>, ctx: MailJobContext) {
    const row = await this.reports.row(data.reportId);
    // Handled before the mail went out: nobody needs to look any more.
    if (!row || row.state !== ChatReportState.OPEN) return;
    const url = `${this.config.get('publicUrl')}/admin/reports?report=${encodeURIComponent(row.id)}`;
    for (const staff of await this.reports.staff()) {
      const mail = messageReportedMail({
        staffFirstName: staff.first_name,
        reporterName: person(row.reporter_id, row.reporter_first, row.reporter_last).name,
        senderName: person(row.sender_id, row.sender_first, row.sender_last).name,
        where: whereWritten(row),
        reason: row.reason,
        comment: row.comment,
        content: row.original_content,
        url,
      });
      await ctx.sendMail(staff.mail, 'chat-report', mail);
    }
  }

  @MailJob('chat.sender-warned')
  async warned(data: JobData<'chat.sender-warned'>, ctx: MailJobContext) {
    const row = await this.reports.row(data.reportId);
    if (!row || row.action !== ChatReportAction.WARN || !row.sender_mail || !row.sender_first) return;
    const mail = senderWarnedMail({ senderFirstName: row.sender_first, where: whereWritten(row), content: row.original_content });
    await ctx.sendMail(row.sender_mail, 'chat-report-warning', mail);
  }
}
