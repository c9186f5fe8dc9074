// A legal hold (issue 26 §3): a domain's administrator keeps a group from the retention job while a
// complaint or proceedings need its data. Setting and lifting are audited.
import { Injectable } from '@nestjs/common';
import type { LegalHold } from '#shared/retention';
import type { AuditActor } from '../../common/audit/actor';
import { TransactionRunner } from '../../core/database/transaction';
import { Errors } from '../../core/domain.exception';
import type { Domain } from '../../core/identity/domain.entity';
import { AdminAuditService } from '../admin/admin-audit.service';
import { RetentionRepository } from './retention.repository';
import { legalHoldView } from './retention.views';

@Injectable()
export class LegalHoldService {
  constructor(
    private readonly repo: RetentionRepository,
    private readonly transactions: TransactionRunner,
    private readonly audit: AdminAuditService,
  ) {}

  set(actor: AuditActor, domain: Domain, tenantId: string, reason: string | null): Promise<{ legalHold: LegalHold | null }> {
    return this.transactions.run(async (tx) => {
      const tenant = await this.repo.lockTenant(tx, domain._id, tenantId);
      if (!tenant) throw Errors.notFound();
      const hold = reason === null ? null : { since: tenant.legalHoldSince ?? new Date(), reason };
      await this.repo.setLegalHold(tx, tenantId, hold);
      await this.audit.record(tx, actor, {
        action: hold ? 'tenant.legal-hold' : 'tenant.legal-hold-lift',
        tenantId,
        domainId: domain._id,
        targetId: tenantId,
        ...(hold ? { detail: { reason: hold.reason } } : {}),
      });
      return { legalHold: hold && legalHoldView({ legalHoldSince: hold.since, legalHoldReason: hold.reason }) };
    });
  }
}
