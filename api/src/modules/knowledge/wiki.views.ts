// Wiki rows to responses (#shared/wiki). Chapters appear in the wiki's answer by title only; a chapter's own
// answer carries its sanitised content and files. Search snippets are escaped here (wiki-content.ts).
import type { MaterialView } from '#shared/files';
import { tenantLevelLabel, TenantType } from '#shared/levels';
import type { WikiDashboardItem, WikiSearchHit, WikiSectionSummaryView, WikiSectionView, WikiSummaryView, WikiView } from '#shared/wiki';
import { iso } from '../../core/iso-date';
import { contentAuthor } from '../../core/views/person.view';
import { snippetHtml } from './wiki-content';
import type { WikiSearchRow } from './wiki-search.repository';
import type { RecentSectionRow, WikiSectionRow, WikiSectionSummary } from './wiki-section.repository';
import type { WikiRow } from './wiki.repository';

export interface WikiRights {
  mayEdit: boolean;
  mayDelete: boolean;
}

export function wikiSummaryView(
  { event: wiki, author }: WikiRow,
  type: TenantType,
  sectionCount: number,
  rights: WikiRights,
): WikiSummaryView {
  return {
    _id: wiki._id,
    tenantId: wiki.tenantId,
    title: wiki.title,
    description: wiki.description,
    viewAccess: wiki.viewAccess,
    viewAccessLabel: tenantLevelLabel(type, wiki.viewAccess),
    sectionCount,
    author: contentAuthor(author),
    mayEdit: rights.mayEdit,
    mayDelete: rights.mayDelete,
    createdAt: iso(wiki.createdAt),
    updatedAt: iso(wiki.updatedAt),
  };
}

export function sectionSummaryView(section: WikiSectionSummary): WikiSectionSummaryView {
  return { _id: section._id, title: section.title, position: section.position, updatedAt: iso(section.updatedAt) };
}

export function wikiView(row: WikiRow, type: TenantType, sections: readonly WikiSectionSummary[], rights: WikiRights): WikiView {
  return { ...wikiSummaryView(row, type, sections.length, rights), sections: sections.map(sectionSummaryView) };
}

/** Both rights follow the wiki: whoever may change it may change and delete its chapters. */
export function sectionView({ section, updatedBy }: WikiSectionRow, materials: MaterialView[], mayEdit: boolean): WikiSectionView {
  return {
    _id: section._id,
    wikiId: section.wikiId,
    tenantId: section.tenantId,
    title: section.title,
    content: section.content,
    position: section.position,
    materials,
    updatedBy: contentAuthor(updatedBy),
    mayEdit,
    mayDelete: mayEdit,
    createdAt: iso(section.createdAt),
    updatedAt: iso(section.updatedAt),
  };
}

export function searchHitView(row: WikiSearchRow): WikiSearchHit {
  return {
    wikiId: row.wikiId,
    wikiTitle: row.wikiTitle,
    sectionId: row.sectionId,
    sectionTitle: row.sectionTitle,
    snippet: snippetHtml(row.headline),
    rank: row.rank,
  };
}

export function dashboardItemView(row: RecentSectionRow): WikiDashboardItem {
  return { ...row, updatedAt: iso(row.updatedAt) };
}
