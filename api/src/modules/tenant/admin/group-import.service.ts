// CSV import of groups into one domain (SPEC 5 "Group import"): a 'name' column is required; comma or
// semicolon separated; a UTF-8 BOM and empty lines are fine. Existing names of that domain (compared
// case-insensitively) are skipped, never changed; other domains are never read or written.
import { Injectable } from '@nestjs/common';
import { parse } from 'csv-parse/sync';
import { TenantType } from '#shared/levels';
import { TITLE_MAX_LENGTH, UPLOAD_MAX_BYTES } from '#shared/validation';
import type { RequestUser } from '../../../common/auth/request-user';
import { Errors } from '../../../common/domain.exception';
import { TransactionRunner } from '../../../infrastructure/database/transaction';
import { AdminAuditService } from './admin-audit.service';
import { ADMIN_MESSAGES as M } from './admin.messages';
import { AdminRepository } from './admin.repository';
import type { RouteInfo } from './platform-admin.service';

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

const fileError = (message: string) => Errors.validation([{ field: 'file', message }]);

/**
 * Reads the upload as CSV. Checks the content (UTF-8 text, no binary), not the file name or the type the
 * browser claims. The separator is the header's: a semicolon header keeps commas inside names intact.
 */
export interface UploadedCsv {
  buffer: Buffer;
  size: number;
}

export function parseGroupCsv(file: UploadedCsv | undefined): ParsedRow[] {
  if (!file || !file.buffer?.length) throw fileError(M.fileRequired);
  if (file.size > UPLOAD_MAX_BYTES) throw fileError(M.fileNotCsv);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file.buffer);
  } catch {
    throw fileError(M.fileNotCsv);
  }
  if (text.includes('\u0000')) throw fileError(M.fileNotCsv);
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
    });
  } catch {
    throw fileError(M.fileNotCsv);
  }
  const headerCols = header.split(delimiter).map((c) => c.trim().replace(/^"|"$/g, '').toLowerCase());
  if (!headerCols.includes('name')) throw fileError(M.nameColumnMissing);
  return records.map(({ record, info }) => ({ line: info.lines, name: (record.name ?? '').trim() }));
}

@Injectable()
export class GroupImportService {
  constructor(
    private readonly repo: AdminRepository,
    private readonly audit: AdminAuditService,
    private readonly tx: TransactionRunner,
  ) {}

  async import(actor: RequestUser, at: RouteInfo, domainId: string, type: TenantType, isPublic: boolean, rows: ParsedRow[]) {
    const results = await this.tx.run(async (manager) => {
      // One import per domain at a time, so that two uploads of the same file do not create twins.
      await this.repo.lockDomain(domainId, manager);
      const existing = await this.repo.tenantNamesIn(domainId, manager);
      const seen = new Set<string>();
      const out: ImportLine[] = [];
      for (const row of rows) {
        const key = row.name.toLowerCase();
        if (!row.name) out.push({ line: row.line, name: '', result: 'error', message: M.importNameEmpty });
        else if (row.name.length > TITLE_MAX_LENGTH) out.push({ line: row.line, name: row.name, result: 'error', message: M.importNameTooLong });
        else if (existing.has(key)) out.push({ line: row.line, name: row.name, result: 'skipped', message: M.importExists });
        else if (seen.has(key)) out.push({ line: row.line, name: row.name, result: 'skipped', message: M.importDuplicate });
        else {
          seen.add(key);
          const tenant = await this.repo.createTenant({ name: row.name, type, domainId, isPublic }, manager);
          out.push({ line: row.line, name: row.name, result: 'created', tenantId: tenant._id });
        }
      }
      const created = out.filter((r) => r.result === 'created').length;
      await this.audit.record(manager, actor, { ...at, action: 'tenant.import', domainId, detail: { type, created, skipped: out.filter((r) => r.result === 'skipped').length, errors: out.filter((r) => r.result === 'error').length } });
      return out;
    });
    return {
      created: results.filter((r) => r.result === 'created').length,
      skipped: results.filter((r) => r.result === 'skipped').length,
      errors: results.filter((r) => r.result === 'error').length,
      lines: results,
    };
  }
}
