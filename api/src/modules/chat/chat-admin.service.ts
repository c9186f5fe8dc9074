// The moderation of reports (issue 13 §2 "Moderation"): platform moderators and administrators list the
// reports, read one with the message and the messages before it, and act on it once. Every action is
// written to the admin audit log in its own transaction; an action on a closed report changes nothing.
import { Injectable } from '@nestjs/common';
import type { ChatMessage } from '#shared/chat';
import { CHAT_REPORT_CONTEXT_SIZE, ChatReportAction, ChatReportDetail, ChatReportPage, ChatReportState } from '#shared/chat-reports';
import { MaterialOwnerKind, MaterialView } from '#shared/files';
import { isPlatformModerator } from '#shared/levels';
import type { AuditActor } from '../../common/audit/actor';
import { mapPage } from '../../common/paginate';
import { Tx, TransactionRunner } from '../../core/database/transaction';
import { Errors } from '../../core/domain.exception';
import { OutboxService } from '../../infrastructure/outbox/outbox.service';
import type { StoredObject } from '../../infrastructure/storage/object-storage';
import { AdminAction, AdminAuditService } from '../admin/admin-audit.service';
import { AccountSuspension } from '../auth/account-suspension.service';
import type { Material } from '../files/entities/material.entity';
import { MaterialService } from '../files/material.service';
import { ChatAccessService } from './chat-access.service';
import type { ChatMessageRow } from './chat-message.repository';
import { ChatReportRepository, ChatReportRow } from './chat-report.repository';
import { chatReportDetail, chatReportListItem, person } from './chat-report.views';
import { ChatReportErrors } from './chat.errors';
import { chatMessageView } from './chat.views';
import { ChatReportQueryDto } from './dto/chat-report.dto';

const AUDIT_ACTION: Record<ChatReportAction, AdminAction> = {
  [ChatReportAction.DISMISS]: 'chat-report.dismiss',
  [ChatReportAction.REMOVE]: 'chat-report.remove',
  [ChatReportAction.WARN]: 'chat-report.warn',
  [ChatReportAction.SUSPEND]: 'chat-report.suspend',
};

@Injectable()
export class ChatAdminService {
  constructor(
    private readonly reports: ChatReportRepository,
    private readonly access: ChatAccessService,
    private readonly materials: MaterialService,
    private readonly suspension: AccountSuspension,
    private readonly audit: AdminAuditService,
    private readonly outbox: OutboxService,
    private readonly tx: TransactionRunner,
  ) {}

  async list(query: ChatReportQueryDto): Promise<ChatReportPage> {
    return mapPage(await this.reports.list(query.state, query), chatReportListItem);
  }

  /** The report with the message as its conversation shows it now (the placeholder once removed) and its context. */
  async detail(reportId: string): Promise<ChatReportDetail> {
    const row = await this.reports.row(reportId);
    const found = row && (await this.access.loadMessage(row.message_id));
    if (!row || !found) throw Errors.notFound();
    const before = await this.access.messagesBefore(found, CHAT_REPORT_CONTEXT_SIZE);
    const [message, ...context] = await this.views([found.message, ...before.reverse()], row.tenant_id);
    return chatReportDetail(row, message, context);
  }

  /**
   * A file of the reported message for the moderation (issue 28 §8): 404 for a file of any other message,
   * and once the message is removed. Each opening is audited with the file's name; the actor is the moderator.
   */
  async openFile(actor: AuditActor, reportId: string, materialId: string): Promise<{ material: Material; file: StoredObject }> {
    const row = await this.reports.row(reportId);
    const found = row && (await this.access.loadMessage(row.message_id));
    const filesTenantId = found && !found.message.removed ? found.message.files_tenant_id : null;
    if (!row || !filesTenantId) throw Errors.notFound();
    const owner = { tenantId: filesTenantId, kind: MaterialOwnerKind.CHAT_MESSAGE, ownerId: row.message_id };
    const opened = await this.materials.openOwned(owner, materialId, () => true);
    await this.audit.record(null, actor, {
      action: 'chat-report.file-open',
      tenantId: row.tenant_id,
      targetId: row.sender_id,
      detail: { reportId, messageId: row.message_id, file: opened.material.name },
    });
    return opened;
  }

  async act(actor: AuditActor, reportId: string, action: ChatReportAction): Promise<ChatReportDetail> {
    await this.tx.run(async (tx) => {
      const report = await this.reports.findLocked(tx, reportId);
      if (!report) throw Errors.notFound();
      if (report.state === ChatReportState.CLOSED) throw ChatReportErrors.reportClosed();
      const row = (await this.reports.row(reportId, tx))!;
      await this.apply(tx, actor, row, action);
      await this.audit.record(tx, actor, {
        action: AUDIT_ACTION[action],
        tenantId: row.tenant_id,
        targetId: row.sender_id,
        detail: {
          reportId,
          messageId: row.message_id,
          reason: row.reason,
          sender: person(row.sender_id, row.sender_first, row.sender_last).name,
        },
      });
    });
    return this.detail(reportId);
  }

  private async apply(tx: Tx, actor: AuditActor, row: ChatReportRow, action: ChatReportAction): Promise<void> {
    switch (action) {
      case ChatReportAction.REMOVE: {
        const found = await this.access.loadMessage(row.message_id, tx);
        if (found) await this.access.markRemoved(tx, found);
        // The other open reports of this message have nothing left to decide.
        await this.reports.closeOpenOfMessage(tx, row.message_id, action, actor.userId);
        return;
      }
      case ChatReportAction.WARN:
        if (!row.sender_id || row.sender_level === null) throw ChatReportErrors.senderGone();
        await this.outbox.record(tx, 'chat.sender-warned', { reportId: row.id });
        break;
      case ChatReportAction.SUSPEND:
        if (!row.sender_id || row.sender_level === null) throw ChatReportErrors.senderGone();
        // Staff accounts are changed only by an administrator, through the user administration.
        if (isPlatformModerator(row.sender_level)) throw ChatReportErrors.suspendStaff();
        await this.suspension.suspend(tx, row.sender_id);
        break;
      case ChatReportAction.DISMISS:
        break;
    }
    await this.reports.close(tx, row.id, action, actor.userId);
  }

  /** Message views for a moderator: files listed (the reported message's open through openFile), never deletable here. */
  private async views(rows: ChatMessageRow[], tenantId: string | null): Promise<ChatMessage[]> {
    const idsByTenant = new Map<string, string[]>();
    for (const r of rows) {
      if (!r.removed && r.files_tenant_id && r.file_count > 0) {
        idsByTenant.set(r.files_tenant_id, [...(idsByTenant.get(r.files_tenant_id) ?? []), r.id]);
      }
    }
    const files = new Map<string, MaterialView[]>();
    for (const [filesTenantId, ids] of idsByTenant) {
      for (const [id, list] of await this.materials.listOfMany(filesTenantId, MaterialOwnerKind.CHAT_MESSAGE, ids)) files.set(id, list);
    }
    return rows.map((r) => chatMessageView(r, tenantId, files.get(r.id) ?? [], false));
  }
}
