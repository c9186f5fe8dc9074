// The mail_delivery ledger: one row per idempotency key, marked when the mail left.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BaseRepository } from '../../core/database/transaction';
import { MailDelivery } from './mail-delivery.entity';

@Injectable()
export class MailDeliveryRepository extends BaseRepository {
  constructor(dataSource: DataSource) {
    super(dataSource);
  }

  /** Claims the key (a second claim finds the first row) and returns the row. */
  async claim(key: string, recipient: string, template: string): Promise<MailDelivery> {
    const repo = this.manager().getRepository(MailDelivery);
    await repo.createQueryBuilder().insert().values({ idempotencyKey: key, recipient, template, sentAt: null }).orIgnore().execute();
    return repo.findOneByOrFail({ idempotencyKey: key });
  }

  async markSent(key: string): Promise<void> {
    await this.manager().update(MailDelivery, { idempotencyKey: key }, { sentAt: new Date() });
  }
}
