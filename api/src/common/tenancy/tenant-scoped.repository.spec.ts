import { DataSource, EntityManager } from 'typeorm';
import { TenantOwnedEntity } from '../../core/database/base.entity';
import { ScopedWhere, TenantScopedRepository } from './tenant-scoped.repository';

class Item extends TenantOwnedEntity {
  title: string;
}

class ItemRepository extends TenantScopedRepository<Item> {
  constructor(dataSource: DataSource) {
    super(dataSource, Item);
  }
}

function fakeDataSource() {
  const calls: { method: string; args: unknown[] }[] = [];
  const record =
    (method: string, result: unknown) =>
    (...args: unknown[]) => {
      calls.push({ method, args });
      return Promise.resolve(result);
    };
  const manager = {
    findOneBy: record('findOneBy', null),
    find: record('find', []),
    findAndCount: record('findAndCount', [[], 0]),
    countBy: record('countBy', 0),
    update: record('update', { affected: 1 }),
    delete: record('delete', { affected: 0 }),
  } as unknown as EntityManager;
  return { dataSource: { manager } as unknown as DataSource, calls };
}

describe('TenantScopedRepository', () => {
  const T1 = 'tenant-1';

  it('puts the tenant into every finder, update and delete', async () => {
    const { dataSource, calls } = fakeDataSource();
    const repo = new ItemRepository(dataSource);
    await repo.findById(T1, 'id-1');
    await repo.findOne(T1, { title: 'a' });
    await repo.find(T1, { where: { title: 'a' }, take: 5 });
    await repo.findAndCount(T1);
    await repo.count(T1);
    await repo.update(T1, 'id-1', { title: 'b' });
    await repo.delete(T1, 'id-1');
    const wheres = calls.map((c) =>
      c.method === 'find' || c.method === 'findAndCount' ? (c.args[1] as { where: object }).where : c.args[1],
    );
    for (const where of wheres) expect(where).toMatchObject({ tenantId: T1 });
    expect(calls.find((c) => c.method === 'update')!.args[2]).toEqual({ title: 'b' });
  });

  it('does not let a condition replace the tenant', async () => {
    const { dataSource, calls } = fakeDataSource();
    const repo = new ItemRepository(dataSource);
    // Not expressible in the types; a caller forcing it still cannot escape the tenant.
    await repo.findOne(T1, { tenantId: 'tenant-2' } as unknown as ScopedWhere<Item>);
    expect(calls[0].args[1]).toEqual({ tenantId: T1 });
  });

  it('refuses to run without a tenant id', () => {
    const { dataSource } = fakeDataSource();
    expect(() => new ItemRepository(dataSource).findById('', 'x')).toThrow(/tenant/);
  });
});
