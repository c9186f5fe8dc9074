// "The author of an item may edit and delete their own item while they still hold that module's create
// permission" (issue 4). Routes that edit or delete module items are guarded by the module's create
// permission (every level allowed to edit or delete may also create, see the table's unit test), and the
// service then asks this rule about the concrete item.
import { hasPermission, MODULE_PERMISSIONS, Permission } from '#shared/permissions';
import { Errors } from '../../core/domain.exception';
import { TenantContext } from './tenant-context';

export type AuthoredModule = keyof typeof MODULE_PERMISSIONS | 'profile-object';
export type ItemAction = 'edit' | 'delete';

export interface AuthoredItem {
  /** Who created the item; null when the account is gone. */
  authorId: string | null;
}

export function mayModifyItem(
  ctx: Pick<TenantContext, 'tenant' | 'level' | 'platformStaff' | 'membership'>,
  userId: string,
  module: AuthoredModule,
  action: ItemAction,
  item: AuthoredItem,
): boolean {
  if (ctx.platformStaff) return true;
  if (!ctx.membership) return false;
  const type = ctx.tenant.type;
  if (hasPermission(type, ctx.level, `${module}:${action}` as Permission, ctx.tenant.permissions)) return true;
  return (
    item.authorId !== null &&
    item.authorId === userId &&
    hasPermission(type, ctx.level, `${module}:create` as Permission, ctx.tenant.permissions)
  );
}

export function assertMayModifyItem(...args: Parameters<typeof mayModifyItem>): void {
  if (!mayModifyItem(...args)) throw Errors.forbidden();
}
