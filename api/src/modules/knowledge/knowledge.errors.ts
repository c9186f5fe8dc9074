// Every error the knowledge module answers with, bound once to status and German sentence (SPEC 5, issue 16).
import { CONTACT_BULK_MAX, CONTACT_GROUP_MAX, CONTACT_MESSAGES as CM } from '#shared/contacts';
import { WIKI_MESSAGES as WM } from '#shared/wiki';
import { conflictError, defineErrors, fieldError, notFoundError } from '../../core/domain.exception';

export const KnowledgeErrors = defineErrors({
  // Wikis and chapters (wiki*.ts). Unknown, another group's or above the caller's level: 404 alike.
  wikiNotFound: notFoundError('WIKI_NOT_FOUND', WM.wikiNotFound),
  sectionNotFound: notFoundError('WIKI_SECTION_NOT_FOUND', WM.sectionNotFound),
  viewAccessInvalid: fieldError('viewAccess', WM.viewAccessInvalid),
  viewAccessAboveOwn: fieldError('viewAccess', WM.viewAccessAboveOwn),
  sectionOrderMismatch: fieldError('sectionIds', WM.orderMismatch),
  tooManySections: fieldError('title', WM.tooManySections),
  searchTextRequired: fieldError('text', WM.searchTextRequired),

  // Contact groups and contacts (contact*.ts). Bad rows of bulk and import: contact-input.ts rowsInvalid().
  contactGroupNotFound: notFoundError('CONTACT_GROUP_NOT_FOUND', CM.groupNotFound),
  contactNotFound: notFoundError('CONTACT_NOT_FOUND', CM.contactNotFound),
  contactViewAccessAboveOwn: fieldError('viewAccess', CM.viewAccessAboveOwn),
  importFileRequired: fieldError('file', CM.importFileRequired),
  importEmpty: fieldError('file', CM.importEmpty),
  importTooMany: fieldError('file', CM.importTooMany(CONTACT_BULK_MAX)),
  contactGroupFull: conflictError('CONTACT_GROUP_FULL', CM.groupFull(CONTACT_GROUP_MAX)),
});
