import type { EntityMetadata } from 'typeorm';
import { exportTables, inBatches } from './export-expiry';
import { ExportRequest } from './export-request.entity';

class SomeExport extends ExportRequest {}
class NotAnExport {}

/** Just what exportTables reads of TypeORM's metadata, with snake-case column names. */
function metadata(target: unknown, tablePath: string) {
  const snake = (p: string) => p.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  return {
    target,
    tablePath,
    primaryColumns: [{ databaseName: 'id' }],
    findColumnWithPropertyName: (property: string) =>
      ['tenantId', 'expiresAt'].includes(property) && tablePath !== 'some_export' ? undefined : { databaseName: snake(property) },
  } as unknown as EntityMetadata;
}

describe('export expiry', () => {
  it('finds the tables of entities extending ExportRequest, quoted (with their group and expiry columns where they have them), and nothing else', () => {
    const tables = exportTables(
      [metadata(SomeExport, 'some_export'), metadata(NotAnExport, 'user_account'), metadata('by-name', 'x'), metadata(SomeExport, 'a.b')],
      (name) => `"${name}"`,
    );
    expect(tables).toEqual([
      {
        table: '"some_export"',
        id: '"id"',
        createdAt: '"created_at"',
        storageKey: '"storage_key"',
        requestedById: '"requested_by_id"',
        state: '"state"',
        tenantId: '"tenant_id"',
        expiresAt: '"expires_at"',
      },
      {
        table: '"a"."b"',
        id: '"id"',
        createdAt: '"created_at"',
        storageKey: '"storage_key"',
        requestedById: '"requested_by_id"',
        state: '"state"',
      },
    ]);
  });

  it('deletes batch after batch until one comes back short', async () => {
    const run = async (sizes: number[]) => {
      const left = [...sizes];
      const calls: number[] = [];
      const total = await inBatches(async () => {
        const n = left.shift() ?? 0;
        calls.push(n);
        return n;
      }, 500);
      return { total, calls };
    };
    expect(await run([500, 500, 12])).toEqual({ total: 1012, calls: [500, 500, 12] });
    // A backlog of exactly two batches needs a third, empty one to know it is done.
    expect(await run([500, 500])).toEqual({ total: 1000, calls: [500, 500, 0] });
    expect(await run([0])).toEqual({ total: 0, calls: [0] });
  });
});
