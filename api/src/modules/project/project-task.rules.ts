// Who may do what with a task (issue 28 §2), in one place. Changing a task's fields follows the author
// rule with the owner ('Verantwortlich') as author. Progress — ticking subtasks and moving the task to any
// column, 'Erledigt' included — is also the owner's whatever their level: the person a task is assigned to
// can always tick it off.
import { mayModifyItem } from '../../common/tenancy/author-rule';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { Errors } from '../../core/domain.exception';

type TaskAccess = Pick<TenantContext, 'tenant' | 'level' | 'platformStaff' | 'membership'>;

export function mayEditTask(ctx: TaskAccess, userId: string, task: { ownerId: string | null }): boolean {
  return mayModifyItem(ctx, userId, 'project', 'edit', { authorId: task.ownerId });
}

export function mayProgressTask(ctx: TaskAccess, userId: string, task: { ownerId: string | null }): boolean {
  if (mayEditTask(ctx, userId, task)) return true;
  return !!ctx.membership && task.ownerId !== null && task.ownerId === userId;
}

export function assertMayEditTask(...args: Parameters<typeof mayEditTask>): void {
  if (!mayEditTask(...args)) throw Errors.forbidden();
}

export function assertMayProgressTask(...args: Parameters<typeof mayProgressTask>): void {
  if (!mayProgressTask(...args)) throw Errors.forbidden();
}
