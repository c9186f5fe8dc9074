import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuthDomain, AuthGroup } from '#shared/auth-data';

/** Read side of memberships that other modules (auth) use to build the auth data. */
@Injectable()
export class MembershipDirectory {
  constructor(private readonly dataSource: DataSource) {}

  async groupsOf(userId: string): Promise<AuthGroup[]> {
    const rows: { id: string; name: string; type: AuthGroup['type']; level: number; integrations: AuthGroup['integrations'] }[] =
      await this.dataSource.query(
        `SELECT t.id, t.name, t.type, m.level, t.integrations FROM membership m JOIN tenant t ON t.id = m.tenant_id
          WHERE m.user_id = $1 ORDER BY t.name, t.id`,
        [userId],
      );
    return rows.map((r) => ({ _id: r.id, name: r.name, type: r.type, permissionLevel: r.level, integrations: r.integrations }));
  }

  async domainsOf(userId: string): Promise<AuthDomain[]> {
    const rows: { id: string; name: string }[] = await this.dataSource.query(
      `SELECT d.id, d.name FROM domain_administrator a JOIN domain d ON d.id = a.domain_id WHERE a.user_id = $1 ORDER BY d.name`,
      [userId],
    );
    return rows.map((r) => ({ _id: r.id, name: r.name }));
  }
}
