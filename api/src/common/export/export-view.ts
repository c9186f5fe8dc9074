// The part of every export request's answer that is the same for all modules: how far it is and when.
import { iso } from '../../core/iso-date';
import type { ExportRequest, ExportState } from './export-request.entity';

export interface ExportProgressView {
  state: ExportState;
  progress: number;
  createdAt: string;
  updatedAt: string;
}

export function exportProgressView(row: ExportRequest): ExportProgressView {
  return { state: row.state, progress: row.progress, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) };
}
