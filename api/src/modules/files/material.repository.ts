import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import type { MaterialOwnerKind } from '#shared/files';
import { TenantScopedRepository } from '../../common/tenancy/tenant-scoped.repository';
import { Material } from './entities/material.entity';

/** The owner a material belongs to: always within one tenant. */
export interface MaterialOwner {
  tenantId: string;
  kind: MaterialOwnerKind;
  ownerId: string;
}

export type NewMaterial = Pick<Material, 'name' | 'size' | 'mimeType' | 'storageKey' | 'uploadedById' | 'privateChat'>;

@Injectable()
export class MaterialRepository extends TenantScopedRepository<Material> {
  constructor(dataSource: DataSource) {
    super(dataSource, Material);
  }

  create(owner: MaterialOwner, data: NewMaterial, manager: EntityManager): Promise<Material> {
    return this.insert(owner.tenantId, { ...data, ownerKind: owner.kind, ownerId: owner.ownerId }, manager);
  }

  listOf(owner: MaterialOwner, manager?: EntityManager): Promise<Material[]> {
    return this.find(
      owner.tenantId,
      { where: { ownerKind: owner.kind, ownerId: owner.ownerId }, order: { createdAt: 'ASC', name: 'ASC' } },
      manager,
    );
  }

  /** One query for a page of owners (idx_material_tenant_owner). */
  listOfMany(tenantId: string, kind: MaterialOwnerKind, ownerIds: string[]): Promise<Material[]> {
    if (ownerIds.length === 0) return Promise.resolve([]);
    return this.find(tenantId, { where: { ownerKind: kind, ownerId: In(ownerIds) }, order: { createdAt: 'ASC', name: 'ASC' } });
  }

  /** How many of `ids` belong to this owner. */
  countOwned(owner: MaterialOwner, ids: string[], manager: EntityManager): Promise<number> {
    return this.count(owner.tenantId, { ownerKind: owner.kind, ownerId: owner.ownerId, _id: In(ids) }, manager);
  }

  /** Deletes the owner's materials except `keepIds` and returns the storage keys of the deleted rows. */
  async deleteOfOwner(owner: MaterialOwner, keepIds: string[], manager: EntityManager): Promise<string[]> {
    const query = manager
      .createQueryBuilder()
      .delete()
      .from(Material)
      .where('tenant_id = :tenantId AND owner_kind = :kind AND owner_id = :ownerId', owner);
    if (keepIds.length > 0) query.andWhere('id NOT IN (:...keepIds)', { keepIds });
    const result = await query.returning(['storageKey']).execute();
    return (result.raw as { storage_key: string }[]).map((row) => row.storage_key);
  }

  /** Deletes the materials of these owners of one kind in any tenant (a deleted account's private chats); their keys. */
  async deleteOfOwners(kind: MaterialOwnerKind, ownerIds: string[], manager: EntityManager): Promise<string[]> {
    if (!ownerIds.length) return [];
    const result = await manager
      .createQueryBuilder()
      .delete()
      .from(Material)
      .where('owner_kind = :kind AND owner_id IN (:...ownerIds)', { kind, ownerIds })
      .returning(['storageKey'])
      .execute();
    return (result.raw as { storage_key: string }[]).map((row) => row.storage_key);
  }

  /** Deletes every material of a tenant (the tenant itself is going) and returns their storage keys. */
  async deleteOfTenant(tenantId: string, manager: EntityManager): Promise<string[]> {
    const result = await manager
      .createQueryBuilder()
      .delete()
      .from(Material)
      .where('tenant_id = :tenantId', { tenantId })
      .returning(['storageKey'])
      .execute();
    return (result.raw as { storage_key: string }[]).map((row) => row.storage_key);
  }

  /**
   * A material by id in any tenant: only for the download route, which then asks the owning module's
   * access resolver whether the caller may see it (tenant membership included).
   */
  findForDownload(id: string): Promise<Material | null> {
    return this.dataSource.manager.findOneBy(Material, { _id: id });
  }
}
