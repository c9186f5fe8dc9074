// Tasks on a project's board. project:create adds them; project:edit changes and moves any task, the owner
// their own while they hold project:create (the author rule with the owner as author); the owner ticks
// subtasks and moves their task at any level (project-task.rules.ts); deleting needs project:edit. Every change records `project.task-changed` so the viewers' open boards follow.
import { Injectable } from '@nestjs/common';
import { MaterialOwnerKind } from '#shared/files';
import { CONNECTOR_TARGETS_LIMIT } from '#shared/linked-content';
import { PROJECT_TASKS_MAX } from '#shared/project';
import type { ProjectBoardView, ProjectTaskChange, ProjectTaskView } from '#shared/project';
import { LinkedContentRegistry } from '../../common/linked-content/linked-content.registry';
import { may, TenantContext } from '../../common/tenancy/tenant-context';
import { TransactionRunner, Tx } from '../../core/database/transaction';
import { OutboxService } from '../../infrastructure/outbox/outbox.service';
import type { CheckedUpload } from '../files/dto/checked-upload.dto';
import { MaterialService } from '../files/material.service';
import { NotifyService } from '../notify/notify.service';
import { MembershipRepository } from '../tenant/membership.repository';
import { ConnectorTargetQueryDto, CreateTaskDto, MoveTaskDto, TickSubtaskDto, UpdateTaskDto } from './dto/task.dto';
import type { ProjectTask } from './entities/project-task.entity';
import type { Project } from './entities/project.entity';
import { callerOf, ProjectConnectors } from './project-connectors';
import { ProjectTaskRepository, TaskRow } from './project-task.repository';
import { assertMayEditTask, assertMayProgressTask, mayEditTask, mayProgressTask } from './project-task.rules';
import { ProjectErrors } from './project.errors';
import { ProjectRepository } from './project.repository';
import { ProjectService } from './project.service';
import { PROJECT_TEXT, taskView } from './project.views';

const taskOwner = (tenantId: string, taskId: string) => ({ tenantId, kind: MaterialOwnerKind.PROJECT_TASK, ownerId: taskId });

@Injectable()
export class ProjectTaskService {
  constructor(
    private readonly projectService: ProjectService,
    private readonly projects: ProjectRepository,
    private readonly tasks: ProjectTaskRepository,
    private readonly connectors: ProjectConnectors,
    private readonly registry: LinkedContentRegistry,
    private readonly memberships: MembershipRepository,
    private readonly materials: MaterialService,
    private readonly outbox: OutboxService,
    private readonly tx: TransactionRunner,
    private readonly notify: NotifyService,
  ) {}

  /** Every task of the project (at most PROJECT_TASKS_MAX) grouped by column, in board order. */
  async board(ctx: TenantContext, userId: string, projectId: string): Promise<ProjectBoardView> {
    const project = await this.projectService.visible(ctx, projectId);
    const [view] = await this.projectService.views(ctx, userId, [project]);
    const rows = await this.views(ctx, userId, await this.tasks.ofProject(ctx.tenant._id, projectId));
    return { project: view, columns: project.columns.map((c) => ({ ...c, tasks: rows.filter((t) => t.colId === c._id) })) };
  }

  async get(ctx: TenantContext, userId: string, projectId: string, taskId: string): Promise<ProjectTaskView> {
    await this.projectService.visible(ctx, projectId);
    const row = await this.tasks.one(ctx.tenant._id, projectId, taskId);
    if (!row) throw ProjectErrors.taskNotFound();
    return (await this.views(ctx, userId, [row]))[0];
  }

  /** New tasks go to the end of their column (the first column unless `colId` names another). */
  async create(ctx: TenantContext, userId: string, projectId: string, dto: CreateTaskDto, files: readonly CheckedUpload[]) {
    const tenantId = ctx.tenant._id;
    const taskId = await this.tx.run(async (tx) => {
      const project = await this.lockedProject(ctx, projectId, tx);
      if ((await this.tasks.countInProject(tenantId, projectId, tx)) >= PROJECT_TASKS_MAX) throw ProjectErrors.tooManyTasks();
      const colId = dto.colId ?? project.columns[0]._id;
      if (!project.columns.some((c) => c._id === colId)) throw ProjectErrors.columnUnknown();
      const task = await this.tasks.insert(
        tenantId,
        {
          projectId,
          colId,
          position: (await this.tasks.columnOrder(tenantId, projectId, colId, tx)).length,
          title: dto.title,
          description: dto.description ?? '',
          subtasks: trimmedSubtasks(dto.subtasks) ?? [],
          dueDate: dto.dueDate ?? null,
          color: dto.color ?? null,
          ownerId: await this.checkedOwner(tenantId, dto.owner, tx),
          connectors: dto.connectors ? await this.connectors.checked(ctx, userId, dto.connectors) : [],
          version: 1,
        },
        tx,
      );
      await this.materials.add(tx, taskOwner(tenantId, task._id), userId, files);
      await this.changed(tx, tenantId, projectId, task._id, 'created', 1);
      if (task.ownerId)
        await this.notify.taskAssigned(tx, { tenantId, projectId, ownerId: task.ownerId, actorId: userId, taskTitle: task.title });
      return task._id;
    });
    return this.get(ctx, userId, projectId, taskId);
  }

