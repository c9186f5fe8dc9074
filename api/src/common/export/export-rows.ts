// The reads and writes of export request rows that do not depend on the kind: the worker's progress and
// finish steps (it starts from the id in its job) and the storage keys a deletion must remove.
import { DataSource, EntityManager, EntityTarget, FindOptionsWhere } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import type { ExportRequest, ExportState } from './export-request.entity';

export class ExportRows<T extends ExportRequest> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly entity: EntityTarget<T>,
  ) {}

  findForJob(id: string): Promise<T | null> {
    return this.dataSource.manager.findOneBy(this.entity, { _id: id } as FindOptionsWhere<T>);
  }

  async progress(id: string, state: ExportState, progress: number): Promise<void> {
    await this.update(id, { state, progress });
  }

  /** False when the row is gone (its owner was deleted while it rendered). */
  async finish(id: string, storageKey: string): Promise<boolean> {
    return (await this.update(id, { state: 'DONE', progress: 100, storageKey })) > 0;
  }

  /**
   * The stored files of the rows matching `where` (an owner, a tenant), for their deletion inside its
   * transaction. FOR UPDATE: a worker finishing one meanwhile waits for the deletion, then finds its row gone
   * (and removes its file itself); one that finished before is read here with its key. The caller names an
   * index that serves `where`.
   */
  async storageKeys(where: FindOptionsWhere<T>, tx: EntityManager): Promise<string[]> {
    const rows = await tx.find(this.entity, {
      where,
      select: { _id: true, storageKey: true } as never,
      lock: { mode: 'pessimistic_write' },
    });
    return rows.flatMap((r) => (r.storageKey ? [r.storageKey] : []));
  }

  /** Only the base's own columns change here, which TypeORM's generic types cannot see through T. */
  private async update(id: string, changes: Partial<Pick<ExportRequest, 'state' | 'progress' | 'storageKey'>>): Promise<number> {
    const where = { _id: id } as FindOptionsWhere<T>;
    const result = await this.dataSource.manager.update(this.entity, where, changes as unknown as QueryDeepPartialEntity<T>);
    return result.affected ?? 0;
  }
}
