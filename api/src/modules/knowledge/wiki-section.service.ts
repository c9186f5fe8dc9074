// The chapters of a wiki: read by whoever sees the wiki; added, changed, deleted and reordered by whoever may
// change the wiki (knowledge:edit, or its author while they hold knowledge:create), under the wiki's row lock.
// Content is sanitised with the chapter's own files as the only allowed image sources, after this request's
// file changes, so an image whose file was removed leaves the content too.
import { Injectable, OnModuleInit } from '@nestjs/common';
import { MaterialOwnerKind } from '#shared/files';
import { isPlatformModerator } from '#shared/levels';
import { MESSAGES } from '#shared/validation';
import { WIKI_MAX_SECTIONS, WIKI_MESSAGES as WM, WIKI_SECTION_CONTENT_MAX_LENGTH } from '#shared/wiki';
import type { WikiSectionView, WikiView } from '#shared/wiki';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { sanitizeWikiHtml } from '../../common/validation/rich-text';
import { TransactionRunner, Tx } from '../../core/database/transaction';
import { Errors } from '../../core/domain.exception';
import type { CheckedUpload } from '../files/dto/checked-upload.dto';
import { MaterialAccessRegistry } from '../files/material-access.registry';
import { MaterialService } from '../files/material.service';
import { CreateWikiSectionDto, UpdateWikiSectionDto, WikiSectionOrderDto } from './dto/wiki-section.dto';
import { KnowledgeErrors } from './knowledge.errors';
import { plainTextOf } from './wiki-content';
import { WikiSectionRepository } from './wiki-section.repository';
import { sectionOwner, WikiService } from './wiki.service';
import { sectionView } from './wiki.views';

@Injectable()
export class WikiSectionService implements OnModuleInit {
  constructor(
    private readonly wikis: WikiService,
    private readonly sections: WikiSectionRepository,
    private readonly materials: MaterialService,
    private readonly tx: TransactionRunner,
    private readonly materialAccess: MaterialAccessRegistry,
  ) {}

  onModuleInit() {
    // In the app a chapter's file (an image in its content or a listed material) is as visible as its wiki.
    this.materialAccess.register(MaterialOwnerKind.WIKI_SECTION, (caller, material) =>
      this.sections.visibleToUser(material.tenantId, material.ownerId, caller.userId, isPlatformModerator(caller.permissionLevel)),
    );
  }

  async get(ctx: TenantContext, userId: string, wikiId: string, sectionId: string): Promise<WikiSectionView> {
    const wiki = await this.wikis.visible(ctx, wikiId);
    const row = await this.sections.row(ctx.tenant._id, wikiId, sectionId);
    if (!row) throw KnowledgeErrors.sectionNotFound();
    const materials = await this.materials.listOf(sectionOwner(ctx.tenant._id, sectionId));
    return sectionView(row, materials, this.wikis.mayEdit(ctx, userId, wiki.event));
  }

  /** Appends a chapter; files sent with it become its materials. */
  async add(ctx: TenantContext, userId: string, wikiId: string, dto: CreateWikiSectionDto, files: readonly CheckedUpload[]) {
    const tenantId = ctx.tenant._id;
    const sectionId = await this.tx.run(async (tx) => {
      await this.wikis.editable(ctx, userId, wikiId, tx);
      const count = await this.sections.count(tenantId, { wikiId }, tx);
      if (count >= WIKI_MAX_SECTIONS) throw KnowledgeErrors.tooManySections();
      const section = await this.sections.insert(tenantId, { wikiId, position: count, title: dto.title, updatedById: userId }, tx);
      await this.materials.add(tx, sectionOwner(tenantId, section._id), userId, files);
      await this.storeContent(tx, tenantId, section._id, dto.content ?? '');
      await this.wikis.touch(tenantId, wikiId, tx);
      return section._id;
    });
    return this.get(ctx, userId, wikiId, sectionId);
  }

  /** Changes the fields sent; `materials` (the files to keep) left out keeps every file. */
  async update(
    ctx: TenantContext,
    userId: string,
    wikiId: string,
    sectionId: string,
    dto: UpdateWikiSectionDto,
    files: readonly CheckedUpload[],
  ): Promise<WikiSectionView> {
    const tenantId = ctx.tenant._id;
    await this.tx.run(async (tx) => {
      await this.wikis.editable(ctx, userId, wikiId, tx);
      const section = await this.sections.findOne(tenantId, { _id: sectionId, wikiId }, tx);
      if (!section) throw KnowledgeErrors.sectionNotFound();
      const owner = sectionOwner(tenantId, sectionId);
      // null counts as left out (IsOptional lets it through): the stored value stays.
      await this.materials.keepOnly(tx, owner, dto.materials ?? undefined);
      await this.materials.add(tx, owner, userId, files);
      await this.sections.update(
        tenantId,
        sectionId,
        { ...(dto.title != null ? { title: dto.title } : {}), updatedById: userId, updatedAt: new Date() },
        tx,
      );
      await this.storeContent(tx, tenantId, sectionId, dto.content ?? section.content);
      await this.wikis.touch(tenantId, wikiId, tx);
    });
    return this.get(ctx, userId, wikiId, sectionId);
  }

  async remove(ctx: TenantContext, userId: string, wikiId: string, sectionId: string) {
    const tenantId = ctx.tenant._id;
    await this.tx.run(async (tx) => {
      await this.wikis.editable(ctx, userId, wikiId, tx);
      const section = await this.sections.findOne(tenantId, { _id: sectionId, wikiId }, tx);
      if (!section) throw KnowledgeErrors.sectionNotFound();
      await this.materials.removeAllOf(tx, sectionOwner(tenantId, sectionId));
      await this.sections.delete(tenantId, sectionId, tx);
      await this.sections.closeGap(wikiId, section.position, tx);
      await this.wikis.touch(tenantId, wikiId, tx);
    });
    return { message: WM.sectionDeleted };
  }

  /** `sectionIds` must name every chapter of the wiki exactly once (a stale list would lose or double one). */
  async reorder(ctx: TenantContext, userId: string, wikiId: string, dto: WikiSectionOrderDto): Promise<WikiView> {
    const tenantId = ctx.tenant._id;
    await this.tx.run(async (tx) => {
      await this.wikis.editable(ctx, userId, wikiId, tx);
      const current = await this.sections.summariesOf(tenantId, [wikiId], tx);
      const known = new Set(current.map((s) => s._id));
      const sent = new Set(dto.sectionIds.map((id) => id.toLowerCase()));
      const complete = sent.size === dto.sectionIds.length && sent.size === known.size && [...sent].every((id) => known.has(id));
      if (!complete) throw KnowledgeErrors.sectionOrderMismatch();
      await this.sections.setOrder(wikiId, [...sent], tx);
      await this.wikis.touch(tenantId, wikiId, tx);
    });
    return this.wikis.get(ctx, userId, wikiId);
  }

  /** Content sanitised against the chapter's files as they are now (after keepOnly and add), and its plain text. */
  private async storeContent(tx: Tx, tenantId: string, sectionId: string, html: string): Promise<void> {
    const fileIds = (await this.materials.listOf(sectionOwner(tenantId, sectionId), tx)).map((m) => m._id);
    const content = sanitizeWikiHtml(html, fileIds);
    if (content.length > WIKI_SECTION_CONTENT_MAX_LENGTH) {
      throw Errors.validation([{ field: 'content', message: MESSAGES.tooLong(WIKI_SECTION_CONTENT_MAX_LENGTH) }]);
    }
    await this.sections.update(tenantId, sectionId, { content, contentText: plainTextOf(content) }, tx);
  }
}