  /** Changes the fields sent, if `version` is the current one (else 409 and nothing changes). */
  async update(ctx: TenantContext, userId: string, projectId: string, taskId: string, dto: UpdateTaskDto, files: readonly CheckedUpload[]) {
    const tenantId = ctx.tenant._id;
    await this.tx.run(async (tx) => {
      await this.projectService.visible(ctx, projectId);
      const task = await this.lockedTask(ctx, projectId, taskId, dto.version, tx);
      assertMayEditTask(ctx, userId, task);
      await this.materials.keepOnly(tx, taskOwner(tenantId, taskId), dto.materials);
      const version = task.version + 1;
      await this.tasks.update(
        tenantId,
        taskId,
        {
          ...(dto.title !== undefined ? { title: dto.title } : {}),
          ...(dto.description !== undefined ? { description: dto.description } : {}),
          ...(dto.subtasks !== undefined ? { subtasks: trimmedSubtasks(dto.subtasks) } : {}),
          ...(dto.dueDate !== undefined ? { dueDate: dto.dueDate } : {}),
          ...(dto.color !== undefined ? { color: dto.color } : {}),
          ...(dto.owner !== undefined ? { ownerId: await this.checkedOwner(tenantId, dto.owner, tx) } : {}),
          ...(dto.connectors !== undefined
            ? { connectors: await this.connectors.replaced(ctx, userId, task.connectors, dto.connectors) }
            : {}),
          version,
          updatedAt: new Date(),
        },
        tx,
      );
      await this.materials.add(tx, taskOwner(tenantId, taskId), userId, files);
      await this.changed(tx, tenantId, projectId, taskId, 'updated', version);
      const newOwner = dto.owner && dto.owner !== task.ownerId ? dto.owner : null;
      if (newOwner)
        await this.notify.taskAssigned(tx, { tenantId, projectId, ownerId: newOwner, actorId: userId, taskTitle: dto.title ?? task.title });
    });
    return this.get(ctx, userId, projectId, taskId);
  }

  /**
   * Moves under the project's row lock: concurrent moves of one project run one after another, each on the
   * board the previous one left, and both affected columns are renumbered densely. So no task is ever in
   * two places, positions never repeat, and every client reads the same board afterwards.
   */
  async move(ctx: TenantContext, userId: string, projectId: string, taskId: string, dto: MoveTaskDto) {
    const tenantId = ctx.tenant._id;
    await this.tx.run(async (tx) => {
      const project = await this.lockedProject(ctx, projectId, tx);
      const task = await this.lockedTask(ctx, projectId, taskId, dto.version, tx);
      assertMayProgressTask(ctx, userId, task);
      if (!project.columns.some((c) => c._id === dto.colId)) throw ProjectErrors.columnUnknown();
      const source = (await this.tasks.columnOrder(tenantId, projectId, task.colId, tx)).filter((id) => id !== taskId);
      const target = dto.colId === task.colId ? source : await this.tasks.columnOrder(tenantId, projectId, dto.colId, tx);
      target.splice(Math.min(dto.position, target.length), 0, taskId);
      if (dto.colId !== task.colId) await this.tasks.placeColumn(tenantId, projectId, task.colId, source, tx);
      await this.tasks.placeColumn(tenantId, projectId, dto.colId, target, tx);
      const version = task.version + 1;
      await this.tasks.update(tenantId, taskId, { version, updatedAt: new Date() }, tx);
      await this.changed(tx, tenantId, projectId, taskId, 'moved', version);
    });
    return this.get(ctx, userId, projectId, taskId);
  }

