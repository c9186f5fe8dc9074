// News and profile projects. Every member read carries the visibility rule in SQL (profile-object.rules.ts
// says the same for one object): published for all, drafts for their author, examination for the author and
// reviewers. Lists walk idx_profile_object_tenant_kind_updated (tenant, kind, updated_at); the public page
// and the dashboard the partial idx_profile_object_published; the waiting count idx_profile_object_tenant_status.
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import type { Page } from '#shared/page';
import type { PermissionOverrides } from '#shared/permissions';
import { ContentStatus, ProfileObjectKind } from '#shared/profile-objects';
import type { ProfileObjectSortField, PublishedProfileObject, PublishedProfileObjectReader } from '#shared/profile-objects';
import { PageRequest, paginateRaw } from '../../common/paginate';
import { likePattern } from '../../common/pagination.dto';
import { TenantScopedRepository } from '../../common/tenancy/tenant-scoped.repository';
import { User } from '../../core/identity/user.entity';
import { iso } from '../../core/iso-date';
import { Material } from '../files/entities/material.entity';
import { ProfileObject } from './entities/profile-object.entity';

/** An object with what its view names: the author (null once the account is gone) and the image's file facts. */
export interface ProfileObjectRow {
  object: ProfileObject;
  author: { _id: string; firstName: string; lastName: string } | null;
  image: { _id: string; name: string; mimeType: string } | null;
}

/** Who asks: their id (their own drafts) and whether they review (see what waits for examination). */
export interface ProfileObjectViewer {
  userId: string;
  reviewer: boolean;
}

export interface ProfileObjectFilter {
  status?: ContentStatus;
  text?: string;
  sort?: { field: ProfileObjectSortField; descending: boolean };
}

const SORT_COLUMNS: Record<ProfileObjectSortField, string> = {
  updatedAt: 'o.updated_at',
  createdAt: 'o.created_at',
  publishedAt: 'o.published_at',
  title: 'o.title',
};

@Injectable()
export class ProfileObjectRepository extends TenantScopedRepository<ProfileObject> implements PublishedProfileObjectReader {
  constructor(dataSource: DataSource) {
    super(dataSource, ProfileObject);
  }

  page(tenantId: string, kind: ProfileObjectKind, viewer: ProfileObjectViewer, filter: ProfileObjectFilter, page: PageRequest) {
    const sort = filter.sort ?? { field: 'updatedAt', descending: true };
    const direction = sort.descending ? 'DESC' : 'ASC';
    const qb = withFilter(this.rows(tenantId, kind, viewer), filter)
      .orderBy(SORT_COLUMNS[sort.field], direction, 'NULLS LAST')
      .addOrderBy('o.id', direction);
    // Counted without the joins (paginateRaw's plain count).
    const counted = withFilter(visible(this.scopedQuery(tenantId, 'o').andWhere('o.kind = :kind', { kind }), viewer), filter);
    return paginateRaw(qb, page, toRows, counted);
  }

  async visibleRow(tenantId: string, kind: ProfileObjectKind, id: string, viewer: ProfileObjectViewer): Promise<ProfileObjectRow | null> {
    const { entities, raw } = await this.rows(tenantId, kind, viewer).andWhere('o.id = :id', { id }).getRawAndEntities();
    return toRows(entities, raw)[0] ?? null;
  }

  /** After a change the caller made: the row even when the change hid it from them (a reviewer returning a draft). */
  async changedRow(tenantId: string, kind: ProfileObjectKind, id: string): Promise<ProfileObjectRow | null> {
    const { entities, raw } = await this.rows(tenantId, kind, null).andWhere('o.id = :id', { id }).getRawAndEntities();
    return toRows(entities, raw)[0] ?? null;
  }

  /** The object under a row lock, for an update or delete that applies the rules first (visibility included). */
  forUpdate(tenantId: string, kind: ProfileObjectKind, id: string, manager: EntityManager): Promise<ProfileObject | null> {
    return this.scopedQuery(tenantId, 'o', manager)
      .andWhere('o.id = :id AND o.kind = :kind', { id, kind })
      .setLock('pessimistic_write', undefined, ['o'])
      .getOne();
  }

  /** How many objects of each kind wait for examination among those the viewer sees. */
  async waiting(tenantId: string, viewer: ProfileObjectViewer): Promise<Record<ProfileObjectKind, number>> {
    const rows: { kind: ProfileObjectKind; n: number }[] = await visible(
      this.scopedQuery(tenantId, 'o').andWhere('o.status = :waiting', { waiting: ContentStatus.EXAMINATION }),
      viewer,
    )
      .select('o.kind', 'kind')
      .addSelect('COUNT(*)::int', 'n')
      .groupBy('o.kind')
      .getRawMany();
    const counts = { [ProfileObjectKind.NEWS]: 0, [ProfileObjectKind.PROJECT]: 0 };
    for (const row of rows) counts[row.kind] = row.n;
    return counts;
  }

