// A linked-content source over one table (plus joins), for modules whose objects are rows with a title and a
// view_access. Only constants from the registering module go into the SQL text; caller input is bound.
import type { DataSource } from 'typeorm';
import type { ConnectorView, LinkedContentKind } from '#shared/linked-content';
import { likePattern } from '../pagination.dto';
import type { LinkedContentCaller, LinkedContentSource } from './linked-content.registry';

export interface TableSourceSpec {
  kind: LinkedContentKind;
  /** FROM … JOINs; the object's row is `o`, the row holding view_access is named in `viewAccess`. */
  from: string;
  /** SQL of the shown title, e.g. `o.title` or `w.title || ': ' || o.title`. */
  title: string;
  /** The columns a search text is matched against (ILIKE, any of them). */
  searchColumns: string[];
  /** The view_access column that gates the object, e.g. `o.view_access`. */
  viewAccess: string;
  /** The tenant's integration flag that must be on. */
  integration: string;
  orderBy: string;
  /** Extra columns the path needs (selected as `p1`, `p2`, ...). */
  pathColumns?: string[];
  path: (id: string, extra: string[]) => string;
}

export function tableSource(dataSource: DataSource, spec: TableSourceSpec): LinkedContentSource {
  const extras = (spec.pathColumns ?? []).map((c, i) => `, ${c} AS p${i + 1}`).join('');
  const select = `SELECT o.id, ${spec.title} AS title${extras}
      FROM ${spec.from} JOIN tenant t ON t.id = o.tenant_id
     WHERE o.tenant_id = $1 AND COALESCE((t.integrations ->> '${spec.integration}')::boolean, false)
       AND (${spec.viewAccess} <= $2 OR $3::boolean)`;
  const toView = (row: Record<string, string>): ConnectorView => ({
    kind: spec.kind,
    targetId: row.id,
    title: row.title,
    path: spec.path(
      row.id,
      (spec.pathColumns ?? []).map((_, i) => row[`p${i + 1}`]),
    ),
  });
  const bound = (tenantId: string, caller: LinkedContentCaller) => [tenantId, Math.min(caller.level, 32767), caller.platformStaff];
  return {
    async search(tenantId, caller, text, limit) {
      const match = spec.searchColumns.map((c) => `${c} ILIKE $4`).join(' OR ');
      const rows: Array<Record<string, string>> = await dataSource.query(
        `${select} AND ($4 = '%%' OR ${match}) ORDER BY ${spec.orderBy} LIMIT $5`,
        [...bound(tenantId, caller), likePattern(text), limit],
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
  };
}
