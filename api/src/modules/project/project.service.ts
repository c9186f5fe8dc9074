// A group's projects: members read those their level may see, project:create adds them, project:edit (or the
// author while they may still create) changes them and their board's columns, project:delete removes them
// with their tasks and the tasks' files.
import { Injectable, OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { MaterialOwnerKind } from '#shared/files';
import { isPlatformModerator, tenantLevels } from '#shared/levels';
import { PROJECT_DEFAULT_COLUMNS } from '#shared/project';
import type { ProjectColumn, ProjectView } from '#shared/project';
import { assertMayModifyItem, mayModifyItem } from '../../common/tenancy/author-rule';
import { may, TenantContext } from '../../common/tenancy/tenant-context';
import { TransactionRunner } from '../../core/database/transaction';
import { MaterialAccessRegistry } from '../files/material-access.registry';
import { MaterialService } from '../files/material.service';
import { DashboardRegistry } from '../tenant/dashboard.registry';
import { CreateProjectDto, UpdateProjectDto } from './dto/project.dto';
import type { Project } from './entities/project.entity';
import { ProjectTaskRepository } from './project-task.repository';
import { ProjectErrors } from './project.errors';
import { ProjectRepository } from './project.repository';
import { dashboardTaskView, PROJECT_TEXT, projectView } from './project.views';

@Injectable()
export class ProjectService implements OnModuleInit {
  constructor(
    private readonly projects: ProjectRepository,
    private readonly tasks: ProjectTaskRepository,
    private readonly materials: MaterialService,
    private readonly tx: TransactionRunner,
    private readonly dashboard: DashboardRegistry,
    private readonly materialAccess: MaterialAccessRegistry,
  ) {}

  onModuleInit() {
    // The dashboard's `project` section: my open tasks (owned by me, not done), next due first.
    this.dashboard.register('project', async ({ ctx, userId, limit }) =>
      (await this.tasks.openTasksOf(ctx.tenant._id, userId, ctx.level, limit)).map(dashboardTaskView),
    );
    // A task's file is as visible as its project.
    this.materialAccess.register(MaterialOwnerKind.PROJECT_TASK, (caller, material) =>
      this.tasks.visibleToUser(material.tenantId, material.ownerId, caller.userId, isPlatformModerator(caller.permissionLevel)),
    );
  }

  async list(ctx: TenantContext, userId: string, query: { page: number; pageSize: number; text?: string }) {
    const page = await this.projects.page(ctx.tenant._id, ctx.level, query.text?.trim() || undefined, query);
    return { ...page, items: await this.views(ctx, userId, page.items) };
  }

  /** The project the caller's level may see, or 404. */
  async visible(ctx: TenantContext, projectId: string): Promise<Project> {
    const project = await this.projects.visible(ctx.tenant._id, projectId, ctx.level);
    if (!project) throw ProjectErrors.projectNotFound();
    return project;
  }

  async get(ctx: TenantContext, userId: string, projectId: string): Promise<ProjectView> {
    return (await this.views(ctx, userId, [await this.visible(ctx, projectId)]))[0];
  }

  async create(ctx: TenantContext, userId: string, dto: CreateProjectDto): Promise<ProjectView> {
    const viewAccess = dto.viewAccess === undefined ? 0 : checkedViewAccess(ctx, dto.viewAccess);
    const project = await this.projects.insert(ctx.tenant._id, {
      authorId: userId,
      title: dto.title,
      description: dto.description ?? '',
      viewAccess,
      columns: PROJECT_DEFAULT_COLUMNS.map((title) => ({ _id: randomUUID(), title })),
    });
    return this.get(ctx, userId, project._id);
  }

  /** Changes the fields sent; `columns` is the whole new ordered list (see mergeColumns). */
  async update(ctx: TenantContext, userId: string, projectId: string, dto: UpdateProjectDto): Promise<ProjectView> {
    const tenantId = ctx.tenant._id;
    await this.tx.run(async (tx) => {
      const project = await this.projects.visibleForUpdate(tenantId, projectId, ctx.level, tx);
      if (!project) throw ProjectErrors.projectNotFound();
      assertMayModifyItem(ctx, userId, 'project', 'edit', project);
      const columns = dto.columns
        ? mergeColumns(project.columns, dto.columns, await this.tasks.usedColumns(tenantId, projectId, tx))
        : undefined;
      await this.projects.update(
        tenantId,
        projectId,
        {
          ...(dto.title !== undefined ? { title: dto.title } : {}),
          ...(dto.description !== undefined ? { description: dto.description } : {}),
          ...(dto.viewAccess !== undefined ? { viewAccess: checkedViewAccess(ctx, dto.viewAccess) } : {}),
          ...(columns ? { columns } : {}),
          updatedAt: new Date(),
        },
        tx,
      );
    });
    return this.get(ctx, userId, projectId);
  }

  /** project:delete only; tasks go with the project (foreign key), their files after commit. */
  async remove(ctx: TenantContext, projectId: string) {
    const tenantId = ctx.tenant._id;
    await this.tx.run(async (tx) => {
      const project = await this.projects.visibleForUpdate(tenantId, projectId, ctx.level, tx);
      if (!project) throw ProjectErrors.projectNotFound();
      for (const row of await this.tasks.ofProject(tenantId, projectId, tx)) {
        await this.materials.removeAllOf(tx, { tenantId, kind: MaterialOwnerKind.PROJECT_TASK, ownerId: row.task._id });
      }
      await this.projects.delete(tenantId, projectId, tx);
    });
    return { message: PROJECT_TEXT.projectDeleted };
  }

  async views(ctx: TenantContext, userId: string, projects: Project[]): Promise<ProjectView[]> {
    const progress = await this.projects.progressOf(
      ctx.tenant._id,
      projects.map((p) => p._id),
    );
    return projects.map((p) =>
      projectView(p, ctx.tenant.type, progress.get(p._id), {
        mayEdit: mayModifyItem(ctx, userId, 'project', 'edit', p),
        mayDelete: may(ctx, 'project:delete'),
      }),
    );
  }
}

function checkedViewAccess(ctx: TenantContext, level: number): number {
  if (!tenantLevels(ctx.tenant.type).includes(level)) throw ProjectErrors.viewAccessInvalid();
  if (level > ctx.level) throw ProjectErrors.viewAccessAboveOwn();
  return level;
}

/**
 * The new column list: entries with `_id` keep (and rename) an existing column, entries without get a new
 * id, the order is the list's. A column left out is removed, unless tasks are in it (409). An unknown or
 * repeated `_id` is refused (400), as is an empty list.
 */
export function mergeColumns(
  current: readonly ProjectColumn[],
  wanted: ReadonlyArray<{ _id?: string; title: string }>,
  used: ReadonlySet<string>,
): ProjectColumn[] {
  if (wanted.length === 0) throw ProjectErrors.columnsRequired();
  const existing = new Set(current.map((c) => c._id));
  const seen = new Set<string>();
  const next = wanted.map((c) => {
    if (c._id === undefined) return { _id: randomUUID(), title: c.title.trim() };
    if (!existing.has(c._id) || seen.has(c._id)) throw ProjectErrors.columnsUnknown();
    seen.add(c._id);
    return { _id: c._id, title: c.title.trim() };
  });
  if (current.some((c) => !seen.has(c._id) && used.has(c._id))) throw ProjectErrors.columnNotEmpty();
  return next;
}
