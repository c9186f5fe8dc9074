import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { Transporter } from 'nodemailer';
import { ConfigService } from '#api/config/config';
import { MailDeliveryRepository } from '#api/infrastructure/mail/mail-delivery.repository';
import { MailContent } from '#api/infrastructure/mail/mail-layout';
import { MailMetrics } from '#api/infrastructure/metrics/mail-metrics.service';

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
    private readonly deliveries: MailDeliveryRepository,
    private readonly metrics: MailMetrics,
  ) {
    this.transport = nodemailer.createTransport(config.get('smtpUrl'));
  }

  async sendOnce(key: string, to: string, template: string, content: MailContent): Promise<'sent' | 'skipped'> {
    const row = await this.deliveries.claim(key, to, template);
    if (row.sentAt) return 'skipped';
    try {
      await this.transport.sendMail({
        from: this.config.get('mailFrom'),
        to,
        subject: content.subject,
        html: content.html,
        text: content.text,
        headers: content.headers,
      });
    } catch (err) {
      this.metrics.failed.inc();
      throw err;
    }
    this.metrics.sent.inc();
    await this.deliveries.markSent(key);
    return 'sent';
  }

  onApplicationShutdown() {
    this.transport.close();
  }
}
