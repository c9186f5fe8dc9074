// Group notifications: the board sends, every member reads; seen flags per reader.
import { Injectable } from '@nestjs/common';
import { mapPage, pageOf } from '../../common/paginate';
import { PageQueryDto } from '../../common/pagination.dto';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { TransactionRunner } from '../../core/database/transaction';
import type { Tx } from '../../core/database/transaction';
import { Errors } from '../../core/domain.exception';
import { OutboxService } from '../../infrastructure/outbox/outbox.service';
import { NotifyService } from '../notify/notify.service';
import { UserNotificationRepository } from '../notify/user-notification.repository';
import { CreateNotificationDto } from './dto/notification.dto';
import { NotificationView } from './dto/views.dto';
import { NotificationRepository, TenantReader } from './notification.repository';
import { notificationView, TENANT_TEXT as M } from './tenant.views';

@Injectable()
export class NotificationService {
  constructor(
    private readonly notifications: NotificationRepository,
    private readonly outbox: OutboxService,
    private readonly tx: TransactionRunner,
    private readonly notify: NotifyService,
    private readonly personal: UserNotificationRepository,
  ) {}

  // ---- one group ----

  async listForTenant(ctx: TenantContext, readerId: string, query: PageQueryDto) {
    const { rows, total, unseen } = await this.notifications.pageInTenant(readerOf(ctx, readerId), query);
    return { ...pageOf(rows.map(notificationView), total, query), unseenCount: unseen };
  }

  async latestForTenant(ctx: TenantContext, readerId: string, limit: number): Promise<NotificationView[]> {
    const { rows } = await this.notifications.pageInTenant(readerOf(ctx, readerId), { page: 1, pageSize: limit });
    return rows.map(notificationView);
  }

  async send(ctx: TenantContext, authorId: string, dto: CreateNotificationDto): Promise<NotificationView> {
    const tenantId = ctx.tenant._id;
    const id = await this.tx.run(async (manager) => {
      const notification = await this.notifications.insert(tenantId, { authorId, content: dto.content, type: 'INFO' }, manager);
      // The author has read what they wrote.
      await this.notifications.markSeenByAuthor(tenantId, notification._id, authorId, manager);
      await this.outbox.record(manager, 'tenant.notification-created', { tenantId, notificationId: notification._id });
      const title = M.groupNotificationTitle(ctx.tenant.name);
      await this.notify.groupNotification(manager, { tenantId, notificationId: notification._id, authorId, recipientId: null, title });
      return notification._id;
    });
    const row = await this.notifications.rowById(tenantId, id, authorId);
    return notificationView(row!);
  }

  /**
   * One notification per recipient, visible to that member only, in the caller's transaction: what the
   * system tells a group's admins (a join request) rather than what the board tells everyone.
   */
  async addressTo(manager: Tx, tenantId: string, recipientIds: string[], content: string): Promise<void> {
    for (const recipientId of recipientIds) {
      const notification = await this.notifications.insert(
        tenantId,
        { authorId: null, recipientId, content, type: 'JOIN_REQUEST' },
        manager,
      );
      await this.outbox.record(manager, 'tenant.notification-created', { tenantId, notificationId: notification._id, recipientId });
      await this.notify.groupNotification(manager, {
        tenantId,
        notificationId: notification._id,
        authorId: null,
        recipientId,
        title: content,
      });
    }
  }

  async remove(ctx: TenantContext, notificationId: string) {
    if (!(await this.notifications.delete(ctx.tenant._id, notificationId))) throw Errors.notFound();
    return { message: M.notificationDeleted };
  }

  async markSeen(ctx: TenantContext, readerId: string, notificationId: string) {
    if (!(await this.notifications.findById(ctx.tenant._id, notificationId))) throw Errors.notFound();
    await this.notifications.markSeenInTenant(ctx.tenant._id, notificationId, readerId);
    await this.personal.markSourcesRead(readerId, [notificationId]);
    return { unseenCount: await this.notifications.unseenCountForReader(readerId) };
  }

  // ---- across the reader's groups ----

  async listForReader(readerId: string, query: PageQueryDto) {
    const [page, unseenCount] = await Promise.all([
      this.notifications.listForReader(readerId, query),
      this.notifications.unseenCountForReader(readerId),
    ]);
    return { ...mapPage(page, notificationView), unseenCount };
  }

  /** Group notifications and the reader's own bell items (their ids are disjoint uuids). */
  async markSeenForReader(readerId: string, ids?: string[]) {
    await this.notifications.markSeenForReader(readerId, ids);
    await this.personal.markSourcesRead(readerId, ids ?? null);
    await this.personal.markRead(readerId, ids ?? null);
    return { unseenCount: await this.notifications.unseenCountForReader(readerId) };
  }
}

/** The guard's context already holds the tenant's name and the reader's membership: the list joins neither. */
function readerOf(ctx: TenantContext, readerId: string): TenantReader {
  // The membership is the reader's own (the guard loaded it for the caller); staff outside the group have none.
  const own = ctx.membership && ctx.membership.userId === readerId ? ctx.membership : null;
  const joinedAt = own ? (ctx.joinedAt ?? own.joinedAt.toISOString()) : null;
  return { tenantId: ctx.tenant._id, tenantName: ctx.tenant.name, readerId, joinedAt };
}
