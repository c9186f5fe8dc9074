// News and profile projects (issue 16 §2): the views the API sends, the status workflow the web's buttons
// mirror, and their German messages. Pure TypeScript: api, workers and web import it (`#shared/profile-objects`).
import type { FormerMember } from './account-deletion';
import { MaterialOwnerKind } from './files';
import type { Page } from './page';
import { MESSAGES, TITLE_MAX_LENGTH } from './validation';

export const PROFILE_OBJECT_TITLE_MAX_LENGTH = TITLE_MAX_LENGTH;
/** Sanitised HTML from the editor; markup counts. */
export const PROFILE_OBJECT_CONTENT_MAX_LENGTH = 20_000;

/** The two kinds share one table, one workflow and one set of routes (`/news`, `/project`). */
export enum ProfileObjectKind {
  NEWS = 'NEWS',
  PROJECT = 'PROJECT',
}
export const PROFILE_OBJECT_KINDS = Object.values(ProfileObjectKind);
export const PROFILE_OBJECT_KIND_LABELS: Record<ProfileObjectKind, { one: string; many: string }> = {
  [ProfileObjectKind.NEWS]: { one: 'Neuigkeit', many: 'Neuigkeiten' },
  [ProfileObjectKind.PROJECT]: { one: 'Projekt', many: 'Projekte' },
};
/** SPEC 7 path segment per kind: `/profile/tenant/{tenantId}/news`, `/profile/tenant/{tenantId}/project`. */
export const PROFILE_OBJECT_PATH: Record<ProfileObjectKind, 'news' | 'project'> = {
  [ProfileObjectKind.NEWS]: 'news',
  [ProfileObjectKind.PROJECT]: 'project',
};
/** The owner kind of an object's image in the files module (owner id = the object's id). */
export const PROFILE_OBJECT_MATERIAL_KIND: Record<ProfileObjectKind, MaterialOwnerKind> = {
  [ProfileObjectKind.NEWS]: MaterialOwnerKind.PROFILE_NEWS,
  [ProfileObjectKind.PROJECT]: MaterialOwnerKind.PROFILE_PROJECT,
};

/** SPEC 3 content status. */
export enum ContentStatus {
  DRAFT = 'DRAFT',
  EXAMINATION = 'EXAMINATION',
  PUBLISHED = 'PUBLISHED',
}
export const CONTENT_STATUSES = Object.values(ContentStatus);
export const CONTENT_STATUS_LABELS: Record<ContentStatus, string> = {
  [ContentStatus.DRAFT]: 'Entwurf',
  [ContentStatus.EXAMINATION]: 'Prüfung',
  [ContentStatus.PUBLISHED]: 'Veröffentlicht',
};

/** `sort` of the tenant lists: a field, or `-field` for descending. Default `-updatedAt`. */
export const PROFILE_OBJECT_SORT_FIELDS = ['updatedAt', 'createdAt', 'publishedAt', 'title'] as const;
export type ProfileObjectSortField = (typeof PROFILE_OBJECT_SORT_FIELDS)[number];

export interface ProfileObjectAuthor {
  _id: string;
  contact: { first_name: string; last_name: string };
}

/** The object's image; it loads from `/api/files/{_id}` for members (the public page has its own URL). */
export interface ProfileObjectImage {
  _id: string;
  name: string;
  mimeType: string;
}

/**
 * One news item or profile project as a member sees it (GET/POST/PUT answer, list item).
 * Who sees what: PUBLISHED every member; EXAMINATION the author and members with `profile-object:edit`
 * (or `:publish`); DRAFT its author only. Everything else is 404.
 */
export interface ProfileObjectView {
  _id: string;
  tenantId: string;
  kind: ProfileObjectKind;
  title: string;
  /** Sanitised HTML; render it as it comes. */
  content: string;
  status: ContentStatus;
  statusLabel: string;
  image: ProfileObjectImage | null;
  /** null when the account is gone. */
  /** Null while none is known; `FormerMember` once the author's account is deleted. */
  author: ProfileObjectAuthor | FormerMember | null;
  /** When it was last published (kept when it leaves PUBLISHED, so a re-publication shows the new date). */
  publishedAt: string | null;
  /** The caller may change title, content and image. */
  mayEdit: boolean;
  mayDelete: boolean;
  /** The statuses the caller may move it to now: the workflow buttons (never the current status). */
  transitions: ContentStatus[];
  createdAt: string;
  updatedAt: string;
}
export type ProfileObjectPage = Page<ProfileObjectView>;

/** GET /profile/tenant/{tenantId}/waiting: how many objects wait for examination (visible to the caller). */
export interface ProfileObjectWaitingView {
  news: number;
  project: number;
  total: number;
}

/**
 * A published object for the public profile (H4 maps it with its shortcode): no author, no status, no ids of
 * people. `imageId` loads through the public profile's image URL.
 */
export interface PublishedProfileObject {
  _id: string;
  kind: ProfileObjectKind;
  title: string;
  content: string;
  imageId: string | null;
  publishedAt: string;
}

/**
 * What the profile module reads for the public page (implemented by `ProfileObjectRepository`, exported by
 * the profile module): published objects newest first, and whether an image belongs to a published object.
 */
export interface PublishedProfileObjectReader {
  publishedOf(tenantId: string, kind: ProfileObjectKind, page: { page: number; pageSize: number }): Promise<Page<PublishedProfileObject>>;
  /** The object owning `imageId` when it is published in `tenantId`, else null (then the public image is 404). */
  publishedImageOwner(tenantId: string, imageId: string): Promise<{ kind: ProfileObjectKind; objectId: string } | null>;
}

export const PROFILE_OBJECT_MESSAGES = {
  notFound: 'Der Beitrag wurde nicht gefunden.',
  titleRequired: MESSAGES.titleRequired,
  contentRequired: 'Bitte gib einen Inhalt ein.',
  statusInvalid: 'Bitte wähle einen gültigen Status.',
  publishForbidden: 'Veröffentlichen dürfen nur Personen mit Veröffentlichungsrecht.',
  removeImageInvalid: 'Bitte gib true oder false an.',
  newsDeleted: 'Die Neuigkeit wurde gelöscht.',
  projectDeleted: 'Das Projekt wurde gelöscht.',
  /** Shown to an editor without publish permission after changing a published object. */
  returnedToExamination: 'Der Beitrag wurde geändert und wartet wieder auf Prüfung.',
} as const;
