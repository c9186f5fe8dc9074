// What a module's source of linked content answers (see linked-content.registry.ts).
import type { ConnectorView } from '#shared/linked-content';

/** Who asks: a source answers only objects this caller may see (membership level, platform staff). */
export interface LinkedContentCaller {
  userId: string;
  /** The caller's level in the tenant (TenantContext.level). */
  level: number;
  platformStaff: boolean;
}

export interface LinkedContentSource {
  /**
   * At most `limit` objects of the tenant whose title contains `text` (case-insensitive; empty text: any),
   * that the caller may see. Must not fail on odd text (quote LIKE wildcards).
   */
  search(tenantId: string, caller: LinkedContentCaller, text: string, limit: number): Promise<ConnectorView[]>;
  /**
   * The views of those `ids` that exist, belong to the tenant and the caller may see; the others are left
   * out. `ids` are well-formed UUIDs; order of the answer does not matter.
   */
  resolve(tenantId: string, caller: LinkedContentCaller, ids: string[]): Promise<ConnectorView[]>;
  /**
   * Those of `ids` that still exist in the tenant, whoever may see them and whether the module is on: tells
   * "gone" from "hidden", so only connectors to deleted objects are removed.
   */
  existing(tenantId: string, ids: string[]): Promise<string[]>;
}
