// Deleting a group or a domain takes its rows with it (ON DELETE CASCADE), but not the files they point at.
// Modules that keep files outside the database (event exports, delegate lists) register a hook here in
// onModuleInit; the admin service runs them inside the deleting transaction, before the rows go, so a hook
// can still read its storage keys and remove the objects after commit. The tenant module never imports them.
import { Injectable } from '@nestjs/common';
import type { Tx } from '../../core/database/transaction';

export type OwnerKind = 'tenant' | 'domain';
/** Reads what the owner's rows point at and schedules its removal (afterCommit); must not commit itself. */
export type OwnerDeletionHook = (tx: Tx, ownerId: string) => Promise<void>;

@Injectable()
export class OwnerDeletionRegistry {
  private readonly hooks: Record<OwnerKind, OwnerDeletionHook[]> = { tenant: [], domain: [] };

  register(kind: OwnerKind, hook: OwnerDeletionHook): void {
    this.hooks[kind].push(hook);
  }

  async beforeDelete(kind: OwnerKind, tx: Tx, ownerId: string): Promise<void> {
    for (const hook of this.hooks[kind]) await hook(tx, ownerId);
  }
}
