import { Injectable } from '@nestjs/common';
import { DataSource, IsNull, Not } from 'typeorm';
import { BaseRepository } from '../../core/database/transaction';
import { User } from '../../core/identity/user.entity';

export type AccountRef = Pick<User, '_id' | 'mail' | 'firstName' | 'lastName'>;

/**
 * The tenant module's read-only look at accounts: finding the verified account a member administrator
 * names. (The auth module imports this module for the auth data, so it cannot be imported back.)
 */
@Injectable()
export class AccountRepository extends BaseRepository {
  constructor(dataSource: DataSource) {
    super(dataSource);
  }

  findVerified(by: { userId?: string; mail?: string }): Promise<AccountRef | null> {
    const where = by.userId ? { _id: by.userId } : { mail: (by.mail ?? '').toLowerCase() };
    return this.manager().findOne(User, {
      where: { ...where, verifiedAt: Not(IsNull()) },
      select: { _id: true, mail: true, firstName: true, lastName: true },
    });
  }

  /** Any account, verified or not (e.g. who sent an invitation). */
  findById(userId: string): Promise<AccountRef | null> {
    return this.manager().findOne(User, { where: { _id: userId }, select: { _id: true, mail: true, firstName: true, lastName: true } });
  }

  /** Whether any account (verified or not) uses this address. */
  existsWithMail(mail: string): Promise<boolean> {
    return this.manager().existsBy(User, { mail: mail.toLowerCase() });
  }
}
