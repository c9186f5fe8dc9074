// Import of a contact file (issue 16 §1): CSV (UTF-8, BOM tolerated, comma or semicolon) or vCard, told apart
// by content. `dryRun` answers the parsed rows with their errors for the preview and saves nothing; otherwise
// the file is saved all or nothing through the same path as bulk (contact.service.ts insertRows).
import { Injectable } from '@nestjs/common';
import {
  CONTACT_BULK_MAX,
  CONTACT_IMPORT_MAX_BYTES,
  ContactImportFormat,
  ContactImportPreview,
  ContactImportResult,
} from '#shared/contacts';
import { TEXT_MIME_TYPES } from '#shared/files';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { TransactionRunner } from '../../core/database/transaction';
import type { CheckedUpload } from '../files/dto/checked-upload.dto';
import { FilesErrors } from '../files/files.errors';
import { parseContactCsv } from './contact-codec-csv';
import { looksLikeVcard, parseContactVcard } from './contact-codec-vcard';
import { ContactGroupService } from './contact-group.service';
import { CheckedRow, checkRows } from './contact-input';
import { ContactService } from './contact.service';
import { KnowledgeErrors } from './knowledge.errors';

interface ParsedImport {
  format: ContactImportFormat;
  rows: CheckedRow[];
  ignoredColumns: string[];
}

@Injectable()
export class ContactImportService {
  constructor(
    private readonly groups: ContactGroupService,
    private readonly contacts: ContactService,
    private readonly tx: TransactionRunner,
  ) {}

  async preview(ctx: TenantContext, userId: string, contactGroupId: string, files: CheckedUpload[]): Promise<ContactImportPreview> {
    // The same access as the import itself: the preview is its first step.
    await this.tx.run((tx) => this.groups.modifiable(ctx, userId, contactGroupId, 'edit', tx));
    const { format, rows, ignoredColumns } = parseImport(files);
    const errorCount = rows.filter((row) => row.errors.length > 0).length;
    return {
      format,
      rows: rows.map(({ row, contact, errors }) => ({ row, contact, errors })),
      validCount: rows.length - errorCount,
      errorCount,
      ignoredColumns,
    };
  }

  async import(ctx: TenantContext, userId: string, contactGroupId: string, files: CheckedUpload[]): Promise<ContactImportResult> {
    // Access before parsing: someone who may not change the group learns nothing about their file.
    await this.tx.run((tx) => this.groups.modifiable(ctx, userId, contactGroupId, 'edit', tx));
    const { rows } = parseImport(files);
    const imported = await this.tx.run((tx) => this.contacts.insertRows(ctx, userId, contactGroupId, rows, tx));
    return { imported };
  }
}

function parseImport(files: CheckedUpload[]): ParsedImport {
  const file = files.find((f) => f.field === 'file');
  if (!file) throw KnowledgeErrors.importFileRequired();
  if (file.size > CONTACT_IMPORT_MAX_BYTES) throw FilesErrors.fileTooLarge();
  // The pipe accepts any material; a contact file is text (a PDF or an image: 415 as for any refused type).
  if (!(TEXT_MIME_TYPES as readonly string[]).includes(file.mimeType)) throw FilesErrors.fileTypeRefused();
  // The upload pipe let only valid UTF-8 text through as text/plain or text/csv.
  const text = file.buffer.toString('utf8');
  const format: ContactImportFormat = looksLikeVcard(text) ? 'vcard' : 'csv';
  const parsed = format === 'vcard' ? parseContactVcard(text) : parseContactCsv(text);
  if (parsed.records.length === 0) throw KnowledgeErrors.importEmpty();
  if (parsed.records.length > CONTACT_BULK_MAX) throw KnowledgeErrors.importTooMany();
  return { format, rows: checkRows(parsed.records), ignoredColumns: parsed.ignoredColumns };
}
