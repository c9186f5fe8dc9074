// The public side: open groups and domains, readable without an account.
import { Injectable } from '@nestjs/common';
import { mapPage } from '../../common/paginate';
import { PageQueryDto } from '../../common/pagination.dto';
import { findOrFail } from '../../core/find-or-fail';
import { DomainRepository } from './domain.repository';
import { PublicTenantQueryDto } from './dto/tenant.dto';
import { DomainDetailView } from './dto/views.dto';
import { TenantRepository } from './tenant.repository';
import { domainView, publicTenantView } from './tenant.views';

@Injectable()
export class DiscoveryService {
  constructor(
    private readonly tenants: TenantRepository,
    private readonly domains: DomainRepository,
  ) {}

  async publicTenants(query: PublicTenantQueryDto) {
    return mapPage(await this.tenants.listPublic(query), publicTenantView);
  }

  async domainList(query: PageQueryDto) {
    return mapPage(await this.domains.list(query), (r) => domainView(r.domain, r.publicTenantCount));
  }

  async domain(domainId: string, query: PageQueryDto): Promise<DomainDetailView> {
    const domain = await findOrFail(this.domains.findById(domainId));
    const tenants = await this.publicTenants(
      Object.assign(new PublicTenantQueryDto(), { page: query.page, pageSize: query.pageSize, text: query.text, domainId }),
    );
    const unfiltered = query.text ? (await this.tenants.listPublic({ domainId, page: 1, pageSize: 1 })).total : tenants.total;
    return { ...domainView(domain, unfiltered), tenants };
  }
}
