// Wikis (issue 16 §1): the views the API sends, the request shapes and their German messages.
// Pure TypeScript: api, workers and web import it (`#shared/wiki`).
import type { FormerMember } from './account-deletion';
import type { MaterialView } from './files';
import type { Page } from './page';
import { TITLE_MAX_LENGTH } from './validation';

export const WIKI_TITLE_MAX_LENGTH = TITLE_MAX_LENGTH;
/** Plain text under the wiki's title. */
export const WIKI_DESCRIPTION_MAX_LENGTH = 2_000;
export const WIKI_SECTION_TITLE_MAX_LENGTH = TITLE_MAX_LENGTH;
/** Sanitised HTML from the editor; markup counts (a multipart text field holds at most 256 KB). */
export const WIKI_SECTION_CONTENT_MAX_LENGTH = 60_000;
/** Chapters per wiki (the wiki's answer lists them all, in order). */
export const WIKI_MAX_SECTIONS = 200;
/** The same limit as every list's `text` (PageQueryDto). */
export const WIKI_SEARCH_TEXT_MAX_LENGTH = 100;

/** `sort` of the wiki list: a field, or `-field` for descending. Default `title`. */
export const WIKI_SORT_FIELDS = ['title', 'createdAt', 'updatedAt'] as const;
export type WikiSortField = (typeof WIKI_SORT_FIELDS)[number];

export interface WikiPerson {
  _id: string;
  contact: { first_name: string; last_name: string };
}

/** GET .../wiki (paged, `text` filters titles, `sort` as above): one wiki without its chapters. */
export interface WikiSummaryView {
  _id: string;
  tenantId: string;
  title: string;
  /** Plain text. */
  description: string;
  viewAccess: number;
  viewAccessLabel: string;
  sectionCount: number;
  /** Null while none is known; `FormerMember` once the author's account is deleted. */
  author: WikiPerson | FormerMember | null;
  mayEdit: boolean;
  mayDelete: boolean;
  createdAt: string;
  updatedAt: string;
}
export type WikiPage = Page<WikiSummaryView>;

/** One chapter in the wiki's answer: titles only, never content. */
export interface WikiSectionSummaryView {
  _id: string;
  title: string;
  /** 0-based place in the wiki. */
  position: number;
  updatedAt: string;
}

/** GET/POST/PUT .../wiki/{wikiId} and PUT .../wiki/{wikiId}/section/order. */
export interface WikiView extends WikiSummaryView {
  /** Every chapter, in order. */
  sections: WikiSectionSummaryView[];
}

/** GET/POST/PUT .../wiki/{wikiId}/section/{sectionId}. */
export interface WikiSectionView {
  _id: string;
  wikiId: string;
  tenantId: string;
  title: string;
  /**
   * Sanitised HTML; render it as it comes (RichTextView). Images point only at this chapter's own
   * materials (`/api/files/{materialId}`); an image whose material was removed is dropped from the content.
   */
  content: string;
  position: number;
  materials: MaterialView[];
  /** Who changed the chapter last. */
  /** Null while none is known; `FormerMember` once the author's account is deleted. */
  updatedBy: WikiPerson | FormerMember | null;
  mayEdit: boolean;
  mayDelete: boolean;
  createdAt: string;
  updatedAt: string;
}

/** POST .../wiki; PUT takes the same fields, each optional. */
export interface WikiInput {
  title: string;
  description?: string;
  viewAccess?: number;
}

/**
 * POST .../wiki/{wikiId}/section (JSON or multipart) appends a chapter; PUT (multipart) takes the same
 * fields, each optional. Multipart: `newUploads` file parts and `materials` as the JSON text of the
 * material ids to keep (left out: keep all). Images in `content` must use `/api/files/{id}` of this
 * chapter's materials (upload first, then put the returned id into the content); others are removed.
 */
export interface WikiSectionInput {
  title: string;
  content?: string;
  materials?: string[];
}

/** PUT .../wiki/{wikiId}/section/order: every chapter id of the wiki exactly once, in the new order. */
export interface WikiSectionOrderInput {
  sectionIds: string[];
}

/**
 * GET /knowledge/tenant/{tenantId}/search?text=...&page=&pageSize= : chapters (title and text) and wikis
 * (title and description) matched with German stemming, best first, only from wikis the caller may see.
 */
export interface WikiSearchHit {
  wikiId: string;
  wikiTitle: string;
  /** Null when the wiki itself (title or description) matched rather than a chapter. */
  sectionId: string | null;
  sectionTitle: string | null;
  /**
   * HTML: the matching text with every character escaped, the matched words wrapped in `<mark>...</mark>`.
   * Safe to render as HTML; nothing else is ever in it.
   */
  snippet: string;
  rank: number;
}
export type WikiSearchPage = Page<WikiSearchHit>;

/** Dashboard section `knowledge`: recently changed chapters, newest first. */
export interface WikiDashboardItem {
  sectionId: string;
  sectionTitle: string;
  wikiId: string;
  wikiTitle: string;
  updatedAt: string;
}

export const WIKI_MESSAGES = {
  wikiNotFound: 'Das Wiki wurde nicht gefunden.',
  sectionNotFound: 'Das Kapitel wurde nicht gefunden.',
  /** Issue 16 §1, verbatim. */
  titleRequired: 'Bitte gebe einen Titel ein.',
  viewAccessInvalid: 'Diese Rolle gibt es in dieser Gruppe nicht.',
  viewAccessAboveOwn: 'Du kannst ein Wiki nicht nur für Rollen über deiner eigenen sichtbar machen.',
  orderMismatch: 'Die Reihenfolge muss jedes Kapitel des Wikis genau einmal enthalten.',
  tooManySections: `Ein Wiki kann höchstens ${WIKI_MAX_SECTIONS} Kapitel haben.`,
  searchTextRequired: 'Bitte gib einen Suchbegriff ein.',
  wikiDeleted: 'Das Wiki wurde gelöscht.',
  sectionDeleted: 'Das Kapitel wurde gelöscht.',
} as const;

/** The marks around matched words in `WikiSearchHit.snippet`. */
export const WIKI_SNIPPET_MARK = { open: '<mark>', close: '</mark>' } as const;
