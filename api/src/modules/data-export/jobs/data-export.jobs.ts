// The workers' side of the personal data export: the mail that it is ready (once per export and address) and
// its deletion at `expiresAt` (the delayed job the export job adds; the hourly export expiry is the backstop).
import { Injectable } from '@nestjs/common';
import { ConfigService } from '../../../config/config';
import type { JobData } from '../../../infrastructure/outbox/domain-events';
import { MailJob, PdfJob } from '../../../infrastructure/queue/job-handler';
import type { JobContext, MailJobContext } from '../../../infrastructure/queue/job-handler';
import { DataExportRepository } from '../data-export.repository';
import { PersonalDataExports } from '../personal-data-export.kind';
import { dataExportReadyMail } from './data-export-mails';

@Injectable()
export class DataExportJobs {
  constructor(
    private readonly repository: DataExportRepository,
    private readonly kind: PersonalDataExports,
    private readonly config: ConfigService,
  ) {}

  @MailJob('data-export.ready')
  async mailReady({ exportId }: JobData<'data-export.ready'>, ctx: MailJobContext): Promise<void> {
    const row = await this.repository.findExport(exportId);
    const account = row && (await this.repository.account(row.userId));
    if (!row || !account) return;
    await ctx.sendMail(account.mail, 'data-export-ready', dataExportReadyMail(`${this.config.get('publicUrl')}/user`, row.expiresAt));
  }

  @PdfJob('data-export.expire')
  async expire({ exportId }: JobData<'data-export.expire'>, _ctx: JobContext): Promise<void> {
    await this.kind.expire(exportId);
  }
}
