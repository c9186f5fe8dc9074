// A group's wikis: members read the wikis their level may see, knowledge:create adds them, knowledge:edit
// (or the author while they may still create) changes them and their chapters, knowledge:delete removes
// them with every chapter and file. The dashboard's `knowledge` section lists recently changed chapters.
import { Injectable, OnModuleInit } from '@nestjs/common';
import { MaterialOwnerKind } from '#shared/files';
import { tenantLevels } from '#shared/levels';
import type { Page } from '#shared/page';
import { WIKI_MESSAGES as WM, WikiSortField } from '#shared/wiki';
import type { WikiSummaryView, WikiView } from '#shared/wiki';
import { assertMayModifyItem, mayModifyItem } from '../../common/tenancy/author-rule';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { TransactionRunner, Tx } from '../../core/database/transaction';
import { MaterialService } from '../files/material.service';
import { DashboardRegistry } from '../tenant/dashboard.registry';
import { CreateWikiDto, UpdateWikiDto, WikiListQueryDto } from './dto/wiki.dto';
import type { Wiki } from './entities/wiki.entity';
import { KnowledgeErrors } from './knowledge.errors';
import { WikiSectionRepository } from './wiki-section.repository';
import { WikiFilter, WikiRepository, WikiRow } from './wiki.repository';
import { dashboardItemView, WikiRights, wikiSummaryView, wikiView } from './wiki.views';

/** A chapter's files: one owner per chapter. */
export const sectionOwner = (tenantId: string, sectionId: string) => ({
  tenantId,
  kind: MaterialOwnerKind.WIKI_SECTION,
  ownerId: sectionId,
});

@Injectable()
export class WikiService implements OnModuleInit {
  constructor(
    private readonly wikis: WikiRepository,
    private readonly sections: WikiSectionRepository,
    private readonly materials: MaterialService,
    private readonly tx: TransactionRunner,
    private readonly dashboard: DashboardRegistry,
  ) {}

  onModuleInit() {
    // The dashboard's `knowledge` section: the chapters changed last in wikis the caller may see.
    this.dashboard.register('knowledge', async ({ ctx, limit }) =>
      (await this.sections.recentlyChanged(ctx.tenant._id, ctx.level, limit)).map(dashboardItemView),
    );
  }

  async list(ctx: TenantContext, userId: string, query: WikiListQueryDto): Promise<Page<WikiSummaryView>> {
    const filter: WikiFilter = { level: ctx.level, text: query.text?.trim() || undefined, sort: parseSort(query.sort) };
    const rows = await this.wikis.page(ctx.tenant._id, filter, query);
    const counts = await this.sections.countsOf(
      ctx.tenant._id,
      rows.items.map((r) => r.event._id),
    );
    const items = rows.items.map((row) =>
      wikiSummaryView(row, ctx.tenant.type, counts.get(row.event._id) ?? 0, this.rights(ctx, userId, row.event)),
    );
    return { ...rows, items };
  }

  async get(ctx: TenantContext, userId: string, wikiId: string): Promise<WikiView> {
    const row = await this.visible(ctx, wikiId);
    const sections = await this.sections.summariesOf(ctx.tenant._id, [wikiId]);
    return wikiView(row, ctx.tenant.type, sections, this.rights(ctx, userId, row.event));
  }

  async create(ctx: TenantContext, userId: string, dto: CreateWikiDto): Promise<WikiView> {
    const wiki = await this.wikis.insert(ctx.tenant._id, {
      authorId: userId,
      title: dto.title,
      description: dto.description ?? '',
      viewAccess: dto.viewAccess == null ? 0 : checkedViewAccess(ctx, dto.viewAccess),
    });
    return this.get(ctx, userId, wiki._id);
  }

  /** Changes the fields sent. */
  async update(ctx: TenantContext, userId: string, wikiId: string, dto: UpdateWikiDto): Promise<WikiView> {
    await this.tx.run(async (tx) => {
      await this.editable(ctx, userId, wikiId, tx);
      await this.wikis.update(
        ctx.tenant._id,
        wikiId,
        {
          // null counts as left out (IsOptional lets it through): the stored value stays.
          ...(dto.title != null ? { title: dto.title } : {}),
          ...(dto.description != null ? { description: dto.description } : {}),
          ...(dto.viewAccess != null ? { viewAccess: checkedViewAccess(ctx, dto.viewAccess) } : {}),
          updatedAt: new Date(),
        },
        tx,
      );
    });
    return this.get(ctx, userId, wikiId);
  }

  /**
   * knowledge:delete, or the author while holding knowledge:create (the author rule); the chapters go with the
   * wiki (foreign key), their files' rows now, objects after commit.
   */
  async remove(ctx: TenantContext, userId: string, wikiId: string) {
    const tenantId = ctx.tenant._id;
    await this.tx.run(async (tx) => {
      const wiki = await this.wikis.visibleForUpdate(tenantId, wikiId, ctx.level, tx);
      if (!wiki) throw KnowledgeErrors.wikiNotFound();
      assertMayModifyItem(ctx, userId, 'knowledge', 'delete', wiki);
      for (const section of await this.sections.summariesOf(tenantId, [wikiId], tx)) {
        await this.materials.removeAllOf(tx, sectionOwner(tenantId, section._id));
      }
      await this.wikis.delete(tenantId, wikiId, tx);
    });
    return { message: WM.wikiDeleted };
  }

  /**
   * The wiki under a row lock for a change of it or its chapters: 404 if the caller may not see it, 403 if
   * they may not change it. The lock queues concurrent chapter changes of one wiki (positions stay dense).
   */
  async editable(ctx: TenantContext, userId: string, wikiId: string, tx: Tx): Promise<Wiki> {
    const wiki = await this.wikis.visibleForUpdate(ctx.tenant._id, wikiId, ctx.level, tx);
    if (!wiki) throw KnowledgeErrors.wikiNotFound();
    assertMayModifyItem(ctx, userId, 'knowledge', 'edit', wiki);
    return wiki;
  }

  /** The wiki the caller may see (404 otherwise), with its author. */
  async visible(ctx: TenantContext, wikiId: string): Promise<WikiRow> {
    const row = await this.wikis.visibleRow(ctx.tenant._id, wikiId, ctx.level);
    if (!row) throw KnowledgeErrors.wikiNotFound();
    return row;
  }

  /** Marks the wiki as changed (a chapter of it was). */
  async touch(tenantId: string, wikiId: string, tx: Tx): Promise<void> {
    await this.wikis.update(tenantId, wikiId, { updatedAt: new Date() }, tx);
  }

  mayEdit(ctx: TenantContext, userId: string, wiki: Wiki): boolean {
    return mayModifyItem(ctx, userId, 'knowledge', 'edit', wiki);
  }

  private rights(ctx: TenantContext, userId: string, wiki: Wiki): WikiRights {
    return { mayEdit: this.mayEdit(ctx, userId, wiki), mayDelete: mayModifyItem(ctx, userId, 'knowledge', 'delete', wiki) };
  }
}

function parseSort(sort: string | undefined): WikiFilter['sort'] {
  if (!sort) return { field: 'title', descending: false };
  const descending = sort.startsWith('-');
  return { field: (descending ? sort.slice(1) : sort) as WikiSortField, descending };
}

function checkedViewAccess(ctx: TenantContext, level: number): number {
  if (!tenantLevels(ctx.tenant.type).includes(level)) throw KnowledgeErrors.viewAccessInvalid();
  if (level > ctx.level) throw KnowledgeErrors.viewAccessAboveOwn();
  return level;
}
