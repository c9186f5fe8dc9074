// The export storage as the export services and jobs use it: store a rendered file, hand a finished one
// out (or the module's 409 while it is not), and remove the files of deleted owners once the deletion is
// committed (rows go by foreign key; a file must not outlive its row, nor vanish before a rollback).
import { Injectable } from '@nestjs/common';
import { ConfigService } from '../../config/config';
import { afterCommit } from '../../core/database/transaction';
import type { Tx } from '../../core/database/transaction';
import type { DomainException } from '../../core/domain.exception';
import { findOrFail } from '../../core/find-or-fail';
import { createObjectStorage } from '../../infrastructure/storage/create-object-storage';
import type { ObjectStorage, StoredObject } from '../../infrastructure/storage/object-storage';
import type { ExportFormat, ExportRequest } from './export-request.entity';
import { ExportErrors } from './export.errors';

export interface ExportDownload extends StoredObject {
  fileName: string;
  contentType: string;
}

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

  async store(key: string, data: Buffer, format: ExportFormat): Promise<void> {
    await this.storage.put(key, data, format === 'pdf' ? 'application/pdf' : 'text/csv');
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
    return { ...file, fileName, contentType: format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8' };
  }

  /** Inside a deleting transaction: the files go once it is committed. */
  removeAfterCommit(tx: Tx, keys: string[]): void {
    for (const key of keys) afterCommit(tx, () => this.storage.delete(key));
  }
}
