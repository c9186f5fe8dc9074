// Rows to the job view every data export route answers (issue 26: `{ _id, state, progress, expiresAt }`).
import type { DataExportJob } from '#shared/data-export';
import type { ExportRequest } from '../../common/export/export-request.entity';
import { iso } from '../../core/iso-date';

export function dataExportView(row: ExportRequest, expiresAt: Date): DataExportJob {
  return { _id: row._id, state: row.state, progress: row.progress, expiresAt: iso(expiresAt) };
}

/** `plenum-meine-daten-2026-11-29.zip`, the day it was asked for. */
export function dataExportFileName(what: string, createdAt: Date): string {
  return `plenum-${what}-${iso(createdAt).slice(0, 10)}.zip`;
}
