// The entities declare the whole schema the migrations build (foreign keys, indexes, unique and check
// constraints), so `npm run migration:generate` on an unchanged tree proposes nothing. When this fails, an
// entity and the migrations disagree: declare the missing part on the entity, or generate a migration.
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '#api/schema/data-source-options';

describe('platform: schema declared once', () => {
  let dataSource: DataSource;

  beforeAll(async () => {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('DATABASE_URL is not set (tests need the PostgreSQL started by global-setup)');
    dataSource = await new DataSource(dataSourceOptions(url)).initialize();
  });

  afterAll(async () => {
    await dataSource?.destroy();
  });

  it('has no pending migration', async () => {
    expect(await dataSource.showMigrations()).toBe(false);
  });

  it('the entities match the migrated database: the generator proposes no change', async () => {
    const { upQueries } = await dataSource.driver.createSchemaBuilder().log();
    const proposed = upQueries.map((q) => q.query);
    if (proposed.length > 0) {
      throw new Error(`migration:generate would propose ${proposed.length} change(s):\n${proposed.join(';\n')}`);
    }
    expect(proposed).toEqual([]);
  });

  it('every index the generator is told to leave alone (trigram, expression) exists in the database', async () => {
    const handWritten = dataSource.entityMetadatas.flatMap((m) =>
      m.indices.filter((index) => !index.synchronize).map((index) => ({ table: m.tableName, name: index.name })),
    );
    expect(handWritten.length).toBeGreaterThan(0);
    const rows: { table: string; name: string }[] = await dataSource.query(
      `SELECT tablename AS "table", indexname AS name FROM pg_indexes WHERE schemaname = 'public' AND indexname = ANY($1)`,
      [handWritten.map((i) => i.name)],
    );
    const key = (i: { table: string; name: string }) => `${i.table}.${i.name}`;
    expect(rows.map(key).sort()).toEqual(handWritten.map(key).sort());
  });
});
