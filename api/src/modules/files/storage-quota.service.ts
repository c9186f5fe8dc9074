// Storage quotas (issue 24 §8): every upload counts against its group's quota (TENANT_STORAGE_QUOTA_MB), a
// private chat's files against the sender's own (USER_STORAGE_QUOTA_MB). The check runs in the transaction
// that inserts the rows, under a lock per quota, before anything is written to the store: a full quota
// answers 413 naming it, and the rollback leaves neither row nor file.
import { Inject, Injectable } from '@nestjs/common';
import type { StorageUsage } from '#shared/files';
import type { Tx } from '../../core/database/transaction';
import { StorageQuotaErrors } from './files.errors';
import { QuotaHolder, StorageUsageRepository } from './storage-usage.repository';

const MB = 1024 * 1024;

export type { QuotaHolder };

/** The configured quotas in MB (TENANT_STORAGE_QUOTA_MB, USER_STORAGE_QUOTA_MB). */
export interface StorageQuotas {
  groupMb: number;
  privateMb: number;
}

export const STORAGE_QUOTAS = Symbol('STORAGE_QUOTAS');

@Injectable()
export class StorageQuotaService {
  constructor(
    private readonly usage: StorageUsageRepository,
    @Inject(STORAGE_QUOTAS) private readonly quotas: StorageQuotas,
  ) {}

  /** 413 unless `bytes` more still fit; holds the quota's lock until `tx` ends. */
  async reserve(tx: Tx, holder: QuotaHolder, bytes: number): Promise<void> {
    await this.usage.lock(holder, tx);
    await this.assertRoom(holder, bytes, tx);
  }

  /**
   * 413 unless `bytes` more fit now, without a lock: an early answer before work that would otherwise be
   * left behind (a first private message's conversation). `reserve` decides.
   */
  async assertRoom(holder: QuotaHolder, bytes: number, tx?: Tx): Promise<void> {
    const quotaMb = this.quotaMb(holder);
    if ((await this.usage.usedBytes(holder, tx)) + bytes > quotaMb * MB) {
      throw holder.kind === 'group' ? StorageQuotaErrors.groupFull(quotaMb) : StorageQuotaErrors.privateFull(quotaMb);
    }
  }

  /** What the group's settings page shows its administrators. */
  async ofGroup(tenantId: string): Promise<StorageUsage> {
    const holder: QuotaHolder = { kind: 'group', tenantId };
    return { usedBytes: await this.usage.usedBytes(holder), quotaBytes: this.quotaMb(holder) * MB };
  }

  private quotaMb(holder: QuotaHolder): number {
    return holder.kind === 'group' ? this.quotas.groupMb : this.quotas.privateMb;
  }
}
