import { Check, Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import { ExportRequest } from '../../../common/export/export-request.entity';
import type { ExportFormat } from '../../../common/export/export-request.entity';
import { ForeignKey } from '../../../core/database/foreign-key';
import { Domain } from '../../../core/identity/domain.entity';
import { User } from '../../../core/identity/user.entity';

/**
 * A delegate list of one domain and school year, rendered by the workers; the file sits in storage (state,
 * progress and file columns: ExportRequest).
 */
@Entity('delegate_export')
@Index('idx_delegate_export_domain', ['domainId', 'createdAt'])
@Index('idx_delegate_export_requested_by', ['requestedById'])
@Check('chk_delegate_export_state', `"state" IN ('PENDING', 'RUNNING', 'DONE', 'FAILED')`)
@Check('chk_delegate_export_format', `"format" IN ('pdf', 'csv')`)
export class DelegateExport extends ExportRequest {
  @Column({ type: 'uuid' })
  domainId: string;

  @ForeignKey(() => Domain, 'domain_id', 'fk_delegate_export_domain', 'CASCADE')
  readonly domain?: Relation<Domain>;

  @Column({ type: 'smallint' })
  yearStart: number;

  @Column({ type: 'varchar', length: 3 })
  format: ExportFormat;

  @ForeignKey(() => User, 'requested_by_id', 'fk_delegate_export_requested_by', 'SET NULL')
  readonly requestedBy?: Relation<User>;
}
