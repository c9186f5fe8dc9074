import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '../../../infrastructure/database/base.entity';

/** A user who administers a domain (the "SV-Administration"). */
@Entity('domain_administrator')
@Index('uq_domain_administrator', ['domainId', 'userId'], { unique: true })
@Index('idx_domain_administrator_user', ['userId'])
export class DomainAdministrator extends BaseEntity {
  @Column({ type: 'uuid' })
  domainId: string;

  @Column({ type: 'uuid' })
  userId: string;
}
