import { Check, Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import { ExportRequest } from '../../../common/export/export-request.entity';
import { ForeignKey } from '../../../core/database/foreign-key';
import { Tenant } from '../../../core/identity/tenant.entity';
import { User } from '../../../core/identity/user.entity';

/**
 * A group's content as one ZIP for its admins (issue 26 §2, before deleting the group), rendered by the pdf
 * worker; it expires after the EXPORT retention rule like every group export, and goes with the group.
 */
@Entity('group_data_export')
@Index('idx_group_data_export_tenant', ['tenantId', 'createdAt'])
@Index('idx_group_data_export_requested_by', ['requestedById'])
@Check('chk_group_data_export_state', `"state" IN ('PENDING', 'RUNNING', 'DONE', 'FAILED')`)
@Check('chk_group_data_export_progress', `"progress" BETWEEN 0 AND 100`)
export class GroupDataExport extends ExportRequest {
  @Column({ type: 'uuid' })
  tenantId: string;

  @ForeignKey(() => Tenant, 'tenant_id', 'fk_group_data_export_tenant', 'CASCADE')
  readonly tenant?: Relation<Tenant>;

  @ForeignKey(() => User, 'requested_by_id', 'fk_group_data_export_requested_by', 'SET NULL')
  readonly requestedBy?: Relation<User>;
}
