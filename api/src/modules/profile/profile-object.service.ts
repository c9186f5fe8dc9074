// News and profile projects with their status workflow (issue 16 §2; the rules in profile-object.rules.ts).
// Members read what they may see, creators draft and submit, reviewers edit what waits, publishers publish.
// Entering EXAMINATION records `profile.object-submitted` in the same transaction: the publishers' mail.
import { Injectable, OnModuleInit } from '@nestjs/common';
import { isPlatformModerator, TenantType } from '#shared/levels';
import type { Page } from '#shared/page';
import { hasPermission } from '#shared/permissions';
import type { PermissionOverrides } from '#shared/permissions';
import {
  ContentStatus,
  PROFILE_OBJECT_KINDS,
  PROFILE_OBJECT_MATERIAL_KIND,
  PROFILE_OBJECT_MESSAGES as PM,
  ProfileObjectKind,
} from '#shared/profile-objects';
import type { ProfileObjectSortField, ProfileObjectView, ProfileObjectWaitingView } from '#shared/profile-objects';
import { may, TenantContext } from '../../common/tenancy/tenant-context';
import { TransactionRunner, Tx } from '../../core/database/transaction';
import { Errors } from '../../core/domain.exception';
import { OutboxService } from '../../infrastructure/outbox/outbox.service';
import type { CheckedUpload } from '../files/dto/checked-upload.dto';
import { ImageService } from '../files/image.service';
import { MaterialAccessRegistry } from '../files/material-access.registry';
import { MaterialService } from '../files/material.service';
import { NotifyService } from '../notify/notify.service';
import { DashboardRegistry } from '../tenant/dashboard.registry';
import { CreateProfileObjectDto, ProfileObjectListQueryDto, UpdateProfileObjectDto } from './dto/profile-object.dto';
import type { ProfileObject } from './entities/profile-object.entity';
import { resizeProfileImage } from './profile-image';
import { ProfileObjectRepository, ProfileObjectRow, ProfileObjectViewer } from './profile-object.repository';
import { initialStatus, isReviewer, mayDelete, mayEdit, mayView, ProfileObjectActor, statusAfterUpdate } from './profile-object.rules';
import { profileObjectView } from './profile-object.views';
import { ProfileObjectErrors } from './profile.errors';

export const profileObjectOwner = (tenantId: string, kind: ProfileObjectKind, objectId: string) => ({
  tenantId,
  kind: PROFILE_OBJECT_MATERIAL_KIND[kind],
  ownerId: objectId,
});

/** The caller's rights in this group, from the one permission table (platform staff pass, as everywhere). */
export function actorOf(ctx: TenantContext): ProfileObjectActor {
  if (!ctx.membership && !ctx.platformStaff) return { create: false, edit: false, delete: false, publish: false };
  return {
    create: may(ctx, 'profile-object:create'),
    edit: may(ctx, 'profile-object:edit'),
    delete: may(ctx, 'profile-object:delete'),
    publish: may(ctx, 'profile-object:publish'),
  };
}

function actorAt(type: TenantType, level: number, overrides: PermissionOverrides | null): ProfileObjectActor {
  return {
    create: hasPermission(type, level, 'profile-object:create', overrides),
    edit: hasPermission(type, level, 'profile-object:edit', overrides),
    delete: hasPermission(type, level, 'profile-object:delete', overrides),
    publish: hasPermission(type, level, 'profile-object:publish', overrides),
  };
}

@Injectable()
export class ProfileObjectService implements OnModuleInit {
  constructor(
    private readonly objects: ProfileObjectRepository,
    private readonly materials: MaterialService,
    private readonly materialAccess: MaterialAccessRegistry,
    private readonly images: ImageService,
    private readonly dashboard: DashboardRegistry,
    private readonly outbox: OutboxService,
    private readonly tx: TransactionRunner,
    private readonly notify: NotifyService,
  ) {}

