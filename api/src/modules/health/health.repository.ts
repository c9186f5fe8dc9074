import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BaseRepository } from '../../core/database/transaction';

@Injectable()
export class HealthRepository extends BaseRepository {
  // Declared so that Nest sees the DataSource to inject (BaseRepository carries no metadata of its own).
  constructor(dataSource: DataSource) {
    super(dataSource);
  }

  /** Resolves when the database answers a trivial statement. */
  async ping(): Promise<void> {
    await this.manager().query('SELECT 1');
  }

  /** The build's migrations missing from the migrations table (all of them when the table does not exist yet). */
  async pendingMigrations(): Promise<string[]> {
    const known = this.dataSource.migrations.map((m) => m.name ?? m.constructor.name);
    const table = this.dataSource.options.migrationsTableName ?? 'migrations';
    const [{ present }] = await this.manager().query<{ present: string | null }[]>('SELECT to_regclass($1) AS present', [table]);
    if (!present) return known;
    const rows = await this.manager().query<{ name: string }[]>(`SELECT name FROM "${table}"`);
    const applied = new Set(rows.map((row) => row.name));
    return known.filter((name) => !applied.has(name));
  }
}
