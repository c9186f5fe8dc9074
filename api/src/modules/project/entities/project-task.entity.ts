import { Check, Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import type { ConnectorRef } from '#shared/linked-content';
import { TASK_DESCRIPTION_MAX_LENGTH, TASK_TITLE_MAX_LENGTH } from '#shared/project';
import type { ProjectSubtask } from '#shared/project';
import { TenantOwnedEntity } from '../../../core/database/base.entity';
import { ForeignKey } from '../../../core/database/foreign-key';
import { Tenant } from '../../../core/identity/tenant.entity';
import { User } from '../../../core/identity/user.entity';
import { Project } from './project.entity';

/**
 * A task on a project's board. `position` is dense (0..n-1) within its column; moves renumber under the
 * project's row lock. Subtasks and connectors are JSONB: read and written only with the task.
 */
@Entity('project_task')
// The board: a project's tasks by column and position (also the progress counts per project).
@Index('idx_project_task_board', ['projectId', 'colId', 'position'])
// The dashboard's "my open tasks": a member's tasks in a tenant, next due first.
@Index('idx_project_task_owner_due', ['tenantId', 'ownerId', 'dueDate'])
@Index('idx_project_task_owner', ['ownerId'])
@Check('chk_project_task_position', `"position" >= 0`)
export class ProjectTask extends TenantOwnedEntity {
  @Column({ type: 'uuid' })
  declare tenantId: string;

  @ForeignKey(() => Tenant, 'tenant_id', 'fk_project_task_tenant', 'CASCADE')
  readonly tenant?: Relation<Tenant>;

  @Column({ type: 'uuid' })
  projectId: string;

  @ForeignKey(() => Project, 'project_id', 'fk_project_task_project', 'CASCADE')
  readonly project?: Relation<Project>;

  /** A column `_id` of the project (no foreign key: columns are JSONB on the project). */
  @Column({ type: 'uuid' })
  colId: string;

  @Column({ type: 'int' })
  position: number;

  @Column({ type: 'varchar', length: TASK_TITLE_MAX_LENGTH })
  title: string;

  /** Sanitised HTML. */
  @Column({ type: 'varchar', length: TASK_DESCRIPTION_MAX_LENGTH, default: '' })
  description: string;

  @Column({ type: 'jsonb', default: () => `'[]'` })
  subtasks: ProjectSubtask[];

  /** YYYY-MM-DD. */
  @Column({ type: 'date', nullable: true })
  dueDate: string | null;

  @Column({ type: 'varchar', length: 7, nullable: true })
  color: string | null;

  @Column({ type: 'uuid', nullable: true })
  ownerId: string | null;

  @ForeignKey(() => User, 'owner_id', 'fk_project_task_owner', 'SET NULL')
  readonly owner?: Relation<User>;

  @Column({ type: 'jsonb', default: () => `'[]'` })
  connectors: ConnectorRef[];

  /** Optimistic lock: every edit and move adds one; an edit naming an older one is refused. */
  @Column({ type: 'int', default: 1 })
  version: number;
}
