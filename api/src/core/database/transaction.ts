import { Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

/**
 * A transaction handle as services pass it from TransactionRunner.run to repositories. Services name it
 * by this type and never call it themselves: only repositories touch TypeORM.
 */
export type Tx = EntityManager;

type Hook = () => Promise<void> | void;

interface TxHooks {
  commit: Hook[];
  rollback: Hook[];
}

// Keyed by the transaction's manager, so hooks die with it and nothing has to be passed besides the Tx.
const HOOKS = new WeakMap<EntityManager, TxHooks>();
const logger = new Logger('TransactionRunner');

function hooksOf(manager: EntityManager): TxHooks {
  const hooks = HOOKS.get(manager);
  // Work outside TransactionRunner.run would run a "commit" hook at an arbitrary time: a programming error.
  if (!hooks) throw new Error('transaction hooks need a transaction started by TransactionRunner.run');
  return hooks;
}

/**
 * Side effects outside the database that must follow its fate: deleting a stored file only once the row's
 * deletion is committed, removing a file stored for a row that was rolled back. A failing hook is logged and
 * does not fail the request: the transaction's outcome is already decided.
 */
async function runHooks(hooks: Hook[], phase: string): Promise<void> {
  for (const hook of hooks) {
    try {
      await hook();
    } catch (err) {
      logger.error({ msg: `${phase} hook failed` }, err instanceof Error ? err.stack : String(err));
    }
  }
}

/** Runs `hook` once the transaction of `manager` has committed. */
export function afterCommit(manager: EntityManager, hook: Hook): void {
  hooksOf(manager).commit.push(hook);
}

/** Runs `hook` if the transaction of `manager` is rolled back (the work threw, or the commit failed). */
export function afterRollback(manager: EntityManager, hook: Hook): void {
  hooksOf(manager).rollback.push(hook);
}

/** Runs a unit of work in one transaction: the change and its outbox events commit together. */
@Injectable()
export class TransactionRunner {
  constructor(private readonly dataSource: DataSource) {}

  async run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const hooks: TxHooks = { commit: [], rollback: [] };
    let result: T;
    try {
      result = await this.dataSource.transaction('READ COMMITTED', (manager) => {
        HOOKS.set(manager, hooks);
        return work(manager);
      });
    } catch (err) {
      await runHooks(hooks.rollback, 'rollback');
      throw err;
    }
    await runHooks(hooks.commit, 'after-commit');
    return result;
  }
}

/** Base for repositories: uses the transaction's manager when one is given. */
export abstract class BaseRepository {
  constructor(protected readonly dataSource: DataSource) {}

  protected manager(manager?: EntityManager): EntityManager {
    return manager ?? this.dataSource.manager;
  }
}
