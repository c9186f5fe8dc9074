// One kind of export (an event's lists, a survey's codes and results, a budget report, a delegate list) is
// one object a module registers here: whose it is and who may see that owner, the row's own columns, the
// view and file name, and the content. Request, status, download, dedup, limits, the worker's steps,
// retention and deletion are the base's (ExportService, ExportJobs, ExportExpiry), the same for every kind.
import { Injectable } from '@nestjs/common';
import type { Tx } from '../../core/database/transaction';
import type { DomainException } from '../../core/domain.exception';
import type { ExportNotFinishedErrors } from './export-files';
import type { ExportFormat, ExportRequest } from './export-request.entity';

export type ReportProgress = (value: number) => Promise<void>;

/** What `render` made: the bytes, or a temporary file on disk (a big archive), which the job stores and removes. */
export type RenderedExport = Buffer | { tempFile: string };

export interface ExportKind<Row extends ExportRequest, Scope, Owner, Input, View> {
  /** Unique among kinds: the `export.requested` job names it. */
  readonly name: string;
  readonly entity: new () => Row;
  /** The exported object as the caller may see it (a level-gated owner through its kit's `visible()`); null is 404. */
  owner(scope: Scope, ownerId: string, tx?: Tx): Promise<Owner | null>;
  /**
   * The owner's rows (`{ tenantId, eventId }`): status and file are looked up within them, and a `tenantId`
   * among them caps the group's pending exports (EXPORT_PENDING_PER_TENANT).
   */
  of(scope: Scope, ownerId: string): Partial<Row>;
  /**
   * The new row's own columns (kind or format, file name) after the module's checks (its 400 and 409).
   * A pending export of the same owner with equal columns is the same export: it answers that one.
   */
  columns(owner: Owner, input: Input, tx: Tx): Promise<Partial<Row>>;
  view(row: Row): View;
  /** The download's name and format (the content type follows the format). */
  file(row: Row): { fileName: string; format: ExportFormat };
  /** Where the file is stored, ending in its format (e.g. `event/{tenantId}/{id}.csv`: a group's files share a folder). */
  storageKey(row: Row): string;
  /** The file, or null when what it exports is gone (its row has gone with it: nothing to do). */
  render(row: Row, progress: ReportProgress): Promise<RenderedExport | null>;
  /** The kind's 404 for an owner the caller cannot see (the generic one otherwise). */
  readonly notFound?: () => DomainException;
  /** The kind's 409 codes for a file not made yet or given up on (EXPORT_NOT_READY, EXPORT_FAILED otherwise). */
  readonly notFinished?: ExportNotFinishedErrors;
  /** Written with a new row in its transaction (e.g. the domain administration's audit entry). */
  created?(tx: Tx, row: Row, scope: Scope): Promise<void>;
  /** Once the file is stored (again on a retried job: idempotent), e.g. the mail that it is ready. */
  finished?(row: Row): Promise<void>;
}

/** Any kind, as the registry and the worker hold it (they pass it only rows of its own entity). */
export type AnyExportKind = ExportKind<ExportRequest, never, unknown, never, unknown>;

/** Every kind of this process, by name: the pdf worker's one export job dispatches through it. */
@Injectable()
export class ExportKinds {
  private readonly kinds = new Map<string, AnyExportKind>();

  /** The one line each kind's provider adds (in its onModuleInit, once its fields are set). */
  register<Row extends ExportRequest, Scope, Owner, Input, View>(kind: ExportKind<Row, Scope, Owner, Input, View>): void {
    if (this.kinds.has(kind.name)) throw new Error(`Two export kinds named ${kind.name}`);
    this.kinds.set(kind.name, kind as unknown as AnyExportKind);
  }

  get(name: string): AnyExportKind | undefined {
    return this.kinds.get(name);
  }
}
