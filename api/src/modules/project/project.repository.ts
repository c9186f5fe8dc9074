// Projects of a group. Every in-app read names the caller's level: a project above it does not exist for them
// (the level-gated kit: visible, visibleForUpdate, viewerIds). Every move, task insert and column change
// takes visibleForUpdate first, so they run one after another per project and each sees the board the
// previous one left (positions stay dense). The list walks idx_project_tenant_created (tenant, created_at).
import { Injectable } from '@nestjs/common';
import { DataSource, SelectQueryBuilder } from 'typeorm';
import type { Page } from '#shared/page';
import { PageRequest } from '../../common/paginate';
import { likePattern } from '../../common/pagination.dto';
import { LevelGatedRepository, VisibleOrder } from '../../common/tenancy/level-gated.repository';
import { Project } from './entities/project.entity';
import { GATED_PROJECT } from './project.gated';

export interface ProjectProgress {
  taskCount: number;
  doneCount: number;
}

const ORDER: VisibleOrder = [
  ['e.created_at', 'DESC'],
  ['e.id', 'DESC'],
];

@Injectable()
export class ProjectRepository extends LevelGatedRepository<Project> {
  constructor(dataSource: DataSource) {
    super(dataSource, Project, GATED_PROJECT);
  }

  /** A page of the projects the level may see, newest first (idx_project_tenant_created). */
  page(tenantId: string, level: number, text: string | undefined, page: PageRequest): Promise<Page<Project>> {
    const filter = <Q extends SelectQueryBuilder<Project>>(qb: Q) =>
      text ? qb.andWhere('e.title ILIKE :text', { text: likePattern(text) }) : qb;
    return this.visiblePageOf(tenantId, level, page, ORDER, filter);
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
}
