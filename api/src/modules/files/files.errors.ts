// Every error the files module answers with: code (stable for programs), status and German sentence.
import { HttpStatus } from '@nestjs/common';
import { FILE_MESSAGES } from '#shared/files';
import { defineErrors, DomainException, ErrorSpec, fieldError, notFoundError } from '../../core/domain.exception';

const status = (code: HttpStatus, name: string, message: string): ErrorSpec => ({ status: code, code: name, message });

export const FilesErrors = defineErrors({
  // SPEC 5: one sentence for "too large" and "wrong format", the status tells a program which it was.
  fileTooLarge: status(HttpStatus.PAYLOAD_TOO_LARGE, 'FILE_TOO_LARGE', FILE_MESSAGES.fileInvalid),
  fileTypeRefused: status(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'FILE_TYPE_REFUSED', FILE_MESSAGES.fileInvalid),
  extensionRefused: status(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'FILE_EXTENSION_REFUSED', FILE_MESSAGES.extensionRefused),
  imageTooManyPixels: status(HttpStatus.PAYLOAD_TOO_LARGE, 'IMAGE_TOO_MANY_PIXELS', FILE_MESSAGES.imageTooManyPixels),
  tooManyFiles: status(HttpStatus.BAD_REQUEST, 'TOO_MANY_FILES', FILE_MESSAGES.tooManyFiles),
  oneImageOnly: status(HttpStatus.BAD_REQUEST, 'TOO_MANY_FILES', 'Bitte lade hier nur ein Bild hoch.'),
  unexpectedField: status(HttpStatus.BAD_REQUEST, 'UPLOAD_FIELD_UNKNOWN', 'Dateien können hier nicht in diesem Feld hochgeladen werden.'),
  uploadMalformed: status(
    HttpStatus.BAD_REQUEST,
    'UPLOAD_MALFORMED',
    'Die Dateien konnten nicht gelesen werden. Bitte versuche es erneut.',
  ),
  foreignMaterial: fieldError('materials', 'Mindestens ein Material gehört nicht zu diesem Eintrag.'),
  storageUnavailable: status(
    HttpStatus.SERVICE_UNAVAILABLE,
    'STORAGE_UNAVAILABLE',
    'Die Datei konnte gerade nicht gespeichert werden. Bitte versuche es später noch einmal.',
  ),
  downloadUnavailable: status(
    HttpStatus.SERVICE_UNAVAILABLE,
    'STORAGE_UNAVAILABLE',
    'Die Datei kann gerade nicht geladen werden. Bitte versuche es später noch einmal.',
  ),
  materialNotFound: notFoundError('NOT_FOUND', 'Die Datei wurde nicht gefunden.'),
});

/** A full quota names the configured size (issue 24 §8); nothing of the request is stored. */
export const StorageQuotaErrors = {
  groupFull: (quotaMb: number) =>
    new DomainException(HttpStatus.PAYLOAD_TOO_LARGE, 'STORAGE_QUOTA_EXCEEDED', FILE_MESSAGES.groupStorageFull(quotaMb)),
  privateFull: (quotaMb: number) =>
    new DomainException(HttpStatus.PAYLOAD_TOO_LARGE, 'STORAGE_QUOTA_EXCEEDED', FILE_MESSAGES.privateStorageFull(quotaMb)),
};