  onModuleInit() {
    // The dashboard's `news` section: the latest published news, newest publication first.
    this.dashboard.register('news', async ({ ctx, userId, limit }) => {
      const page = await this.objects.page(
        ctx.tenant._id,
        ProfileObjectKind.NEWS,
        this.viewer(ctx, userId),
        { status: ContentStatus.PUBLISHED, sort: { field: 'publishedAt', descending: true } },
        { page: 1, pageSize: limit },
      );
      return page.items.map((row) => profileObjectView(row, actorOf(ctx), userId));
    });
    // In the app an object's image is as visible as the object (the public page serves published ones itself).
    for (const kind of PROFILE_OBJECT_KINDS) {
      this.materialAccess.register(PROFILE_OBJECT_MATERIAL_KIND[kind], async (caller, material) => {
        const facts = await this.objects.accessFacts(material.tenantId, material.ownerId, caller.userId);
        if (!facts) return false;
        if (isPlatformModerator(caller.permissionLevel)) return facts.status !== ContentStatus.DRAFT || facts.author_id === caller.userId;
        if (facts.level === null) return false;
        const actor = actorAt(facts.type as TenantType, facts.level, facts.permissions);
        return mayView(actor, { status: facts.status, isAuthor: facts.author_id === caller.userId });
      });
    }
  }

  async list(
    ctx: TenantContext,
    userId: string,
    kind: ProfileObjectKind,
    query: ProfileObjectListQueryDto,
  ): Promise<Page<ProfileObjectView>> {
    const page = await this.objects.page(
      ctx.tenant._id,
      kind,
      this.viewer(ctx, userId),
      { status: query.status, text: query.text?.trim() || undefined, sort: parseSort(query.sort) },
      query,
    );
    const actor = actorOf(ctx);
    return { ...page, items: page.items.map((row) => profileObjectView(row, actor, userId)) };
  }

  async get(ctx: TenantContext, userId: string, kind: ProfileObjectKind, id: string): Promise<ProfileObjectView> {
    return profileObjectView(await this.row(ctx, userId, kind, id), actorOf(ctx), userId);
  }

  async waiting(ctx: TenantContext, userId: string): Promise<ProfileObjectWaitingView> {
    const counts = await this.objects.waiting(ctx.tenant._id, this.viewer(ctx, userId));
    const news = counts[ProfileObjectKind.NEWS];
    const project = counts[ProfileObjectKind.PROJECT];
    return { news, project, total: news + project };
  }

  async create(
    ctx: TenantContext,
    userId: string,
    kind: ProfileObjectKind,
    dto: CreateProfileObjectDto,
    image: CheckedUpload | undefined,
  ): Promise<ProfileObjectView> {
    const status = initialStatus(actorOf(ctx), dto.status);
    if (status === null) throw ProfileObjectErrors.publishForbidden();
    const resized = image ? (await resizeProfileImage(this.images, image, 'backgroundImage')).upload : undefined;
    const tenantId = ctx.tenant._id;
    const id = await this.tx.run(async (tx) => {
      const object = await this.objects.insert(
        tenantId,
        {
          kind,
          authorId: userId,
          title: dto.title,
          content: dto.content,
          status,
          publishedAt: status === ContentStatus.PUBLISHED ? new Date() : null,
        },
        tx,
      );
      if (resized) await this.replaceImage(tx, object, userId, resized);
      if (status === ContentStatus.EXAMINATION) await this.submitted(tx, object, userId);
      return object._id;
    });
    return this.get(ctx, userId, kind, id);
  }

