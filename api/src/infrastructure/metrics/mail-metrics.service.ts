import { Injectable } from '@nestjs/common';
import { Counter } from 'prom-client';
import { MetricsRegistry } from './metrics.registry';

/** Mails handed to (or refused by) the SMTP server by this workers process. */
@Injectable()
export class MailMetrics {
  readonly sent: Counter;
  readonly failed: Counter;

  constructor(metrics: MetricsRegistry) {
    const registers = [metrics.registry];
    this.sent = new Counter({ name: 'plenum_mails_sent_total', help: 'Mails accepted by the SMTP server', registers });
    this.failed = new Counter({
      name: 'plenum_mails_failed_total',
      help: 'Mail attempts the SMTP server refused or that failed to reach it (the job retries them)',
      registers,
    });
  }
}
