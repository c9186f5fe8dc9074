// The tenant routes' hot statements (the guard's access read, a group's notification page) run on every
// request. As named prepared statements PostgreSQL parses and plans each once per pooled connection
// instead of on every call: for these short reads planning costs more than running them, on a database
// that shares its cores with the API.
import type { Pool, QueryResultRow } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/**
 * Runs constant SQL as a named prepared statement on the data source's own pool (outside a transaction).
 * The name stands for the text on every connection, so one name must only ever carry one text.
 */
export async function preparedQuery<T extends QueryResultRow>(
  dataSource: DataSource,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const pool = (dataSource.driver as PostgresDriver).master as Pool;
  const result = await pool.query<T>({ name, text, values });
  return result.rows;
}
