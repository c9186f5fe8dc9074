import { Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import { MaterialOwnerKind } from '#shared/files';
import { TenantOwnedEntity } from '../../../core/database/base.entity';
import { ForeignKey } from '../../../core/database/foreign-key';
import { Tenant } from '../../../core/identity/tenant.entity';
import { User } from '../../../core/identity/user.entity';

/**
 * One stored file of an owner (a calendar entry, a wiki section, a chat message, ...). The owner is named by
 * kind and id rather than a foreign key, so one table serves every module; the owning module deletes its
 * materials with the owner (MaterialService.removeAllOf) and answers who may see them (MaterialAccessRegistry).
 */
@Entity('material')
@Index('idx_material_tenant_owner', ['tenantId', 'ownerKind', 'ownerId'])
@Index('idx_material_uploaded_by', ['uploadedById'])
// The quota sums (issue 24 §8), index-only: partial indexes with the size included, written in the migration.
@Index('idx_material_tenant_usage', { synchronize: false })
@Index('idx_material_private_usage', { synchronize: false })
export class Material extends TenantOwnedEntity {
  @Column({ type: 'uuid' })
  declare tenantId: string;

  @ForeignKey(() => Tenant, 'tenant_id', 'fk_material_tenant', 'CASCADE')
  readonly tenant?: Relation<Tenant>;

  @Column({ type: 'varchar', length: 40 })
  ownerKind: MaterialOwnerKind;

  @Column({ type: 'uuid' })
  ownerId: string;

  /** The file name as uploaded, shown and sent on download; never part of a storage key. */
  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'integer' })
  size: number;

  /** Decided by the file's content when it was uploaded, never by the client. */
  @Column({ type: 'varchar', length: 120 })
  mimeType: string;

  /** Random, never built from user input. */
  @Column({ type: 'varchar', length: 200 })
  storageKey: string;

  @Column({ name: 'uploaded_by', type: 'uuid', nullable: true })
  uploadedById: string | null;

  @ForeignKey(() => User, 'uploaded_by', 'fk_material_uploaded_by', 'SET NULL')
  readonly uploadedBy?: Relation<User>;

  /**
   * A private chat's file: it counts against the uploader's own quota, not the group that only hosts the row
   * (its administrators can neither see nor delete it).
   */
  @Column({ type: 'boolean', default: false })
  privateChat: boolean;
}
