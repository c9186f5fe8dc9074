// The columns every export request row shares (event, survey, budget and delegate list exports): what the
// pdf worker writes while it renders and where it put the file. Each module's entity extends this and adds
// its owner, its kind or format, its indexes and its named constraints (names are per table, so they stay
// there, as do the foreign keys: their constraint names are per table too).
import { Column } from 'typeorm';
import { BaseEntity } from '../../core/database/base.entity';

export type ExportState = 'PENDING' | 'RUNNING' | 'DONE' | 'FAILED';
export const EXPORT_STATES: ExportState[] = ['PENDING', 'RUNNING', 'DONE', 'FAILED'];
export type ExportFormat = 'csv' | 'pdf' | 'zip';

export abstract class ExportRequest extends BaseEntity {
  @Column({ type: 'varchar', length: 10, default: 'PENDING' })
  state: ExportState;

  /** 0..100 */
  @Column({ type: 'smallint', default: 0 })
  progress: number;

  @Column({ type: 'uuid', nullable: true })
  requestedById: string | null;

  /** Set once the file is stored (state DONE). */
  @Column({ type: 'varchar', length: 300, nullable: true })
  storageKey: string | null;
}
