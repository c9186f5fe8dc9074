// The database part of a backup: every row of every table, as JSON, in one gzip file. Not pg_dump: pg_dump
// refuses a server of a newer major version than itself, and the image, the test server (PostgreSQL 18) and
// Debian's client tools (15) never agree. Rows through the `pg` driver work against every server version
// Plenum supports; the schema needs no dump because it is the migrations' (the drill replays them).
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';
import type { Client } from 'pg';

/** Rows per line of the file and per INSERT of the restore. */
const BATCH = 500;

/** TypeORM's own bookkeeping: the drill recreates it by migrating. */
const SKIPPED_TABLES = new Set(['migrations']);

type Line = { table: string; rows: Record<string, unknown>[] } | { sequences: { name: string; value: string }[] };

export const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The ordinary tables of the public schema, by name. */
export async function dataTables(client: Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY c.relname`,
  );
  return rows.map((r) => r.name).filter((name) => !SKIPPED_TABLES.has(name));
}

/**
 * Writes every row to `file`; run inside a REPEATABLE READ transaction so all tables (and the object list read
 * in the same transaction) are one snapshot. Returns the rows per table.
 */
export async function dumpRows(client: Client, file: string): Promise<Record<string, number>> {
  const gzip = createGzip();
  const out = gzip.pipe(createWriteStream(file));
  const write = async (line: Line) => {
    if (!gzip.write(`${JSON.stringify(line)}\n`)) await once(gzip, 'drain');
  };
  const counts: Record<string, number> = {};
  for (const table of await dataTables(client)) {
    counts[table] = 0;
    await client.query(`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t) AS row FROM ${quote(table)} t`);
    for (;;) {
      const { rows } = await client.query<{ row: Record<string, unknown> }>(`FETCH ${BATCH} FROM backup_rows`);
      if (!rows.length) break;
      counts[table] += rows.length;
      await write({ table, rows: rows.map((r) => r.row) });
    }
    await client.query('CLOSE backup_rows');
  }
  const { rows: sequences } = await client.query<{ name: string; value: string }>(
    `SELECT sequencename AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public' AND last_value IS NOT NULL`,
  );
  await write({ sequences });
  gzip.end();
  await once(out, 'finish');
  return counts;
}

interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

/**
 * Loads a file written by dumpRows into a database migrated to the same schema. Foreign keys are dropped for the
 * load (rows come table by table, in no dependency order) and added again afterwards, which validates every
 * row against them: a restore whose references do not hold fails here.
 */
export async function loadRows(client: Client, file: string): Promise<void> {
  const tables = await dataTables(client);
  const { rows: keys } = await client.query<ForeignKey>(
    `SELECT cl.relname AS "table", co.conname AS name, pg_get_constraintdef(co.oid) AS definition
       FROM pg_constraint co JOIN pg_class cl ON cl.oid = co.conrelid JOIN pg_namespace n ON n.oid = cl.relnamespace
      WHERE co.contype = 'f' AND n.nspname = 'public'`,
  );
  for (const key of keys) await client.query(`ALTER TABLE ${quote(key.table)} DROP CONSTRAINT ${quote(key.name)}`);
  // Rows some migration inserted (reference data) come back from the dump.
  if (tables.length) await client.query(`TRUNCATE ${tables.map(quote).join(', ')}`);
  for (const table of tables) await client.query(`ALTER TABLE ${quote(table)} DISABLE TRIGGER USER`);
  const columns = new Map<string, string>();
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  for await (const text of lines) {
    if (!text) continue;
    const line = JSON.parse(text) as Line;
    if ('sequences' in line) {
      for (const s of line.sequences) await client.query(`SELECT setval($1::regclass, $2::bigint)`, [quote(s.name), s.value]);
      continue;
    }
    if (!tables.includes(line.table)) throw new Error(`the backup holds table "${line.table}", which the migrated schema lacks`);
    if (!columns.has(line.table)) columns.set(line.table, await insertableColumns(client, line.table));
    const list = columns.get(line.table)!;
    await client.query(
      `INSERT INTO ${quote(line.table)} (${list}) OVERRIDING SYSTEM VALUE
       SELECT ${list} FROM json_populate_recordset(NULL::${quote(line.table)}, $1::json)`,
      [JSON.stringify(line.rows)],
    );
  }
  for (const table of tables) await client.query(`ALTER TABLE ${quote(table)} ENABLE TRIGGER USER`);
  for (const key of keys) {
    try {
      await client.query(`ALTER TABLE ${quote(key.table)} ADD CONSTRAINT ${quote(key.name)} ${key.definition}`);
    } catch (err) {
      throw new Error(`foreign key ${key.name} on ${key.table} does not hold: ${(err as Error).message}`, { cause: err });
    }
  }
}

/** The quoted column list an INSERT may name: every column but generated ones. */
async function insertableColumns(client: Client, table: string): Promise<string> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT attname AS name FROM pg_attribute
      WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
    [quote(table)],
  );
  return rows.map((r) => quote(r.name)).join(', ');
}
