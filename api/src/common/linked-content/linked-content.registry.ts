// Connectors (linked content) point at objects other modules own. The project module must not import
// them, so each owning module registers a source for its kind in its service's onModuleInit (like
// MaterialAccessRegistry), and the project module asks the registry.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ConnectorRef, ConnectorView, LinkedContentKind } from '#shared/linked-content';
import type { Gated } from '../tenancy/level-gated';
import { gatedLinkSource } from './gated-link-source';
import type { GatedLinkSpec } from './gated-link-source';
import type { LinkedContentCaller, LinkedContentSource } from './linked-content-source';

@Injectable()
export class LinkedContentRegistry {
  private readonly sources = new Map<LinkedContentKind, LinkedContentSource>();

  constructor(private readonly dataSource: DataSource) {}

  /** A source for a module's level-gated table (tenancy/level-gated.ts), so modules write no SQL for it. */
  registerGated(gated: Gated, spec: GatedLinkSpec): void {
    this.register(spec.kind, gatedLinkSource(this.dataSource, gated, spec));
  }

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
  async resolve(tenantId: string, caller: LinkedContentCaller, refs: readonly ConnectorRef[]): Promise<Map<string, ConnectorView>> {
    const answers = await Promise.all([...byKind(refs)].map(([kind, ids]) => this.sources.get(kind)?.resolve(tenantId, caller, ids) ?? []));
    return new Map(answers.flat().map((view) => [connectorKey(view), view]));
  }

  /** The keys (`${kind}:${targetId}`) of those refs whose object still exists in the tenant. */
  async existing(tenantId: string, refs: readonly ConnectorRef[]): Promise<Set<string>> {
    const answers = await Promise.all(
      [...byKind(refs)].map(async ([kind, ids]) =>
        ((await this.sources.get(kind)?.existing(tenantId, ids)) ?? []).map((targetId) => connectorKey({ kind, targetId })),
      ),
    );
    return new Set(answers.flat());
  }
}

function byKind(refs: readonly ConnectorRef[]): Map<LinkedContentKind, string[]> {
  const grouped = new Map<LinkedContentKind, Set<string>>();
  for (const ref of refs) {
    if (!grouped.has(ref.kind)) grouped.set(ref.kind, new Set());
    grouped.get(ref.kind)!.add(ref.targetId);
  }
  return new Map([...grouped].map(([kind, ids]) => [kind, [...ids]]));
}

export function connectorKey(ref: { kind: LinkedContentKind; targetId: string }): string {
  return `${ref.kind}:${ref.targetId}`;
}
