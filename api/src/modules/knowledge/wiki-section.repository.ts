// The chapters of a wiki, in stored order (idx_wiki_section_wiki_position). Positions stay dense (0..n-1):
// insert appends, delete closes the gap, a reorder rewrites them all in one UPDATE. Callers hold the wiki
// row FOR UPDATE while they change its chapters, so concurrent changes of one wiki queue up. Who may see a
// chapter (and its files) is the wiki's view access (the level-gated kit's visibleToUser).
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { seenAt } from '../../common/tenancy/level-gated';
import { LevelGatedChildRepository } from '../../common/tenancy/level-gated.repository';
import { WikiSection } from './entities/wiki-section.entity';
import { GATED_WIKI_SECTION } from './knowledge.gated';

/** A chapter in the wiki's answer: no content. */
export interface WikiSectionSummary {
  _id: string;
  wikiId: string;
  title: string;
  position: number;
  updatedAt: Date;
}

export interface WikiSectionRow {
  section: WikiSection;
  updatedBy: { _id: string; firstName: string; lastName: string } | null;
}

/** A recently changed chapter for the dashboard. */
export interface RecentSectionRow {
  sectionId: string;
  sectionTitle: string;
  wikiId: string;
  wikiTitle: string;
  updatedAt: Date;
}

@Injectable()
export class WikiSectionRepository extends LevelGatedChildRepository<WikiSection> {
  constructor(dataSource: DataSource) {
    super(dataSource, WikiSection, GATED_WIKI_SECTION);
  }

  /** Every chapter of the wikis, titles only, in order (idx_wiki_section_wiki_position). */
  summariesOf(tenantId: string, wikiIds: readonly string[], manager?: EntityManager): Promise<WikiSectionSummary[]> {
    if (wikiIds.length === 0) return Promise.resolve([]);
    return this.scopedQuery(tenantId, 's', manager)
      .select(['s._id', 's.wikiId', 's.title', 's.position', 's.updatedAt'])
      .andWhere('s.wiki_id IN (:...wikiIds)', { wikiIds })
      .orderBy('s.wiki_id')
      .addOrderBy('s.position')
      .addOrderBy('s.created_at')
      .getMany();
  }

  /** Chapter counts per wiki for a page of wikis, one grouped query (idx_wiki_section_wiki_position). */
  async countsOf(tenantId: string, wikiIds: readonly string[]): Promise<Map<string, number>> {
    if (wikiIds.length === 0) return new Map();
    const rows: { wiki_id: string; n: number }[] = await this.dataSource.query(
      `SELECT wiki_id, COUNT(*)::int AS n FROM wiki_section WHERE tenant_id = $1 AND wiki_id = ANY($2::uuid[]) GROUP BY wiki_id`,
      [tenantId, wikiIds],
    );
    return new Map(rows.map((r) => [r.wiki_id, r.n]));
  }

  /** One chapter of the wiki with the name of who changed it last. */
  async row(tenantId: string, wikiId: string, sectionId: string, manager?: EntityManager): Promise<WikiSectionRow | null> {
    const { entities, raw } = await this.scopedQuery(tenantId, 's', manager)
      .leftJoin('user_account', 'u', 'u.id = s.updated_by_id')
      .addSelect(['u.id AS updater_id_', 'u.first_name AS updater_first_', 'u.last_name AS updater_last_'])
      .andWhere('s.id = :sectionId AND s.wiki_id = :wikiId', { sectionId, wikiId })
      .getRawAndEntities();
    const [section, r] = [entities[0], raw[0]];
    if (!section) return null;
    const updatedBy = r.updater_id_
      ? { _id: r.updater_id_ as string, firstName: r.updater_first_ as string, lastName: r.updater_last_ as string }
      : null;
    return { section, updatedBy };
  }

  /** Closes the gap a deleted chapter leaves. */
  async closeGap(wikiId: string, position: number, manager: EntityManager): Promise<void> {
    await manager.query(`UPDATE wiki_section SET position = position - 1 WHERE wiki_id = $1 AND position > $2`, [wikiId, position]);
  }

  /** Positions 0..n-1 in the order of `sectionIds` (every chapter of the wiki, checked by the caller). */
  async setOrder(wikiId: string, sectionIds: readonly string[], manager: EntityManager): Promise<void> {
    await manager.query(
      `UPDATE wiki_section s SET position = o.ord - 1
         FROM unnest($2::uuid[]) WITH ORDINALITY AS o(id, ord)
        WHERE s.wiki_id = $1 AND s.id = o.id`,
      [wikiId, sectionIds],
    );
  }

  /** The chapters changed last among wikis the level may see, newest first (idx_wiki_section_tenant_updated). */
  async recentlyChanged(tenantId: string, level: number, limit: number): Promise<RecentSectionRow[]> {
    const rows: { section_id: string; section_title: string; wiki_id: string; wiki_title: string; updated_at: Date }[] =
      await this.dataSource.query(
        `SELECT s.id AS section_id, s.title AS section_title, w.id AS wiki_id, w.title AS wiki_title, s.updated_at
           FROM wiki_section s JOIN wiki w ON w.id = s.wiki_id
          WHERE s.tenant_id = $1 AND ${seenAt('w', '$2')}
          ORDER BY s.updated_at DESC, s.id DESC
          LIMIT $3`,
        [tenantId, level, limit],
      );
    return rows.map((r) => ({
      sectionId: r.section_id,
      sectionTitle: r.section_title,
      wikiId: r.wiki_id,
      wikiTitle: r.wiki_title,
      updatedAt: r.updated_at,
    }));
  }
}
