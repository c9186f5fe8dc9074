// Projects of a group. Every in-app read names the caller's level: a project above it does not exist for them.
// The list walks idx_project_tenant_created (tenant, created_at).
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { Page } from '#shared/page';
import { paginate, PageRequest } from '../../common/paginate';
import { likePattern } from '../../common/pagination.dto';
import { TenantScopedRepository } from '../../common/tenancy/tenant-scoped.repository';
import { Project } from './entities/project.entity';

export interface ProjectProgress {
  taskCount: number;
  doneCount: number;
}

@Injectable()
export class ProjectRepository extends TenantScopedRepository<Project> {
  constructor(dataSource: DataSource) {
    super(dataSource, Project);
  }

  visible(tenantId: string, id: string, level: number, manager?: EntityManager): Promise<Project | null> {
    return this.scopedQuery(tenantId, 'p', manager).andWhere('p.id = :id AND p.view_access <= :level', { id, level }).getOne();
  }

  /**
   * The project under its row lock. Every move, task insert and column change takes it first, so they run
   * one after another per project and each sees the board the previous one left (positions stay dense).
   */
  visibleForUpdate(tenantId: string, id: string, level: number, manager: EntityManager): Promise<Project | null> {
    return this.scopedQuery(tenantId, 'p', manager)
      .andWhere('p.id = :id AND p.view_access <= :level', { id, level })
      .setLock('pessimistic_write', undefined, ['p'])
      .getOne();
  }

  page(tenantId: string, level: number, text: string | undefined, page: PageRequest): Promise<Page<Project>> {
    const qb = this.scopedQuery(tenantId, 'p').andWhere('p.view_access <= :level', { level });
    if (text) qb.andWhere('p.title ILIKE :text', { text: likePattern(text) });
    return paginate(qb.orderBy('p.created_at', 'DESC').addOrderBy('p.id', 'DESC'), page);
  }

  /** Tasks and done tasks (in the last column) per project, one query (idx_project_task_board by project). */
  async progressOf(tenantId: string, projectIds: string[]): Promise<Map<string, ProjectProgress>> {
    if (projectIds.length === 0) return new Map();
    const rows: Array<{ project_id: string; total: number; done: number }> = await this.dataSource.query(
      `SELECT t.project_id, COUNT(*)::int AS total,
              COUNT(*) FILTER (WHERE t.col_id::text = p.columns -> -1 ->> '_id')::int AS done
         FROM project_task t JOIN project p ON p.id = t.project_id
        WHERE t.project_id = ANY($1::uuid[]) AND t.tenant_id = $2
        GROUP BY t.project_id`,
      [projectIds, tenantId],
    );
    return new Map(rows.map((r) => [r.project_id, { taskCount: r.total, doneCount: r.done }]));
  }

  /** Whether the user may see the project a task belongs to (files of tasks): member at its level, or staff. */
  async taskVisibleToUser(tenantId: string, taskId: string, userId: string, platformStaff: boolean): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM project_task k
         JOIN project p ON p.id = k.project_id
         JOIN tenant t ON t.id = p.tenant_id
         LEFT JOIN membership m ON m.tenant_id = p.tenant_id AND m.user_id = $3
        WHERE k.tenant_id = $1 AND k.id = $2 AND COALESCE((t.integrations ->> 'project')::boolean, false)
          AND ((m.id IS NOT NULL AND p.view_access <= m.level) OR $4::boolean)`,
      [tenantId, taskId, userId, platformStaff],
    );
    return rows.length > 0;
  }
}
