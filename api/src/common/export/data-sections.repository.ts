// The base of a module's data export repository: it names its sections (`sections()`) and registers them
// once the module starts (the workers render the exports); `rows` runs the module's SQL and turns what the
// driver answers into JSON values (times as ISO strings).
import type { OnModuleInit } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { DataRecord, DataSection, DataSections, DataValue } from './data-sections';

function jsonValue(value: unknown): DataValue {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(jsonValue);
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, jsonValue(v)]));
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value);
}

export abstract class DataSectionsRepository implements OnModuleInit {
  protected constructor(
    protected readonly dataSource: DataSource,
    private readonly registry: DataSections,
  ) {}

  protected abstract sections(): DataSection[];

  onModuleInit(): void {
    this.registry.register(...this.sections());
  }

  protected async rows(sql: string, params: unknown[]): Promise<DataRecord[]> {
    const rows: Record<string, unknown>[] = await this.dataSource.query(sql, params);
    return rows.map((row) => jsonValue(row) as DataRecord);
  }

  /** A section's content without files. */
  protected async records(sql: string, params: unknown[]): Promise<{ records: DataRecord[] }> {
    return { records: await this.rows(sql, params) };
  }
}
