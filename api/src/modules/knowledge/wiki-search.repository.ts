// The German full-text search over a group's wikis (issue 16 §1). Chapters match on title and plain text
// (idx_wiki_section_search), wikis on title and description (idx_wiki_search): both GIN indexes are over
// exactly the expressions below, which is what lets the planner use them. Only wikis the level may see.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Page } from '#shared/page';
import { PageRequest, pageOf } from '../../common/paginate';
import { seenAt } from '../../common/tenancy/level-gated';
import { SNIPPET_START, SNIPPET_STOP } from './wiki-content';

export interface WikiSearchRow {
  wikiId: string;
  wikiTitle: string;
  sectionId: string | null;
  sectionTitle: string | null;
  /** ts_headline's text with SNIPPET_START/STOP around the matches; escaped by the view. */
  headline: string;
  rank: number;
}

/**
 * The expressions of the two indexes (migration 1795407000000-knowledge-wiki): change them together. < and >
 * become spaces: the parser would read "<script>" in a text as a tag and skip the words up to "</script>".
 */
export const SECTION_VECTOR = `to_tsvector('german', translate(s.title || ' ' || s.content_text, '<>', '  '))`;
export const WIKI_VECTOR = `to_tsvector('german', translate(w.title || ' ' || w.description, '<>', '  '))`;

export const HEADLINE_OPTIONS = `StartSel=${SNIPPET_START}, StopSel=${SNIPPET_STOP}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
// The headline's input: < and > become their stand-ins, and no stored text brings a mark or stand-in of its own.
const STANDINS = `'<>' || E'\\uE000\\uE001\\uE002\\uE003', E'\\uE002\\uE003'`;

/** Chapter hits, then wiki hits, ranked; no snippet yet (see searchPageSql). */
const HITS = `
  SELECT w.id AS wiki_id, w.title AS wiki_title, s.id AS section_id, s.title AS section_title,
         ts_rank(${SECTION_VECTOR}, q.query) AS rank
    FROM q, wiki_section s JOIN wiki w ON w.id = s.wiki_id
   WHERE s.tenant_id = $1 AND ${seenAt('w', '$2')} AND ${SECTION_VECTOR} @@ q.query
  UNION ALL
  SELECT w.id, w.title, NULL, NULL, ts_rank(${WIKI_VECTOR}, q.query)
    FROM q, wiki w
   WHERE w.tenant_id = $1 AND ${seenAt('w', '$2')} AND ${WIKI_VECTOR} @@ q.query`;

const WITH_QUERY = `WITH q AS (SELECT websearch_to_tsquery('german', $3) AS query)`;
const ORDER = `rank DESC, wiki_title, section_title NULLS FIRST, section_id`;

/**
 * One page of hits with their snippets. ts_headline re-parses a whole text and is the costly part, so it
 * runs only for the rows of the page (issue 24 §13): the inner query ranks and cuts the page, the outer one
 * fetches each row's text (the chapter's, or the wiki's description) and marks the matches.
 * Parameters: tenant, level, text, headline options, page size, offset.
 */
export const SEARCH_PAGE_SQL = `${WITH_QUERY}
  SELECT page.*, ts_headline('german', translate(CASE WHEN page.section_id IS NULL THEN w.description ELSE s.content_text END, ${STANDINS}), q.query, $4) AS headline
    FROM q, (SELECT * FROM (${HITS}) hits ORDER BY ${ORDER} LIMIT $5 OFFSET $6) page
    JOIN wiki w ON w.id = page.wiki_id
    LEFT JOIN wiki_section s ON s.id = page.section_id
   ORDER BY ${ORDER}`;

const COUNT_SQL = `${WITH_QUERY} SELECT COUNT(*)::int AS total FROM (${HITS}) hits`;

interface RawHit {
  wiki_id: string;
  wiki_title: string;
  section_id: string | null;
  section_title: string | null;
  headline: string;
  rank: number;
}

@Injectable()
export class WikiSearchRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Best first; websearch_to_tsquery takes any user text (quotes, "or", "-word") without a syntax error. */
  async search(tenantId: string, level: number, text: string, page: PageRequest): Promise<Page<WikiSearchRow>> {
    const [rows, counted] = await Promise.all([
      this.dataSource.query(SEARCH_PAGE_SQL, [
        tenantId,
        level,
        text,
        HEADLINE_OPTIONS,
        page.pageSize,
        (page.page - 1) * page.pageSize,
      ]) as Promise<RawHit[]>,
      this.dataSource.query(COUNT_SQL, [tenantId, level, text]) as Promise<{ total: number }[]>,
    ]);
    const items = rows.map((r) => ({
      wikiId: r.wiki_id,
      wikiTitle: r.wiki_title,
      sectionId: r.section_id,
      sectionTitle: r.section_title,
      headline: r.headline,
      rank: Number(r.rank),
    }));
    return pageOf(items, counted[0]?.total ?? 0, page);
  }
}
