import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

/**
 * A transaction handle as services pass it from TransactionRunner.run to repositories. Services name it
 * by this type and never call it themselves: only repositories touch TypeORM.
 */
export type Tx = EntityManager;

/** Runs a unit of work in one transaction: the change and its outbox events commit together. */
@Injectable()
export class TransactionRunner {
  constructor(private readonly dataSource: DataSource) {}

  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction('READ COMMITTED', work);
  }
}

/** Base for repositories: uses the transaction's manager when one is given. */
export abstract class BaseRepository {
  constructor(protected readonly dataSource: DataSource) {}

  protected manager(manager?: EntityManager): EntityManager {
    return manager ?? this.dataSource.manager;
  }
}
