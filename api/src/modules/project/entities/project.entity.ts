import { Check, Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import { PROJECT_DESCRIPTION_MAX_LENGTH, PROJECT_TITLE_MAX_LENGTH } from '#shared/project';
import type { ProjectColumn } from '#shared/project';
import { TenantOwnedEntity } from '../../../core/database/base.entity';
import { ForeignKey } from '../../../core/database/foreign-key';
import { Tenant } from '../../../core/identity/tenant.entity';
import { User } from '../../../core/identity/user.entity';

/**
 * A group's project with its board's columns. The columns live in JSONB on the row: they are always read
 * and written with the project, and every change to them holds the project row lock (like every move).
 */
@Entity('project')
// The tenant's project list, newest first.
@Index('idx_project_tenant_created', ['tenantId', 'createdAt'])
@Index('idx_project_author', ['authorId'])
@Check('chk_project_view_access', `"view_access" >= 0`)
export class Project extends TenantOwnedEntity {
  @Column({ type: 'uuid' })
  declare tenantId: string;

  @ForeignKey(() => Tenant, 'tenant_id', 'fk_project_tenant', 'CASCADE')
  readonly tenant?: Relation<Tenant>;

  @Column({ type: 'uuid', nullable: true })
  authorId: string | null;

  @ForeignKey(() => User, 'author_id', 'fk_project_author', 'SET NULL')
  readonly author?: Relation<User>;

  @Column({ type: 'varchar', length: PROJECT_TITLE_MAX_LENGTH })
  title: string;

  /** Sanitised HTML (common/validation/rich-text.ts). */
  @Column({ type: 'varchar', length: PROJECT_DESCRIPTION_MAX_LENGTH, default: '' })
  description: string;

  @Column({ type: 'smallint', default: 0 })
  viewAccess: number;

  /** The board's columns in order; the last one counts as done. */
  @Column({ type: 'jsonb' })
  columns: ProjectColumn[];
}
