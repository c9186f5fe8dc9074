// Connectors (linked content) point at objects other modules own. The project module must not import
// them, so each owning module registers a source for its kind in its service's onModuleInit (like
// MaterialAccessRegistry), and the project module asks the registry.
import { Injectable } from '@nestjs/common';
import type { ConnectorView, LinkedContentKind } from '#shared/linked-content';

/** Who asks: a source answers only objects this caller may see (membership level, platform staff). */
export interface LinkedContentCaller {
  userId: string;
  /** The caller's level in the tenant (TenantContext.level). */
  level: number;
  platformStaff: boolean;
}

/** Sees everything of the tenant: used to tell "gone" from "hidden", so dangling connectors can be removed. */
export const EXISTENCE_CALLER: LinkedContentCaller = {
  userId: '00000000-0000-0000-0000-000000000000',
  level: Number.MAX_SAFE_INTEGER,
  platformStaff: true,
};

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
}

@Injectable()
export class LinkedContentRegistry {
  private readonly sources = new Map<LinkedContentKind, LinkedContentSource>();

  register(kind: LinkedContentKind, source: LinkedContentSource): void {
    if (this.sources.has(kind)) throw new Error(`a linked content source for ${kind} is registered already`);
    this.sources.set(kind, source);
  }

  has(kind: LinkedContentKind): boolean {
    return this.sources.has(kind);
  }

  /** Search one kind, or every registered kind (each capped at `limit`, then the whole list). */
  async search(
    tenantId: string,
    caller: LinkedContentCaller,
    text: string,
    limit: number,
    kind?: LinkedContentKind,
  ): Promise<ConnectorView[]> {
    const kinds = kind ? [kind] : [...this.sources.keys()];
    const found = await Promise.all(kinds.map((k) => this.sources.get(k)?.search(tenantId, caller, text, limit) ?? []));
    return found.flat().slice(0, limit);
  }

  /** Resolve refs of any kinds; the answer holds only what exists and is visible, keyed `${kind}:${targetId}`. */
  async resolve(
    tenantId: string,
    caller: LinkedContentCaller,
    refs: ReadonlyArray<{ kind: LinkedContentKind; targetId: string }>,
  ): Promise<Map<string, ConnectorView>> {
    const byKind = new Map<LinkedContentKind, Set<string>>();
    for (const ref of refs) {
      if (!byKind.has(ref.kind)) byKind.set(ref.kind, new Set());
      byKind.get(ref.kind)!.add(ref.targetId);
    }
    const answers = await Promise.all([...byKind].map(([kind, ids]) => this.sources.get(kind)?.resolve(tenantId, caller, [...ids]) ?? []));
    return new Map(answers.flat().map((view) => [connectorKey(view), view]));
  }
}

export function connectorKey(ref: { kind: LinkedContentKind; targetId: string }): string {
  return `${ref.kind}:${ref.targetId}`;
}
