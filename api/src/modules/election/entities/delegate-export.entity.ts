import { Check, Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import { BaseEntity } from '../../../infrastructure/database/base.entity';
import { ForeignKey } from '../../../infrastructure/database/foreign-key';
import { User } from '../../auth/entities/user.entity';
import { Domain } from '../../tenant/entities/domain.entity';

export enum ExportState {
  PENDING = 'PENDING',
  RUNNING = 'RUNNING',
  DONE = 'DONE',
  FAILED = 'FAILED',
}
export type ExportFormat = 'pdf' | 'csv';

/** A delegate list of one domain and school year, rendered by the workers; the file sits in storage. */
@Entity('delegate_export')
@Index('idx_delegate_export_domain', ['domainId', 'createdAt'])
@Index('idx_delegate_export_requested_by', ['requestedById'])
@Check('chk_delegate_export_state', `"state" IN ('PENDING', 'RUNNING', 'DONE', 'FAILED')`)
@Check('chk_delegate_export_format', `"format" IN ('pdf', 'csv')`)
export class DelegateExport extends BaseEntity {
  @Column({ type: 'uuid' })
  domainId: string;

  @ForeignKey(() => Domain, 'domain_id', 'fk_delegate_export_domain', 'CASCADE')
  readonly domain?: Relation<Domain>;

  @Column({ type: 'smallint' })
  yearStart: number;

  @Column({ type: 'varchar', length: 3 })
  format: ExportFormat;

  @Column({ type: 'varchar', length: 10, default: ExportState.PENDING })
  state: ExportState;

  /** 0..100 */
  @Column({ type: 'smallint', default: 0 })
  progress: number;

  @Column({ type: 'uuid', nullable: true })
  requestedById: string | null;

  @ForeignKey(() => User, 'requested_by_id', 'fk_delegate_export_requested_by', 'SET NULL')
  readonly requestedBy?: Relation<User>;

  @Column({ type: 'varchar', length: 300, nullable: true })
  storageKey: string | null;
}