  /** Ticks or unticks one subtask (by its index): whoever may progress the task, its owner at any level. */
  async tick(ctx: TenantContext, userId: string, projectId: string, taskId: string, index: number, dto: TickSubtaskDto) {
    const tenantId = ctx.tenant._id;
    await this.tx.run(async (tx) => {
      await this.projectService.visible(ctx, projectId);
      const task = await this.lockedTask(ctx, projectId, taskId, dto.version, tx);
      assertMayProgressTask(ctx, userId, task);
      if (index < 0 || index >= task.subtasks.length) throw ProjectErrors.subtaskUnknown();
      const subtasks = task.subtasks.map((s, i) => ({ title: s.title, done: i === index ? dto.done : s.done }));
      const version = task.version + 1;
      await this.tasks.update(tenantId, taskId, { subtasks, version, updatedAt: new Date() }, tx);
      await this.changed(tx, tenantId, projectId, taskId, 'updated', version);
    });
    return this.get(ctx, userId, projectId, taskId);
  }

  /** project:edit (the route's guard); the column closes up behind it. */
  async remove(ctx: TenantContext, projectId: string, taskId: string) {
    const tenantId = ctx.tenant._id;
    await this.tx.run(async (tx) => {
      await this.lockedProject(ctx, projectId, tx);
      const task = await this.tasks.forUpdate(tenantId, projectId, taskId, tx);
      if (!task) throw ProjectErrors.taskNotFound();
      await this.materials.removeAllOf(tx, taskOwner(tenantId, taskId));
      await this.tasks.delete(tenantId, taskId, tx);
      const rest = await this.tasks.columnOrder(tenantId, projectId, task.colId, tx);
      await this.tasks.placeColumn(tenantId, projectId, task.colId, rest, tx);
      await this.changed(tx, tenantId, projectId, taskId, 'deleted', null);
    });
    return { message: PROJECT_TEXT.taskDeleted };
  }

  /** The picker: objects of the tenant the caller may see whose title contains `text`. */
  connectorTargets(ctx: TenantContext, userId: string, query: ConnectorTargetQueryDto) {
    return this.registry.search(ctx.tenant._id, callerOf(ctx, userId), query.text?.trim() ?? '', CONNECTOR_TARGETS_LIMIT, query.kind);
  }

  private async lockedProject(ctx: TenantContext, projectId: string, tx: Tx): Promise<Project> {
    const project = await this.projects.visibleForUpdate(ctx.tenant._id, projectId, ctx.level, tx);
    if (!project) throw ProjectErrors.projectNotFound();
    return project;
  }

  /** The task under its row lock, after (when sent) the version check; the caller asks the task rules. */
  private async lockedTask(ctx: TenantContext, projectId: string, taskId: string, version: number | undefined, tx: Tx) {
    const task = await this.tasks.forUpdate(ctx.tenant._id, projectId, taskId, tx);
    if (!task) throw ProjectErrors.taskNotFound();
    if (version !== undefined && version !== task.version) throw ProjectErrors.staleVersion();
    return task;
  }

  /** An owner must be a member of the group (400); null or left out: nobody. */
  private async checkedOwner(tenantId: string, owner: string | null | undefined, tx: Tx): Promise<string | null> {
    if (!owner) return null;
    if (!(await this.memberships.findOfUser(tenantId, owner, tx))) throw ProjectErrors.ownerNotMember();
    return owner;
  }

  private async changed(tx: Tx, tenantId: string, projectId: string, taskId: string, change: ProjectTaskChange, version: number | null) {
    await this.outbox.record(tx, 'project.task-changed', { tenantId, projectId, taskId, change, version });
  }

  /** Views with one query per kind of extra (files, connectors), never one per task. */
  private async views(ctx: TenantContext, userId: string, rows: TaskRow[]): Promise<ProjectTaskView[]> {
    const tasks: ProjectTask[] = rows.map((r) => r.task);
    const [files, connectors] = await Promise.all([
      this.materials.listOfMany(
        ctx.tenant._id,
        MaterialOwnerKind.PROJECT_TASK,
        tasks.map((t) => t._id),
      ),
      this.connectors.viewsOf(ctx, userId, tasks),
    ]);
    const mayDelete = may(ctx, 'project:edit');
    return rows.map((row) =>
      taskView(row, {
        connectors: connectors.get(row.task._id) ?? [],
        materials: files.get(row.task._id) ?? [],
        mayEdit: mayEditTask(ctx, userId, row.task),
        mayProgress: mayProgressTask(ctx, userId, row.task),
        mayDelete,
      }),
    );
  }
}

function trimmedSubtasks(subtasks: Array<{ title: string; done: boolean }> | undefined) {
  return subtasks?.map((s) => ({ title: s.title.trim(), done: s.done }));
}
