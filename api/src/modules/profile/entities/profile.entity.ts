import { Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import {
  PROFILE_DESCRIPTION_MAX_LENGTH,
  PROFILE_PERSON_MAX_LENGTH,
  PROFILE_PHONE_MAX_LENGTH,
  PROFILE_WEBSITE_MAX_LENGTH,
} from '#shared/profile';
import { EMAIL_MAX_LENGTH } from '#shared/validation';
import { TenantOwnedEntity } from '../../../core/database/base.entity';
import { ForeignKey } from '../../../core/database/foreign-key';
import { Tenant } from '../../../core/identity/tenant.entity';
import { Material } from '../../files/entities/material.entity';

/**
 * The council profile of a group (issue 16 §2): one row per tenant, created on the first save. The two
 * images are materials of the profile (MaterialOwnerKind.PROFILE, owner id = the tenant id), already
 * resized when stored; the row points at the current ones. The avatar is always square
 * (PROFILE_AVATAR_SIZE_PX); the background keeps its aspect ratio, so its size is stored for the page layout.
 */
@Entity('profile')
// Every read is by tenant: the member screen by :tenantId, the public page after resolving the shortcode.
@Index('uq_profile_tenant', ['tenantId'], { unique: true })
@Index('idx_profile_avatar_image', ['avatarImageId'])
@Index('idx_profile_background_image', ['backgroundImageId'])
export class Profile extends TenantOwnedEntity {
  @Column({ type: 'uuid' })
  declare tenantId: string;

  @ForeignKey(() => Tenant, 'tenant_id', 'fk_profile_tenant', 'CASCADE')
  readonly tenant?: Relation<Tenant>;

  /** Sanitised HTML (common/validation/rich-text.ts). */
  @Column({ type: 'varchar', length: PROFILE_DESCRIPTION_MAX_LENGTH, default: '' })
  description: string;

  @Column({ type: 'varchar', length: PROFILE_PERSON_MAX_LENGTH, default: '' })
  contactPerson: string;

  @Column({ type: 'varchar', length: EMAIL_MAX_LENGTH, default: '' })
  contactEmail: string;

  @Column({ type: 'varchar', length: PROFILE_PHONE_MAX_LENGTH, default: '' })
  contactPhone: string;

  @Column({ type: 'varchar', length: PROFILE_WEBSITE_MAX_LENGTH, default: '' })
  contactWebsite: string;

  /** The press spokesperson. */
  @Column({ type: 'varchar', length: PROFILE_PERSON_MAX_LENGTH, default: '' })
  publicPerson: string;

  @Column({ type: 'uuid', nullable: true })
  avatarImageId: string | null;

  @ForeignKey(() => Material, 'avatar_image_id', 'fk_profile_avatar_image', 'SET NULL')
  readonly avatarImage?: Relation<Material>;

  @Column({ type: 'uuid', nullable: true })
  backgroundImageId: string | null;

  @ForeignKey(() => Material, 'background_image_id', 'fk_profile_background_image', 'SET NULL')
  readonly backgroundImage?: Relation<Material>;

  @Column({ type: 'integer', nullable: true })
  backgroundWidth: number | null;

  @Column({ type: 'integer', nullable: true })
  backgroundHeight: number | null;
}
