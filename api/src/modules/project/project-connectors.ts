// Connectors of tasks: checked against the linked-content registry on write, resolved to title + path on
// read. A connector whose object is gone disappears from the answer and its row is dropped from the task;
// one the caller may merely not see (a higher view access) is only left out of their answer.
import { Injectable } from '@nestjs/common';
import type { ConnectorRef, ConnectorView } from '#shared/linked-content';
import type { LinkedContentCaller } from '../../common/linked-content/linked-content-source';
import { connectorKey, LinkedContentRegistry } from '../../common/linked-content/linked-content.registry';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import type { ProjectTask } from './entities/project-task.entity';
import { ProjectTaskRepository } from './project-task.repository';
import { ProjectErrors } from './project.errors';

export function callerOf(ctx: TenantContext, userId: string): LinkedContentCaller {
  return { userId, level: ctx.level, platformStaff: ctx.platformStaff };
}

@Injectable()
export class ProjectConnectors {
  constructor(
    private readonly registry: LinkedContentRegistry,
    private readonly tasks: ProjectTaskRepository,
  ) {}

  /** The refs without repeats, each pointing at an object of this tenant the caller may see; else 400. */
  async checked(ctx: TenantContext, userId: string, refs: readonly ConnectorRef[]): Promise<ConnectorRef[]> {
    const unique = [...new Map(refs.map((r) => [connectorKey(r), { kind: r.kind, targetId: r.targetId }])).values()];
    const found = await this.registry.resolve(ctx.tenant._id, callerOf(ctx, userId), unique);
    if (unique.some((r) => !found.has(connectorKey(r)))) throw ProjectErrors.connectorInvalid();
    return unique;
  }

  /**
   * A task's new connectors from an edit: the sent ones (checked), plus the stored ones the caller cannot
   * see. Those are hidden from the editor (their module is off, or their view access is above the editor's
   * level), so the form never sent them: dropping them would delete a link by switching a module off.
   */
  async replaced(
    ctx: TenantContext,
    userId: string,
    stored: readonly ConnectorRef[],
    refs: readonly ConnectorRef[],
  ): Promise<ConnectorRef[]> {
    const sent = await this.checked(ctx, userId, refs);
    const visible = stored.length
      ? await this.registry.resolve(ctx.tenant._id, callerOf(ctx, userId), stored)
      : new Map<string, ConnectorView>();
    const sentKeys = new Set(sent.map(connectorKey));
    const hidden = stored.filter((r) => !visible.has(connectorKey(r)) && !sentKeys.has(connectorKey(r)));
    return [...sent, ...hidden];
  }

  /** Views per task id, in each task's stored order; dangling refs are removed from their tasks. */
  async viewsOf(ctx: TenantContext, userId: string, tasks: readonly ProjectTask[]): Promise<Map<string, ConnectorView[]>> {
    const tenantId = ctx.tenant._id;
    const refs = tasks.flatMap((t) => t.connectors);
    const visible = refs.length ? await this.registry.resolve(tenantId, callerOf(ctx, userId), refs) : new Map<string, ConnectorView>();
    const hidden = refs.filter((r) => !visible.has(connectorKey(r)));
    const existing = hidden.length ? await this.registry.existing(tenantId, hidden) : new Set<string>();
    const result = new Map<string, ConnectorView[]>();
    for (const task of tasks) {
      result.set(
        task._id,
        task.connectors.flatMap((r) => visible.get(connectorKey(r)) ?? []),
      );
      // A kind without a registered source is never judged gone.
      const keep = task.connectors.filter(
        (r) => visible.has(connectorKey(r)) || existing.has(connectorKey(r)) || !this.registry.has(r.kind),
      );
      // The object was deleted: drop the row so it never comes back (e.g. a restored id), without a version bump.
      if (keep.length < task.connectors.length) await this.tasks.dropConnectors(tenantId, task._id, keep);
    }
    return result;
  }
}
