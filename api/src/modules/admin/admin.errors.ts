// Every error of the administration areas (platform and domain administration, group import).
import { HttpStatus } from '@nestjs/common';
import { GROUP_DELETION_TEXT } from '#shared/account-deletion';
import { conflictError, defineErrors, fieldError, notFoundError } from '../../core/domain.exception';
import { GROUP_IMPORT_MAX_ROWS } from './group-import.limits';

export const AdminErrors = defineErrors({
  groupNameMismatch: fieldError('name', GROUP_DELETION_TEXT.nameMismatch),
  domainHasTenants: conflictError(
    'DOMAIN_HAS_TENANTS',
    'Der Verband kann nicht gelöscht werden, solange ihm noch Gruppen angehören. Lösche oder verschiebe zuerst seine Gruppen.',
  ),
  domainNameTaken: conflictError('DOMAIN_NAME_TAKEN', 'Einen Verband mit diesem Namen gibt es bereits.'),
  domainRequired: fieldError('domainId', 'Bitte wähle einen Verband aus.'),
  tenantNameTaken: conflictError('TENANT_NAME_TAKEN', 'In diesem Verband gibt es bereits eine Gruppe mit diesem Namen.'),
  accountMissing: notFoundError('ACCOUNT_NOT_FOUND', 'Es gibt kein bestätigtes Konto mit dieser E-Mail-Adresse.'),
  alreadyAdministrator: conflictError('ALREADY_ADMINISTRATOR', 'Diese Person verwaltet den Verband bereits.'),
  mailOrUserRequired: fieldError('mail', 'Bitte gib eine E-Mail-Adresse oder eine Nutzerkennung an.'),
  fileRequired: fieldError('file', 'Bitte wähle eine CSV-Datei aus.'),
  fileNotCsv: fieldError('file', 'Die Datei ist keine lesbare CSV-Datei.'),
  nameColumnMissing: fieldError('file', "Die CSV-Datei braucht eine Spalte 'name'."),
  importTooManyRows: fieldError(
    'file',
    `Die Datei hat zu viele Zeilen: höchstens ${GROUP_IMPORT_MAX_ROWS.toLocaleString('de-DE')} Gruppen je Import. Bitte teile sie auf mehrere Dateien auf.`,
  ),
  importTooLarge: {
    status: HttpStatus.PAYLOAD_TOO_LARGE,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'Die Datei ist zu groß: höchstens 1 MB je Import. Bitte teile sie auf mehrere Dateien auf.',
  },
});

/** Field messages of the administration DTOs (the validation pipe answers them as VALIDATION_FAILED). */
export const ADMIN_FIELD_MESSAGES = {
  domainRequired: 'Bitte wähle einen Verband aus.',
  svTypeOnly: 'Hier können nur Schulen (SV) und Netzwerke angelegt werden.',
} as const;

/** Per-row results of the group import (part of a successful answer, not errors). */
export const IMPORT_ROW_MESSAGES = {
  nameEmpty: 'In dieser Zeile fehlt der Name.',
  nameTooLong: 'Der Name ist zu lang (höchstens 200 Zeichen).',
  exists: 'Eine Gruppe mit diesem Namen gibt es in diesem Verband bereits.',
  duplicate: 'Dieser Name kommt in der Datei mehrfach vor.',
} as const;
