// The only place that touches the profile table. Reads go through uq_profile_tenant (one row per group);
// the public page resolves its shortcode through uq_tenant_shortcode.
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { TenantType } from '#shared/levels';
import { TenantScopedRepository } from '../../common/tenancy/tenant-scoped.repository';
import { Profile } from './entities/profile.entity';

/** A public group and its profile (null until first saved), as the public page needs them. */
export interface PublicProfileRow {
  tenant: { _id: string; name: string; type: TenantType; shortcode: string };
  profile: Profile | null;
}

@Injectable()
export class ProfileRepository extends TenantScopedRepository<Profile> {
  constructor(dataSource: DataSource) {
    super(dataSource, Profile);
  }

  ofTenant(tenantId: string, manager?: EntityManager): Promise<Profile | null> {
    return this.findOne(tenantId, {}, manager);
  }

  /**
   * The group's profile row, created empty on the first save, locked for the rest of the transaction: two
   * admins saving at once change it one after the other, and neither image upload is lost half-way.
   */
  async lockOrCreate(tenantId: string, tx: EntityManager): Promise<Profile> {
    await tx.query(`INSERT INTO profile (tenant_id) VALUES ($1) ON CONFLICT (tenant_id) DO NOTHING`, [tenantId]);
    const row = await tx
      .createQueryBuilder(Profile, 'p')
      .where('p.tenantId = :tenantId', { tenantId })
      .setLock('pessimistic_write')
      .getOne();
    if (!row) throw new Error('profile row vanished inside its transaction');
    return row;
  }

  /** A PUBLIC group by shortcode with its profile; null for an unknown or non-public group alike. */
  async publicByShortcode(shortcode: string): Promise<PublicProfileRow | null> {
    const rows: { id: string; name: string; type: TenantType; shortcode: string }[] = await this.dataSource.query(
      `SELECT id, name, type, shortcode FROM tenant WHERE shortcode = $1 AND is_public`,
      [shortcode],
    );
    const tenant = rows[0];
    if (!tenant) return null;
    return {
      tenant: { _id: tenant.id, name: tenant.name, type: tenant.type, shortcode: tenant.shortcode },
      profile: await this.ofTenant(tenant.id),
    };
  }

  /** Who may load a profile image in the app: members of the group, and anyone logged in when it is public. */
  async visibleToUser(tenantId: string, userId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM tenant t
         LEFT JOIN membership m ON m.tenant_id = t.id AND m.user_id = $2
        WHERE t.id = $1 AND (t.is_public OR m.id IS NOT NULL)`,
      [tenantId, userId],
    );
    return rows.length > 0;
  }
}
