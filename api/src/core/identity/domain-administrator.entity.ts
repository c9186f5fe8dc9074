import { Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import { BaseEntity } from '../database/base.entity';
import { ForeignKey } from '../database/foreign-key';
import { Domain } from './domain.entity';
import { User } from './user.entity';

/** A user who administers a domain (the "SV-Administration"). */
@Entity('domain_administrator')
@Index('uq_domain_administrator', ['domainId', 'userId'], { unique: true })
@Index('idx_domain_administrator_user', ['userId'])
export class DomainAdministrator extends BaseEntity {
  @Column({ type: 'uuid' })
  domainId: string;

  @ForeignKey(() => Domain, 'domain_id', 'fk_domain_administrator_domain', 'CASCADE')
  readonly domain?: Relation<Domain>;

  @Column({ type: 'uuid' })
  userId: string;

  @ForeignKey(() => User, 'user_id', 'fk_domain_administrator_user', 'CASCADE')
  readonly user?: Relation<User>;
}
