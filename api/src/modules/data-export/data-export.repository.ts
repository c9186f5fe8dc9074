// The data exports' own reads and writes: the account a personal export belongs to, the once-a-day rule,
// the ready mail's marker and the expiry of one export.
import { Injectable } from '@nestjs/common';
import { DataSource, IsNull, MoreThan } from 'typeorm';
import type { Tx } from '../../core/database/transaction';
import { BaseRepository } from '../../core/database/transaction';
import { Tenant } from '../../core/identity/tenant.entity';
import { User } from '../../core/identity/user.entity';
import { PersonalDataExport } from './entities/personal-data-export.entity';

export type ExportAccount = Pick<User, '_id' | 'mail' | 'firstName' | 'lastName'>;

@Injectable()
export class DataExportRepository extends BaseRepository {
  constructor(dataSource: DataSource) {
    super(dataSource);
  }

  account(userId: string, tx?: Tx): Promise<ExportAccount | null> {
    return this.manager(tx).findOne(User, { where: { _id: userId }, select: { _id: true, mail: true, firstName: true, lastName: true } });
  }

  /** The person's newest request after `since` (any state), read under the request's owner lock. */
  newestSince(userId: string, since: Date, tx: Tx): Promise<PersonalDataExport | null> {
    return tx.findOne(PersonalDataExport, { where: { userId, createdAt: MoreThan(since) }, order: { createdAt: 'DESC' } });
  }

  /** The person's newest export not yet expired (what the account page shows). */
  newestValid(userId: string): Promise<PersonalDataExport | null> {
    return this.manager().findOne(PersonalDataExport, { where: { userId, expiresAt: MoreThan(new Date()) }, order: { createdAt: 'DESC' } });
  }

  /** True for the first call only: the ready mail is recorded once however often the job runs. */
  async announce(tx: Tx, exportId: string): Promise<boolean> {
    const result = await tx.update(PersonalDataExport, { _id: exportId, announcedAt: IsNull() }, { announcedAt: () => 'now()' });
    return (result.affected ?? 0) > 0;
  }

  /** The export with its row lock when its end has come (null when gone or not yet due). */
  async dueForExpiry(exportId: string, now: Date, tx: Tx): Promise<PersonalDataExport | null> {
    const row = await tx.findOne(PersonalDataExport, { where: { _id: exportId }, lock: { mode: 'pessimistic_write' } });
    return row && row.expiresAt <= now ? row : null;
  }

  findExport(exportId: string): Promise<PersonalDataExport | null> {
    return this.manager().findOneBy(PersonalDataExport, { _id: exportId });
  }

  async groupName(tenantId: string): Promise<string> {
    const tenant = await this.manager().findOne(Tenant, { where: { _id: tenantId }, select: { _id: true, name: true } });
    return tenant?.name ?? '';
  }
}
