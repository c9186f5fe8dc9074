// The export storage as the export services and jobs use it: store a rendered file, hand a finished one
// out (or the module's 409 while it is not), and remove the files of deleted owners once the deletion is
// committed (rows go by foreign key; a file must not outlive its row, nor vanish before a rollback).
import { Injectable } from '@nestjs/common';
import { rm } from 'node:fs/promises';
import { ConfigService } from '../../config/config';
import { afterCommit } from '../../core/database/transaction';
import type { Tx } from '../../core/database/transaction';
import type { DomainException } from '../../core/domain.exception';
import { findOrFail } from '../../core/find-or-fail';
import { createObjectStorage } from '../../infrastructure/storage/create-object-storage';
import type { ObjectStorage, StoredObject } from '../../infrastructure/storage/object-storage';
import type { RenderedExport } from './export-kind';
import type { ExportFormat, ExportRequest } from './export-request.entity';
import { ExportErrors } from './export.errors';

export interface ExportDownload extends StoredObject {
  fileName: string;
  contentType: string;
}

const CONTENT_TYPES: Record<ExportFormat, string> = { csv: 'text/csv', pdf: 'application/pdf', zip: 'application/zip' };

/** EXPORT_NOT_READY and EXPORT_FAILED unless a module has its own (BUDGET_EXPORT_FAILED, ...). */
export interface ExportNotFinishedErrors {
  notReady: () => DomainException;
  failed: () => DomainException;
}

@Injectable()
export class ExportFiles {
  private readonly storage: ObjectStorage;

  constructor(config: ConfigService) {
    this.storage = createObjectStorage(config.values, 'exports');
  }

  /** A temporary file is removed once stored (or not). */
  async store(key: string, data: RenderedExport, format: ExportFormat): Promise<void> {
    if (Buffer.isBuffer(data)) return this.storage.put(key, data, CONTENT_TYPES[format]);
    try {
      await this.storage.putFile(key, data.tempFile, CONTENT_TYPES[format]);
    } finally {
      await rm(data.tempFile, { force: true });
    }
  }

  delete(key: string): Promise<void> {
    return this.storage.delete(key);
  }

  /** The finished file of `row`; a failed one and one still being made answer 409. */
  async open(
    row: ExportRequest,
    fileName: string,
    format: ExportFormat,
    errors: ExportNotFinishedErrors = ExportErrors,
  ): Promise<ExportDownload> {
    if (row.state === 'FAILED') throw errors.failed();
    if (row.state !== 'DONE' || !row.storageKey) throw errors.notReady();
    const file = await findOrFail(this.storage.open(row.storageKey));
    return { ...file, fileName, contentType: format === 'csv' ? 'text/csv; charset=utf-8' : CONTENT_TYPES[format] };
  }

  /** Inside a deleting transaction: the files go once it is committed. */
  removeAfterCommit(tx: Tx, keys: string[]): void {
    for (const key of keys) afterCommit(tx, () => this.storage.delete(key));
  }
}
