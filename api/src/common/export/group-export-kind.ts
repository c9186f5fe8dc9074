// The base of a group's export kind (events, surveys, budgets): the caller's TenantContext is the scope, the
// owner is one row of the group named by one column of the export (`eventId`), and the exports go with the
// owner, with any content of it they name, and with the group. Each kind adds its checks and its content.
import type { OnModuleInit } from '@nestjs/common';
import type { Tx } from '../../core/database/transaction';
import type { TenantContext } from '../tenancy/tenant-context';
import type { ExportKind, ExportKinds, RenderedExport, ReportProgress } from './export-kind';
import type { ExportFormat, ExportRequest } from './export-request.entity';
import type { ExportService } from './export.service';

/** The tenant module's OwnerDeletionRegistry as far as exports use it (the API has it, the workers not). */
export interface GroupDeletionHooks {
  register(kind: 'tenant', hook: (tx: Tx, tenantId: string) => Promise<void>): void;
}

type GroupExport = ExportRequest & { tenantId: string };

export abstract class GroupExportKind<Row extends GroupExport, Owner, Input, View>
  implements ExportKind<Row, TenantContext, Owner, Input, View>, OnModuleInit
{
  abstract readonly name: string;
  abstract readonly entity: new () => Row;
  /** The export's column naming its owner. */
  protected abstract readonly ownerColumn: keyof Row & string;

  protected constructor(
    private readonly kinds: ExportKinds,
    protected readonly base: ExportService,
    private readonly groupDeletion?: GroupDeletionHooks,
  ) {}

  /** Registered once the subclass's fields are set. A deleted group takes its exports' files with it. */
  onModuleInit(): void {
    this.kinds.register(this);
    this.groupDeletion?.register('tenant', (tx, tenantId) => this.removeAllOf(tx, tenantId));
  }

  abstract owner(ctx: TenantContext, ownerId: string, tx?: Tx): Promise<Owner | null>;
  abstract columns(owner: Owner, input: Input, tx: Tx): Promise<Partial<Row>>;
  abstract view(row: Row): View;
  abstract file(row: Row): { fileName: string; format: ExportFormat };
  abstract storageKey(row: Row): string;
  abstract render(row: Row, progress: ReportProgress): Promise<RenderedExport | null>;

  of(ctx: TenantContext, ownerId: string): Partial<Row> {
    return { tenantId: ctx.tenant._id, [this.ownerColumn]: ownerId } as Partial<Row>;
  }

  /**
   * Inside a deleting transaction: the exports of one owner (its deletion, or of content they name: a
   * registration, an answer, a position), narrowed by `where`, or with `ownerId` null the whole group's.
   * Rows now, files after commit.
   */
  removeAllOf(tx: Tx, tenantId: string, ownerId: string | null = null, where: Partial<Row> = {}): Promise<void> {
    const owner = ownerId ? { [this.ownerColumn]: ownerId } : {};
    return this.base.discard(tx, this.entity, { ...where, ...owner, tenantId } as Partial<Row>);
  }
}
