// The hot reads (the tenant guard's access read, a group's notification page, the chat history) run on
// every request. As named prepared statements PostgreSQL parses and plans each once per pooled connection
// instead of on every call: for these short reads planning costs more than running them, on a database
// that shares its cores with the API. Behind a transaction-mode pooler (PgBouncer) a name does not survive:
// the next statement of the same client lands on another server connection, where the name is unknown
// or taken by another client. There they run unnamed (DATABASE_PREPARED_STATEMENTS=false).
import type { Pool, QueryResultRow } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/** Runs constant SQL on the data source's own pool (outside a transaction), named when the connection allows it. */
export class PreparedQueries {
  constructor(
    private readonly dataSource: DataSource,
    /** False behind a transaction-mode pooler: every statement is then parsed afresh, unnamed. */
    private readonly named: boolean,
  ) {}

  /** The name stands for the text on every connection, so one name must only ever carry one text. */
  async run<T extends QueryResultRow>(name: string, text: string, values: unknown[]): Promise<T[]> {
    const pool = (this.dataSource.driver as PostgresDriver).master as Pool;
    const result = await pool.query<T>(this.named ? { name, text, values } : { text, values });
    return result.rows;
  }
}