  /** Changes the fields sent; `status` alone is a workflow step. */
  async update(
    ctx: TenantContext,
    userId: string,
    kind: ProfileObjectKind,
    id: string,
    dto: UpdateProfileObjectDto,
    image: CheckedUpload | undefined,
  ): Promise<ProfileObjectView> {
    const actor = actorOf(ctx);
    const resized = image ? (await resizeProfileImage(this.images, image, 'backgroundImage')).upload : undefined;
    await this.tx.run(async (tx) => {
      const object = await this.objects.forUpdate(ctx.tenant._id, kind, id, tx);
      const facts = object && { status: object.status, isAuthor: object.authorId === userId };
      if (!object || !facts || !mayView(actor, facts)) throw ProfileObjectErrors.notFound();
      if (dto.status === ContentStatus.PUBLISHED && !actor.publish) throw ProfileObjectErrors.publishForbidden();
      if (!mayEdit(actor, facts)) throw Errors.forbidden();
      const status = statusAfterUpdate(actor, object.status, dto.status);
      if (status === null) throw ProfileObjectErrors.publishForbidden();
      const becomesPublished = status === ContentStatus.PUBLISHED && object.status !== ContentStatus.PUBLISHED;
      await this.objects.update(
        ctx.tenant._id,
        id,
        {
          ...(dto.title !== undefined ? { title: dto.title } : {}),
          ...(dto.content !== undefined ? { content: dto.content } : {}),
          status,
          ...(becomesPublished ? { publishedAt: new Date() } : {}),
          // A PUT that changes only the image still marks the object as changed.
          updatedAt: new Date(),
        },
        tx,
      );
      if (resized) await this.replaceImage(tx, object, userId, resized);
      else if (dto.removeImage) await this.removeImage(tx, object);
      if (status === ContentStatus.EXAMINATION && object.status !== ContentStatus.EXAMINATION) await this.submitted(tx, object, userId);
    });
    // The answer shows what was written even when it is now hidden from the caller (returned as a draft).
    const row = await this.objects.changedRow(ctx.tenant._id, kind, id);
    if (!row) throw ProfileObjectErrors.notFound();
    return profileObjectView(row, actor, userId);
  }

  async remove(ctx: TenantContext, userId: string, kind: ProfileObjectKind, id: string) {
    const tenantId = ctx.tenant._id;
    await this.tx.run(async (tx) => {
      const object = await this.objects.forUpdate(tenantId, kind, id, tx);
      const facts = object && { status: object.status, isAuthor: object.authorId === userId };
      if (!object || !facts || !mayView(actorOf(ctx), facts)) throw ProfileObjectErrors.notFound();
      if (!mayDelete(actorOf(ctx), facts)) throw Errors.forbidden();
      await this.materials.removeAllOf(tx, profileObjectOwner(tenantId, kind, id));
      await this.objects.delete(tenantId, id, tx);
    });
    return { message: kind === ProfileObjectKind.NEWS ? PM.newsDeleted : PM.projectDeleted };
  }

  private viewer(ctx: TenantContext, userId: string): ProfileObjectViewer {
    return { userId, reviewer: isReviewer(actorOf(ctx)) };
  }

  private async row(ctx: TenantContext, userId: string, kind: ProfileObjectKind, id: string): Promise<ProfileObjectRow> {
    const row = await this.objects.visibleRow(ctx.tenant._id, kind, id, this.viewer(ctx, userId));
    if (!row) throw ProfileObjectErrors.notFound();
    return row;
  }

  /** One image per object: the new one replaces the old (row now, stored file after commit). */
  private async replaceImage(tx: Tx, object: ProfileObject, userId: string, image: CheckedUpload) {
    const owner = profileObjectOwner(object.tenantId, object.kind, object._id);
    await this.materials.removeAllOf(tx, owner);
    const [added] = await this.materials.add(tx, owner, userId, [{ ...image, field: 'image' }]);
    await this.objects.update(object.tenantId, object._id, { imageId: added._id }, tx);
  }

  private async removeImage(tx: Tx, object: ProfileObject) {
    await this.materials.removeAllOf(tx, profileObjectOwner(object.tenantId, object.kind, object._id));
    await this.objects.update(object.tenantId, object._id, { imageId: null }, tx);
  }

  private async submitted(tx: Tx, object: ProfileObject, userId: string) {
    await this.outbox.record(tx, 'profile.object-submitted', { tenantId: object.tenantId, objectId: object._id, submittedById: userId });
    const news = object.kind === ProfileObjectKind.NEWS;
    await this.notify.review(tx, { tenantId: object.tenantId, submittedById: userId, news, title: object.title });
  }
}

function parseSort(sort: string | undefined): { field: ProfileObjectSortField; descending: boolean } | undefined {
  if (!sort) return undefined;
  const descending = sort.startsWith('-');
  return { field: (descending ? sort.slice(1) : sort) as ProfileObjectSortField, descending };
}
