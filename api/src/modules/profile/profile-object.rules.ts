// The status workflow of news and profile projects (issue 16 §2, SPEC 4 and 6), as pure rules so that the
// service, the views' workflow buttons and the unit spec read one definition:
// - creators (profile-object:create) save drafts and submit them for examination;
// - only profile-object:publish sets PUBLISHED; a PUBLISHED status in a body from anyone else is a 403;
// - editing a published object without publish permission returns it to EXAMINATION;
// - edit and delete per the table, or by the author while the object is not published;
// - drafts are their author's only; objects in examination are seen by their author and by reviewers.
import { ContentStatus } from '#shared/profile-objects';

/** What the caller may in this group (from the permission table) and whether they wrote the object. */
export interface ProfileObjectActor {
  create: boolean;
  edit: boolean;
  delete: boolean;
  publish: boolean;
}

export interface ObjectFacts {
  status: ContentStatus;
  isAuthor: boolean;
}

/** Reviewers see what waits for examination: edit permission, or the right to publish it. */
export const isReviewer = (a: ProfileObjectActor): boolean => a.edit || a.publish;

export function mayView(a: ProfileObjectActor, o: ObjectFacts): boolean {
  if (o.status === ContentStatus.PUBLISHED) return true;
  if (o.isAuthor) return true;
  // A draft is private to its author, even for the group's administration.
  return o.status === ContentStatus.EXAMINATION && isReviewer(a);
}

/** Change title, content and image (and move between DRAFT and EXAMINATION). */
export function mayEdit(a: ProfileObjectActor, o: ObjectFacts): boolean {
  if (!mayView(a, o)) return false;
  if (a.edit) return true;
  return o.isAuthor && a.create && o.status !== ContentStatus.PUBLISHED;
}

export function mayDelete(a: ProfileObjectActor, o: ObjectFacts): boolean {
  if (!mayView(a, o)) return false;
  if (a.delete) return true;
  return o.isAuthor && a.create && o.status !== ContentStatus.PUBLISHED;
}

/** The status a new object gets; `null` = the request must be refused (403). */
export function initialStatus(a: ProfileObjectActor, requested: ContentStatus | undefined): ContentStatus | null {
  const status = requested ?? ContentStatus.DRAFT;
  return status === ContentStatus.PUBLISHED && !a.publish ? null : status;
}

/**
 * The status after an update the caller may make (mayEdit), or `null` = 403: a
 * requested PUBLISHED without publish permission. Without a requested status, a published object changed by
 * someone who may not publish goes back to EXAMINATION, so nothing unreviewed stays public.
 */
export function statusAfterUpdate(
  a: ProfileObjectActor,
  current: ContentStatus,
  requested: ContentStatus | undefined,
): ContentStatus | null {
  if (requested === ContentStatus.PUBLISHED && !a.publish) return null;
  if (requested) return requested;
  return current === ContentStatus.PUBLISHED && !a.publish ? ContentStatus.EXAMINATION : current;
}

/**
 * The workflow buttons: the statuses the caller may move the object to now (never the current one). Every
 * level that may publish may also edit (the permission table's unit spec holds it), so publishing is an edit.
 */
export function transitions(a: ProfileObjectActor, o: ObjectFacts): ContentStatus[] {
  if (!mayEdit(a, o)) return [];
  const targets = [ContentStatus.DRAFT, ContentStatus.EXAMINATION, ...(a.publish ? [ContentStatus.PUBLISHED] : [])];
  return targets.filter((s) => s !== o.status);
}
