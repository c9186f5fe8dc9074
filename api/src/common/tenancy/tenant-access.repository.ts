import { Injectable } from '@nestjs/common';
import { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import { AuditLog } from '../../core/audit/audit-log.entity';
import { PreparedQueries } from '../../core/database/prepared-query';
import { Membership } from '../../core/identity/membership.entity';
import { Tenant } from '../../core/identity/tenant.entity';

/** A tenant and the caller's membership in it (null when they do not belong to it). */
export interface TenantAccess {
  tenant: Tenant;
  membership: Membership | null;
  /**
   * The membership's joined_at as PostgreSQL prints it: microseconds, where the Date on the membership
   * keeps milliseconds. SQL that compares rows with the join time takes this one, so a row written in the
   * same millisecond falls on the same side as it would in a join. Null without a membership.
   */
  joinedAt: string | null;
}

interface Column {
  alias: string;
  property: string;
}

interface AccessStatement {
  sql: string;
  tenant: Column[];
  membership: Column[];
}

/** The guard's reads (tenant, the caller's membership) and the audit log's writes. */
@Injectable()
export class TenantAccessRepository {
  private statement?: AccessStatement;

  constructor(
    private readonly dataSource: DataSource,
    private readonly prepared: PreparedQueries,
  ) {}

  /**
   * Tenant and membership in one statement: the guard runs on every tenant route, so one round trip
   * instead of two. A LEFT JOIN, because platform staff act in tenants they do not belong to. Both
   * lookups are by primary key and by uq_membership_tenant_user.
   */
  async findAccess(tenantId: string, userId: string): Promise<TenantAccess | null> {
    const { sql, tenant, membership } = this.accessStatement();
    const rows = await this.prepared.run<Record<string, unknown>>('tenant_access', sql, [tenantId, userId]);
    const row = rows[0];
    if (!row) return null;
    return {
      tenant: pick<Tenant>(row, tenant),
      membership: row.m__id == null ? null : pick<Membership>(row, membership),
      joinedAt: (row.joined_at_exact as string | null) ?? null,
    };
  }

  async recordAudit(entry: Omit<AuditLog, '_id' | 'createdAt'>): Promise<void> {
    await this.dataSource.manager.insert(AuditLog, entry);
  }

  // Built from the entities' metadata on first use (it exists only once the data source is initialized),
  // so a column added to either entity reaches the tenant context without touching this statement.
  private accessStatement(): AccessStatement {
    if (this.statement) return this.statement;
    const tenant = this.columnsOf(Tenant, 't__');
    const membership = this.columnsOf(Membership, 'm__');
    const select = (table: string, columns: Column[], prefix: string) =>
      columns.map((c) => `${table}."${c.alias.slice(prefix.length)}" AS "${c.alias}"`).join(', ');
    const sql =
      `SELECT ${select('t', tenant, 't__')}, ${select('m', membership, 'm__')}, m.joined_at::text AS joined_at_exact FROM tenant t ` +
      `LEFT JOIN membership m ON m.tenant_id = t.id AND m.user_id = $2 WHERE t.id = $1`;
    this.statement = { sql, tenant, membership };
    return this.statement;
  }

  private columnsOf(entity: EntityTarget<ObjectLiteral>, prefix: string): Column[] {
    const seen = new Set<string>();
    const columns: Column[] = [];
    for (const c of this.dataSource.getMetadata(entity).columns) {
      if (seen.has(c.databaseName) || c.embeddedMetadata) continue;
      seen.add(c.databaseName);
      columns.push({ alias: prefix + c.databaseName, property: c.propertyName });
    }
    return columns;
  }
}

function pick<T>(row: Record<string, unknown>, columns: Column[]): T {
  const out: Record<string, unknown> = {};
  for (const c of columns) out[c.property] = row[c.alias];
  return out as T;
}
