import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

/** Whose storage a file counts against: its group, or (private chat) the person who sent it. */
export type QuotaHolder = { kind: 'group'; tenantId: string } | { kind: 'private'; userId: string };

/** The first key of the quota's advisory lock, per holder kind (the second is the holder's id hashed). */
const LOCK_SPACE = { group: 0x7175_6f01, private: 0x7175_6f02 } as const;

/** The sums, each matched by a partial index that includes the size (checked by the quota spec's EXPLAIN). */
export const USAGE_SQL = {
  group: 'SELECT coalesce(sum(size), 0)::bigint AS used FROM material WHERE tenant_id = $1 AND NOT private_chat',
  private: 'SELECT coalesce(sum(size), 0)::bigint AS used FROM material WHERE uploaded_by = $1 AND private_chat',
} as const;

/**
 * The bytes a quota holder stores, summed over the material rows (so deleting content frees it at once) by
 * the partial indexes idx_material_tenant_usage and idx_material_private_usage, which include the size.
 */
@Injectable()
export class StorageUsageRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Serialises the uploads against one quota until `tx` ends: two uploads that each fit alone cannot both
   * pass their check and together overrun it.
   */
  async lock(holder: QuotaHolder, tx: EntityManager): Promise<void> {
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOCK_SPACE[holder.kind], holderId(holder)]);
  }

  async usedBytes(holder: QuotaHolder, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const [row] = (await manager.query(USAGE_SQL[holder.kind], [holderId(holder)])) as { used: string }[];
    return Number(row.used);
  }
}

function holderId(holder: QuotaHolder): string {
  return holder.kind === 'group' ? holder.tenantId : holder.userId;
}
