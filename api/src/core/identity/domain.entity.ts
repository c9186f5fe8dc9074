import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '../database/base.entity';

/** An association of councils in one city or state. */
@Entity('domain')
export class Domain extends BaseEntity {
  @Index('uq_domain_name', { unique: true })
  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'text', default: '' })
  description: string;
}
