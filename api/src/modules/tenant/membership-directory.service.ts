import { Injectable } from '@nestjs/common';
import { AuthDomain, AuthGroup } from '#shared/auth-data';
import { MembershipRepository } from './membership.repository';

/** Read side of memberships that other modules (auth) use to build the auth data. */
@Injectable()
export class MembershipDirectory {
  constructor(private readonly memberships: MembershipRepository) {}

  async groupsOf(userId: string): Promise<AuthGroup[]> {
    const { items } = await this.memberships.listGroupsOfUser(userId);
    return items.map(({ tenant, membership }) => ({
      _id: tenant._id,
      name: tenant.name,
      type: tenant.type,
      permissionLevel: membership.level,
      integrations: tenant.integrations,
      permissions: tenant.permissions,
      joinedAt: new Date(membership.joinedAt).toISOString(),
    }));
  }

  async domainsOf(userId: string): Promise<AuthDomain[]> {
    const domains = await this.memberships.domainsAdministeredBy(userId);
    return domains.map((d) => ({ _id: d._id, name: d.name }));
  }
}
