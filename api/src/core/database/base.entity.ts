import { CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Every entity: a UUID exposed as `_id` (ARCHITECTURE 2) and its timestamps. */
export abstract class BaseEntity {
  @PrimaryGeneratedColumn('uuid', { name: 'id' })
  _id: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

/** Tenant-owned rows carry the tenant id; they are reached only through TenantScopedRepository. */
export abstract class TenantOwnedEntity extends BaseEntity {
  tenantId: string;
}

/** What tenant scoping needs of a row (TenantScopedRepository): rows without timestamps fit too. */
export interface TenantOwned {
  _id: string;
  tenantId: string;
}
