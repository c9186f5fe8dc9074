// Deleting an account (issue 26 §2) takes the account row, and with it by ON DELETE CASCADE / SET NULL what
// only points at it. What a module keeps besides (copies of the address, a name in a summary, files only the
// person could see) it forgets in a step it registers here in onModuleInit: a new table is covered by adding
// one step in its own module. Global like the rest of the identity kernel, so the API (immediate deletion)
// and the workers (the due deletions) run the same steps.
import { Injectable } from '@nestjs/common';
import type { Tx } from '../database/transaction';

export interface ErasedAccount {
  userId: string;
  /** Stored lower-cased, as on the account. */
  mail: string;
  firstName: string;
  lastName: string;
}

/**
 * Runs inside the deleting transaction, before the account row goes: reads what it needs by the id or the
 * address, deletes or anonymises it and schedules stored objects' removal afterCommit. Must be idempotent
 * (a killed deletion runs again) and must not commit itself.
 */
export type AccountErasureStep = (tx: Tx, account: ErasedAccount) => Promise<void>;

@Injectable()
export class AccountErasureRegistry {
  // Keyed by name: a provider instantiated in several modules registers its step once.
  private readonly steps = new Map<string, AccountErasureStep>();

  register(name: string, step: AccountErasureStep): void {
    this.steps.set(name, step);
  }

  async eraseIn(tx: Tx, account: ErasedAccount): Promise<void> {
    for (const step of this.steps.values()) await step(tx, account);
  }
}
