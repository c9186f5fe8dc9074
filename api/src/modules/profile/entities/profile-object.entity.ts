import { Check, Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import {
  ContentStatus,
  PROFILE_OBJECT_CONTENT_MAX_LENGTH,
  PROFILE_OBJECT_TITLE_MAX_LENGTH,
  ProfileObjectKind,
} from '#shared/profile-objects';
import { TenantOwnedEntity } from '../../../core/database/base.entity';
import { ForeignKey } from '../../../core/database/foreign-key';
import { Tenant } from '../../../core/identity/tenant.entity';
import { User } from '../../../core/identity/user.entity';
import { Material } from '../../files/entities/material.entity';

/**
 * A news item or a profile project of a group's public profile. Both kinds share the table because they
 * share every column, rule and route; `kind` tells them apart. The image is a material owned by the object
 * (PROFILE_NEWS / PROFILE_PROJECT); `imageId` names it so the public page can check an image by one lookup.
 */
@Entity('profile_object')
// The members' list of one kind, newest change first (the default sort).
@Index('idx_profile_object_tenant_kind_updated', ['tenantId', 'kind', 'updatedAt'])
// The public page, the dashboard's latest news: only published rows, newest publication first.
@Index('idx_profile_object_published', ['tenantId', 'kind', 'publishedAt'], { where: `"status" = 'PUBLISHED'` })
// The count of objects waiting for examination (profile screen) and the status filter.
@Index('idx_profile_object_tenant_status', ['tenantId', 'status', 'kind'])
@Index('idx_profile_object_author', ['authorId'])
// The public image route asks which object an image belongs to.
@Index('idx_profile_object_image', ['imageId'])
@Check('chk_profile_object_kind', `"kind" IN ('NEWS', 'PROJECT')`)
@Check('chk_profile_object_status', `"status" IN ('DRAFT', 'EXAMINATION', 'PUBLISHED')`)
@Check('chk_profile_object_published', `"status" <> 'PUBLISHED' OR "published_at" IS NOT NULL`)
export class ProfileObject extends TenantOwnedEntity {
  @Column({ type: 'uuid' })
  declare tenantId: string;

  @ForeignKey(() => Tenant, 'tenant_id', 'fk_profile_object_tenant', 'CASCADE')
  readonly tenant?: Relation<Tenant>;

  @Column({ type: 'varchar', length: 16 })
  kind: ProfileObjectKind;

  /** Null once the account is gone; the object stays (it belongs to the group). */
  @Column({ type: 'uuid', nullable: true })
  authorId: string | null;

  @ForeignKey(() => User, 'author_id', 'fk_profile_object_author', 'SET NULL')
  readonly author?: Relation<User>;

  @Column({ type: 'varchar', length: PROFILE_OBJECT_TITLE_MAX_LENGTH })
  title: string;

  /** Sanitised HTML (common/validation/rich-text.ts). */
  @Column({ type: 'varchar', length: PROFILE_OBJECT_CONTENT_MAX_LENGTH })
  content: string;

  @Column({ type: 'varchar', length: 16, default: ContentStatus.DRAFT })
  status: ContentStatus;

  /** Set each time it becomes PUBLISHED; kept when it leaves that status. */
  @Column({ type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  @Column({ type: 'uuid', nullable: true })
  imageId: string | null;

  @ForeignKey(() => Material, 'image_id', 'fk_profile_object_image', 'SET NULL')
  readonly image?: Relation<Material>;
}
