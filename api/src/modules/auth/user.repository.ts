import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { paginate } from '../../common/paginate';
import { likePattern } from '../../common/pagination.dto';
import { BaseRepository } from '../../core/database/transaction';
import { User } from '../../core/identity/user.entity';
import type { Page } from '../../shared/page';

export interface UserListQuery {
  text?: string;
  page: number;
  pageSize: number;
}

@Injectable()
export class UserRepository extends BaseRepository {
  constructor(dataSource: DataSource) {
    super(dataSource);
  }

  findById(id: string, manager?: EntityManager) {
    return this.manager(manager).findOneBy(User, { _id: id });
  }

  /** Serialises concurrent work on one account (e.g. two logins racing to resend a link). */
  /**
   * Claims today's "someone tried to register your address" notice: true for the first attempt of a day,
   * false for every further one. The upsert settles concurrent attempts in the database.
   */
  async claimRegistrationNotice(userId: string, manager: EntityManager): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO registration_notice (user_id, noticed_at) VALUES ($1, now())
       ON CONFLICT (user_id) DO UPDATE SET noticed_at = now() WHERE registration_notice.noticed_at < now() - interval '1 day'
       RETURNING user_id`,
      [userId],
    );
    return rows.length > 0;
  }

  async lock(id: string, manager: EntityManager): Promise<void> {
    await manager.findOne(User, { where: { _id: id }, lock: { mode: 'pessimistic_write' } });
  }

  /** The account under a row lock: concurrent level or suspension changes of one account apply one after another. */
  findLocked(id: string, manager: EntityManager) {
    return manager.findOne(User, { where: { _id: id }, lock: { mode: 'pessimistic_write' } });
  }

  findByMail(mail: string, manager?: EntityManager) {
    return this.manager(manager).findOneBy(User, { mail: mail.toLowerCase() });
  }

  /** Inserts unless the mail is taken; returns null on a taken mail (also under a race). */
  async insertIfNew(data: Pick<User, 'mail' | 'passwordHash' | 'firstName' | 'lastName' | 'termsAcceptedAt'>, manager: EntityManager) {
    const result = await manager.createQueryBuilder().insert().into(User).values(data).orIgnore().returning('*').execute();
    if (!result.identifiers.length || !result.identifiers[0]) return null;
    return manager.findOneByOrFail(User, { mail: data.mail });
  }

  async update(
    id: string,
    changes: Partial<
      Pick<User, 'passwordHash' | 'verifiedAt' | 'firstName' | 'lastName' | 'permissionLevel' | 'suspendedAt' | 'deletionAt'>
    >,
    manager?: EntityManager,
  ) {
    await this.manager(manager).update(User, { _id: id }, changes);
  }

  listAll(query: UserListQuery): Promise<Page<User>> {
    const qb = this.dataSource.createQueryBuilder(User, 'u').orderBy('u.last_name').addOrderBy('u.first_name').addOrderBy('u.id');
    if (query.text) {
      qb.where(`((u.first_name || ' ' || u.last_name) ILIKE :text OR u.mail ILIKE :text)`, { text: likePattern(query.text) });
    }
    return paginate(qb, query);
  }
}