  /** For the public profile and the dashboard: published objects only, newest publication first; no people. */
  publishedOf(tenantId: string, kind: ProfileObjectKind, page: PageRequest): Promise<Page<PublishedProfileObject>> {
    const published = () =>
      this.scopedQuery(tenantId, 'o').andWhere('o.kind = :kind AND o.status = :published', { kind, published: ContentStatus.PUBLISHED });
    const qb = published().orderBy('o.published_at', 'DESC').addOrderBy('o.id', 'DESC');
    return paginateRaw(
      qb,
      page,
      (entities) =>
        entities.map((o) => ({
          _id: o._id,
          kind: o.kind,
          title: o.title,
          content: o.content,
          imageId: o.imageId,
          publishedAt: iso(o.publishedAt as Date),
        })),
      published(),
    );
  }

  async publishedImageOwner(tenantId: string, imageId: string): Promise<{ kind: ProfileObjectKind; objectId: string } | null> {
    const object = await this.findOne(tenantId, { imageId, status: ContentStatus.PUBLISHED });
    return object ? { kind: object.kind, objectId: object._id } : null;
  }

  /** For the files module: the object (any kind) and the caller's level in its group, or null for a non-member. */
  async accessFacts(tenantId: string, objectId: string, userId: string) {
    const rows: {
      status: ContentStatus;
      author_id: string | null;
      type: string;
      permissions: PermissionOverrides | null;
      level: number | null;
    }[] = await this.dataSource.query(
      `SELECT o.status, o.author_id, t.type, t.permissions, m.level
         FROM profile_object o
         JOIN tenant t ON t.id = o.tenant_id
         LEFT JOIN membership m ON m.tenant_id = o.tenant_id AND m.user_id = $3
        WHERE o.tenant_id = $1 AND o.id = $2`,
      [tenantId, objectId, userId],
    );
    return rows[0] ?? null;
  }

  /** The mail recipients: verified, unsuspended members at the given levels (those that may publish). */
  membersAtLevels(tenantId: string, levels: readonly number[]): Promise<{ id: string; mail: string; first_name: string }[]> {
    if (levels.length === 0) return Promise.resolve([]);
    return this.dataSource.query(
      `SELECT u.id, u.mail, u.first_name
         FROM membership m JOIN user_account u ON u.id = m.user_id
        WHERE m.tenant_id = $1 AND m.level = ANY($2::smallint[]) AND u.verified_at IS NOT NULL AND u.suspended_at IS NULL
        ORDER BY u.id`,
      [tenantId, [...levels]],
    );
  }

  private rows(tenantId: string, kind: ProfileObjectKind, viewer: ProfileObjectViewer | null, manager?: EntityManager) {
    const scoped = this.scopedQuery(tenantId, 'o', manager).andWhere('o.kind = :kind', { kind });
    return (viewer ? visible(scoped, viewer) : scoped)
      .leftJoin(User, 'a', 'a.id = o.author_id')
      .leftJoin(Material, 'img', 'img.id = o.image_id')
      .addSelect(['a.id AS author_id_', 'a.first_name AS author_first_', 'a.last_name AS author_last_'])
      .addSelect(['img.id AS image_id_', 'img.name AS image_name_', 'img.mime_type AS image_mime_']);
  }
}

/** The visibility rule in SQL: published for all, the viewer's own, examination for reviewers. */
function visible<Q extends SelectQueryBuilder<ProfileObject>>(qb: Q, viewer: ProfileObjectViewer): Q {
  return qb.andWhere(`(o.status = :pub OR o.author_id = :viewerId OR (o.status = :exam AND :reviewer::boolean))`, {
    pub: ContentStatus.PUBLISHED,
    exam: ContentStatus.EXAMINATION,
    viewerId: viewer.userId,
    reviewer: viewer.reviewer,
  });
}

function withFilter<Q extends SelectQueryBuilder<ProfileObject>>(qb: Q, filter: ProfileObjectFilter): Q {
  if (filter.status) qb.andWhere('o.status = :status', { status: filter.status });
  if (filter.text) qb.andWhere('o.title ILIKE :text', { text: likePattern(filter.text) });
  return qb;
}

function toRows(entities: ProfileObject[], raw: Record<string, unknown>[]): ProfileObjectRow[] {
  const byId = new Map(raw.map((r) => [r.o_id as string, r]));
  return entities.map((object) => {
    const r = byId.get(object._id)!;
    return {
      object,
      author: r.author_id_
        ? { _id: r.author_id_ as string, firstName: r.author_first_ as string, lastName: r.author_last_ as string }
        : null,
      image: r.image_id_ ? { _id: r.image_id_ as string, name: r.image_name_ as string, mimeType: r.image_mime_ as string } : null,
    };
  });
}
