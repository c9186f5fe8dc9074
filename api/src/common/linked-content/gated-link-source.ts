// A linked-content source built from a module's level-gated declaration (tenancy/level-gated.ts): the
// objects are the declared table's rows `o` (a child's parent is `par`), visible by the one rule. Only
// constants from the registering module go into the SQL text; caller input is bound.
import type { DataSource } from 'typeorm';
import type { ConnectorView, LinkedContentKind } from '#shared/linked-content';
import { likePattern } from '../pagination.dto';
import { cappedLevel, Gated, gatedSql } from '../tenancy/level-gated';
import type { LinkedContentCaller, LinkedContentSource } from './linked-content-source';

export interface GatedLinkSpec {
  kind: LinkedContentKind;
  /** SQL of the shown title, e.g. `o.title` or `par.title || ': ' || o.title`. */
  title: string;
  /** The columns a search text is matched against (ILIKE, any of them). */
  searchColumns: string[];
  orderBy: string;
  /** Extra columns the path needs (selected as `p1`, `p2`, ...). */
  pathColumns?: string[];
  path: (id: string, extra: string[]) => string;
}

export function gatedLinkSource(dataSource: DataSource, gated: Gated, spec: GatedLinkSpec): LinkedContentSource {
  const { from, seenAt, switchedOn } = gatedSql(gated);
  const extras = (spec.pathColumns ?? []).map((c, i) => `, ${c} AS p${i + 1}`).join('');
  const select = `SELECT o.id, ${spec.title} AS title${extras} FROM ${from}
     WHERE o.tenant_id = $1 AND ${switchedOn} AND (${seenAt('$2')} OR $3::boolean)`;
  const toView = (row: Record<string, string>): ConnectorView => ({
    kind: spec.kind,
    targetId: row.id,
    title: row.title,
    path: spec.path(
      row.id,
      (spec.pathColumns ?? []).map((_, i) => row[`p${i + 1}`]),
    ),
  });
  const bound = (tenantId: string, caller: LinkedContentCaller) => [tenantId, cappedLevel(caller.level), caller.platformStaff];
  return {
    async search(tenantId, caller, text, limit) {
      const match = spec.searchColumns.map((c) => `${c} ILIKE $4`).join(' OR ');
      const rows: Array<Record<string, string>> = await dataSource.query(
        `${select} AND ($4 = '%%' OR ${match}) ORDER BY ${spec.orderBy} LIMIT $5`,
        [...bound(tenantId, caller), likePattern(text.trim()), limit],
      );
      return rows.map(toView);
    },
    async resolve(tenantId, caller, ids) {
      if (ids.length === 0) return [];
      const rows: Array<Record<string, string>> = await dataSource.query(`${select} AND o.id = ANY($4::uuid[])`, [
        ...bound(tenantId, caller),
        ids,
      ]);
      return rows.map(toView);
    },
    async existing(tenantId, ids) {
      if (ids.length === 0) return [];
      const rows: Array<{ id: string }> = await dataSource.query(
        `SELECT o.id FROM ${gated.table} o WHERE o.tenant_id = $1 AND o.id = ANY($2::uuid[])`,
        [tenantId, ids],
      );
      return rows.map((r) => r.id);
    },
  };
}
