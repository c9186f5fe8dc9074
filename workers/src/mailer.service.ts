import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { Transporter } from 'nodemailer';
import { DataSource } from 'typeorm';
import { ConfigService } from '../../api/src/config/config';
import { MailDelivery } from '../../api/src/infrastructure/mail/mail-delivery.entity';
import { MailContent } from './templates/layout';

/**
 * Sends a mail once per idempotency key. The row is written first and marked sent afterwards, so a
 * retried job skips what was delivered; a crash between sending and marking can repeat that one mail
 * (at-least-once), never lose it.
 */
@Injectable()
export class MailerService implements OnApplicationShutdown {
  private readonly transport: Transporter;

  constructor(
    private readonly config: ConfigService,
    private readonly dataSource: DataSource,
  ) {
    this.transport = nodemailer.createTransport(config.get('smtpUrl'));
  }

  async sendOnce(key: string, to: string, template: string, content: MailContent): Promise<'sent' | 'skipped'> {
    const repo = this.dataSource.getRepository(MailDelivery);
    await repo.createQueryBuilder().insert().values({ idempotencyKey: key, recipient: to, template, sentAt: null }).orIgnore().execute();
    const row = await repo.findOneByOrFail({ idempotencyKey: key });
    if (row.sentAt) return 'skipped';
    await this.transport.sendMail({ from: this.config.get('mailFrom'), to, subject: content.subject, html: content.html, text: content.text });
    await repo.update({ idempotencyKey: key }, { sentAt: new Date() });
    return 'sent';
  }

  onApplicationShutdown() {
    this.transport.close();
  }
}
