// CSV import of groups into one domain (SPEC 5 "Group import"): a 'name' column is required; comma or
// semicolon separated; a UTF-8 BOM and empty lines are fine. Existing names of that domain (compared
// case-insensitively) are skipped, never changed; other domains are never read or written. One file holds
// at most GROUP_IMPORT_MAX_ROWS rows and GROUP_IMPORT_MAX_BYTES bytes (group-import.limits.ts).
import { Injectable } from '@nestjs/common';
import { parse } from 'csv-parse/sync';
import { TenantType } from '#shared/levels';
import { groupNameProblem, normaliseName } from '#shared/names';
import { TITLE_MAX_LENGTH } from '#shared/validation';
import type { AuditActor } from '../../common/audit/actor';
import { TransactionRunner } from '../../core/database/transaction';
import { findOrFail } from '../../core/find-or-fail';
import { AdminAuditService } from './admin-audit.service';
import { AdminErrors, IMPORT_ROW_MESSAGES as R } from './admin.errors';
import { AdminRepository } from './admin.repository';
import { GROUP_IMPORT_BATCH, GROUP_IMPORT_MAX_BYTES, GROUP_IMPORT_MAX_ROWS } from './group-import.limits';

export type ImportResult = 'created' | 'skipped' | 'error';

export interface ImportLine {
  line: number;
  name: string;
  result: ImportResult;
  tenantId?: string;
  message?: string;
}

export interface ParsedRow {
  line: number;
  name: string;
}

/**
 * Reads the upload as CSV. Checks the content (UTF-8 text, no binary), not the file name or the type the
 * browser claims. The separator is the header's: a semicolon header keeps commas inside names intact.
 */
export interface UploadedCsv {
  buffer: Buffer;
  size: number;
}

export function parseGroupCsv(file: UploadedCsv | undefined): ParsedRow[] {
  if (!file || !file.buffer?.length) throw AdminErrors.fileRequired();
  if (file.size > GROUP_IMPORT_MAX_BYTES || file.buffer.length > GROUP_IMPORT_MAX_BYTES) throw AdminErrors.importTooLarge();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file.buffer);
  } catch {
    throw AdminErrors.fileNotCsv();
  }
  if (text.includes('\u0000')) throw AdminErrors.fileNotCsv();
  text = text.replace(/^\uFEFF/, '');
  const header = text.split(/\r?\n/).find((l) => l.trim() !== '') ?? '';
  const delimiter = header.includes(';') ? ';' : ',';
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter,
      columns: (h: string[]) => h.map((c) => c.trim().toLowerCase()),
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      relax_column_count: true,
      trim: true,
      info: true,
      // One record more than allowed is enough to refuse the file; the rest is never parsed.
      to: GROUP_IMPORT_MAX_ROWS + 1,
    });
  } catch {
    throw AdminErrors.fileNotCsv();
  }
  const headerCols = header.split(delimiter).map((c) => c.trim().replace(/^"|"$/g, '').toLowerCase());
  if (!headerCols.includes('name')) throw AdminErrors.nameColumnMissing();
  if (records.length > GROUP_IMPORT_MAX_ROWS) throw AdminErrors.importTooManyRows();
  return records.map(({ record, info }) => ({ line: info.lines, name: normaliseName(record.name ?? '') }));
}

@Injectable()
export class GroupImportService {
  constructor(
    private readonly repo: AdminRepository,
    private readonly audit: AdminAuditService,
    private readonly tx: TransactionRunner,
  ) {}

  /** The platform's import names the domain in the form: an unknown one is a field error, not a 404. */
  async importIntoKnownDomain(actor: AuditActor, domainId: string, type: TenantType, isPublic: boolean, rows: ParsedRow[]) {
    await findOrFail(this.repo.findDomain(domainId), AdminErrors.domainRequired);
    return this.import(actor, domainId, type, isPublic, rows);
  }

  async import(actor: AuditActor, domainId: string, type: TenantType, isPublic: boolean, rows: ParsedRow[]) {
    const results = await this.tx.run(async (manager) => {
      // One import per domain at a time, so that two uploads of the same file do not create twins.
      await this.repo.lockDomain(domainId, manager);
      const existing = await this.repo.tenantNamesIn(domainId, manager);
      const seen = new Set<string>();
      const out: ImportLine[] = [];
      const toCreate: ImportLine[] = [];
      for (const row of rows) {
        const key = row.name.toLowerCase();
        if (!row.name) out.push({ line: row.line, name: '', result: 'error', message: R.nameEmpty });
        else if (row.name.length > TITLE_MAX_LENGTH) out.push({ line: row.line, name: row.name, result: 'error', message: R.nameTooLong });
        // The one name rule of the forms (shared/names.ts): no control or invisible characters, a letter.
        else if (groupNameProblem(row.name, TITLE_MAX_LENGTH))
          out.push({ line: row.line, name: row.name, result: 'error', message: groupNameProblem(row.name, TITLE_MAX_LENGTH)! });
        else if (existing.has(key)) out.push({ line: row.line, name: row.name, result: 'skipped', message: R.exists });
        else if (seen.has(key)) out.push({ line: row.line, name: row.name, result: 'skipped', message: R.duplicate });
        else {
          seen.add(key);
          const line: ImportLine = { line: row.line, name: row.name, result: 'created' };
          out.push(line);
          toCreate.push(line);
        }
      }
      // Inserted in batches: a few statements per import instead of one per group.
      for (let i = 0; i < toCreate.length; i += GROUP_IMPORT_BATCH) {
        const batch = toCreate.slice(i, i + GROUP_IMPORT_BATCH);
        const ids = await this.repo.createTenants(
          batch.map((l) => ({ name: l.name, type, domainId, isPublic })),
          manager,
        );
        batch.forEach((l, j) => (l.tenantId = ids[j]));
      }
      const created = out.filter((r) => r.result === 'created').length;
      await this.audit.record(manager, actor, {
        action: 'tenant.import',
        domainId,
        detail: {
          type,
          created,
          skipped: out.filter((r) => r.result === 'skipped').length,
          errors: out.filter((r) => r.result === 'error').length,
        },
      });
      return out;
    });
    return {
      total: results.length,
      created: results.filter((r) => r.result === 'created').length,
      skipped: results.filter((r) => r.result === 'skipped').length,
      errors: results.filter((r) => r.result === 'error').length,
      lines: results,
    };
  }
}
