// Tasks of a project. Board reads and renumbering walk idx_project_task_board (project, column, position);
// the dashboard walks idx_project_task_owner_due (tenant, owner, due date).
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { ConnectorRef } from '#shared/linked-content';
import { PROJECT_TASKS_MAX } from '#shared/project';
import { seenAt } from '../../common/tenancy/level-gated';
import { LevelGatedChildRepository } from '../../common/tenancy/level-gated.repository';
import { User } from '../../core/identity/user.entity';
import { ProjectTask } from './entities/project-task.entity';
import { GATED_PROJECT_TASK } from './project.gated';

/** A task with its owner's name (null without an owner or once the account is gone). */
export interface TaskRow {
  task: ProjectTask;
  owner: { _id: string; firstName: string; lastName: string } | null;
}

export interface OpenTaskRow {
  id: string;
  project_id: string;
  project_title: string;
  title: string;
  due_date: string | null;
  col_title: string;
}

@Injectable()
export class ProjectTaskRepository extends LevelGatedChildRepository<ProjectTask> {
  constructor(dataSource: DataSource) {
    super(dataSource, ProjectTask, GATED_PROJECT_TASK);
  }

  /** The whole board (capped by PROJECT_TASKS_MAX on insert), by column and position. */
  ofProject(tenantId: string, projectId: string, manager?: EntityManager): Promise<TaskRow[]> {
    return this.rows(tenantId, manager)
      .andWhere('k.project_id = :projectId', { projectId })
      .orderBy('k.col_id')
      .addOrderBy('k.position')
      .addOrderBy('k.id')
      .limit(PROJECT_TASKS_MAX)
      .getRawAndEntities()
      .then(({ entities, raw }) => toTaskRows(entities, raw));
  }

  async one(tenantId: string, projectId: string, taskId: string, manager?: EntityManager): Promise<TaskRow | null> {
    const { entities, raw } = await this.rows(tenantId, manager)
      .andWhere('k.project_id = :projectId AND k.id = :taskId', { projectId, taskId })
      .getRawAndEntities();
    return toTaskRows(entities, raw)[0] ?? null;
  }

  forUpdate(tenantId: string, projectId: string, taskId: string, manager: EntityManager): Promise<ProjectTask | null> {
    return this.scopedQuery(tenantId, 'k', manager)
      .andWhere('k.project_id = :projectId AND k.id = :taskId', { projectId, taskId })
      .setLock('pessimistic_write', undefined, ['k'])
      .getOne();
  }

  /** Ids of a column's tasks in board order. */
  async columnOrder(tenantId: string, projectId: string, colId: string, manager: EntityManager): Promise<string[]> {
    const rows: Array<{ id: string }> = await manager.query(
      `SELECT id FROM project_task WHERE project_id = $1 AND col_id = $2 AND tenant_id = $3 ORDER BY position, id`,
      [projectId, colId, tenantId],
    );
    return rows.map((r) => r.id);
  }

  /** Puts `ids` into `colId` at positions 0..n-1 in the given order (one statement). */
  async placeColumn(tenantId: string, projectId: string, colId: string, ids: string[], manager: EntityManager): Promise<void> {
    if (ids.length === 0) return;
    await manager.query(
      `UPDATE project_task k SET col_id = $2, position = v.pos - 1
         FROM unnest($1::uuid[]) WITH ORDINALITY AS v(id, pos)
        WHERE k.id = v.id AND k.project_id = $3 AND k.tenant_id = $4
          AND (k.col_id <> $2 OR k.position <> v.pos - 1)`,
      [ids, colId, projectId, tenantId],
    );
  }

  countInProject(tenantId: string, projectId: string, manager?: EntityManager): Promise<number> {
    return this.count(tenantId, { projectId }, manager);
  }

  /** Which of these columns hold tasks. */
  async usedColumns(tenantId: string, projectId: string, manager: EntityManager): Promise<Set<string>> {
    const rows: Array<{ col_id: string }> = await manager.query(
      `SELECT DISTINCT col_id FROM project_task WHERE project_id = $1 AND tenant_id = $2`,
      [projectId, tenantId],
    );
    return new Set(rows.map((r) => r.col_id));
  }

  /** Drops connectors whose object is gone, without a version bump (nobody edited the task). */
  async dropConnectors(tenantId: string, taskId: string, keep: ConnectorRef[], manager?: EntityManager): Promise<void> {
    await this.manager(manager).query(`UPDATE project_task SET connectors = $1::jsonb WHERE id = $2 AND tenant_id = $3`, [
      JSON.stringify(keep),
      taskId,
      tenantId,
    ]);
  }

  /** The caller's open tasks (not in the project's last column) in projects their level may see, next due first. */
  openTasksOf(tenantId: string, userId: string, level: number, limit: number): Promise<OpenTaskRow[]> {
    return this.dataSource.query(
      `SELECT k.id, k.project_id, p.title AS project_title, k.title, to_char(k.due_date, 'YYYY-MM-DD') AS due_date,
              COALESCE((SELECT c ->> 'title' FROM jsonb_array_elements(p.columns) c WHERE c ->> '_id' = k.col_id::text), '') AS col_title
         FROM project_task k JOIN project p ON p.id = k.project_id
        WHERE k.tenant_id = $1 AND k.owner_id = $2 AND ${seenAt('p', '$3')}
          AND k.col_id::text <> p.columns -> -1 ->> '_id'
        ORDER BY k.due_date ASC NULLS LAST, k.created_at, k.id
        LIMIT $4`,
      [tenantId, userId, level, limit],
    );
  }

  private rows(tenantId: string, manager?: EntityManager) {
    return this.scopedQuery(tenantId, 'k', manager)
      .leftJoin(User, 'o', 'o.id = k.owner_id')
      .addSelect(['o.id AS owner_id_', 'o.first_name AS owner_first_', 'o.last_name AS owner_last_']);
  }
}

function toTaskRows(entities: ProjectTask[], raw: Record<string, unknown>[]): TaskRow[] {
  const byId = new Map(raw.map((r) => [r.k_id as string, r]));
  return entities.map((task) => {
    const r = byId.get(task._id)!;
    return {
      task,
      owner: r.owner_id_ ? { _id: r.owner_id_ as string, firstName: r.owner_first_ as string, lastName: r.owner_last_ as string } : null,
    };
  });
}
