// The one rule for level-gated content: a member sees a row when their membership level is at least the
// row's view_access (a child row: its parent's), and only while the group's module is switched on. Each
// module declares its gated tables once (a parent, and the children that are seen with it); the kit's
// repositories (level-gated.repository.ts) and link sources (linked-content/gated-link-source.ts) build
// every visibility query from that declaration, so the rule is written here and nowhere else.
import type { EntityManager } from 'typeorm';

/** A table whose rows carry their own view_access. */
export interface GatedParent {
  table: string;
  /** The tenant's integration flag (the module switch) that must be on for anyone to see a row. */
  integration: string;
}

/** A table whose rows are visible exactly when their parent row is (a position of a budget, a task of a project). */
export interface GatedChild {
  table: string;
  /** The column holding the parent row's id. */
  parentKey: string;
  parent: GatedParent;
}

export type Gated = GatedParent | GatedChild;

/** The highest level a smallint holds: "sees every row" (platform staff, a service's own reads). */
export const ANY_LEVEL = 32767;

/** view_access is a smallint: a larger bound level would fail to bind, and means "everything" anyway. */
export const cappedLevel = (level: number): number => Math.min(level, ANY_LEVEL);

/**
 * The rule as SQL: the row aliased `alias` (a child's parent) is seen at `level`, a bound parameter or a
 * column. For a module's own raw SQL that the kit's queries do not cover (totals, search, feeds, dashboards).
 */
export const seenAt = (alias: string, level: string): string => `${alias}.view_access <= ${level}`;

export function isChild(gated: Gated): gated is GatedChild {
  return 'parentKey' in gated;
}

export function parentOf(gated: Gated): GatedParent {
  return isChild(gated) ? gated.parent : gated;
}

/**
 * Constant SQL of a gated row: `from` names the row `o` (and its parent `par` for a child) joined to its
 * tenant `t`, `seenAt` the rule on the row that gates it, `switchedOn` the module switch. Only declarations
 * (constants of the modules) go into the text; ids and levels are always bound.
 */
export function gatedSql(gated: Gated): { from: string; seenAt: (level: string) => string; switchedOn: string } {
  const from = isChild(gated)
    ? `${gated.table} o JOIN ${gated.parent.table} par ON par.id = o.${gated.parentKey} AND par.tenant_id = o.tenant_id`
    : `${gated.table} o`;
  return {
    from: `${from} JOIN tenant t ON t.id = o.tenant_id`,
    seenAt: (level) => seenAt(isChild(gated) ? 'par' : 'o', level),
    switchedOn: `COALESCE((t.integrations ->> '${parentOf(gated).integration}')::boolean, false)`,
  };
}

/**
 * Whether the user may see this row of this tenant: a member at or above its view access, or platform
 * staff, while the group's module is on (the files module asks before a download).
 */
export async function userMaySee(
  manager: EntityManager,
  gated: Gated,
  tenantId: string,
  rowId: string,
  user: { userId: string; platformStaff: boolean },
): Promise<boolean> {
  const { from, seenAt: seen, switchedOn } = gatedSql(gated);
  const rows: unknown[] = await manager.query(
    `SELECT 1 FROM ${from}
       LEFT JOIN membership m ON m.tenant_id = o.tenant_id AND m.user_id = $3
      WHERE o.tenant_id = $1 AND o.id = $2 AND ${switchedOn}
        AND ((m.id IS NOT NULL AND ${seen('m.level')}) OR $4::boolean)`,
    [tenantId, rowId, user.userId, user.platformStaff],
  );
  return rows.length > 0;
}

/**
 * The members who may see this row now (socket pushes): their level reaches its view access and the
 * module is on. A deleted row has none (uq_membership_tenant_user serves the membership side).
 */
export async function viewerIdsOf(manager: EntityManager, gated: Gated, tenantId: string, rowId: string): Promise<string[]> {
  const { from, seenAt: seen, switchedOn } = gatedSql(gated);
  const rows: Array<{ user_id: string }> = await manager.query(
    `SELECT m.user_id FROM ${from}
       JOIN membership m ON m.tenant_id = o.tenant_id AND ${seen('m.level')}
      WHERE o.tenant_id = $1 AND o.id = $2 AND ${switchedOn}`,
    [tenantId, rowId],
  );
  return rows.map((r) => r.user_id);
}
