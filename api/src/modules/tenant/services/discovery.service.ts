// The public side: open groups and domains, readable without an account.
import { Injectable } from '@nestjs/common';
import { Errors } from '../../../common/domain.exception';
import { PageQueryDto, pageOf } from '../../../common/pagination.dto';
import { PublicTenantQueryDto } from '../dto/tenant.dto';
import { DomainDetailView } from '../dto/views.dto';
import { DomainRepository } from '../repositories/domain.repository';
import { TenantRepository } from '../repositories/tenant.repository';
import { domainView, publicTenantView } from '../tenant.views';

@Injectable()
export class DiscoveryService {
  constructor(
    private readonly tenants: TenantRepository,
    private readonly domains: DomainRepository,
  ) {}

  async publicTenants(query: PublicTenantQueryDto) {
    const [rows, total] = await this.tenants.listPublic(query);
    return pageOf(rows.map(publicTenantView), total, query);
  }

  async domainList(query: PageQueryDto) {
    const [rows, total] = await this.domains.list(query);
    return pageOf(rows.map((r) => domainView(r.domain, r.publicTenantCount)), total, query);
  }

  async domain(domainId: string, query: PageQueryDto): Promise<DomainDetailView> {
    const domain = await this.domains.findById(domainId);
    if (!domain) throw Errors.notFound();
    const tenants = await this.publicTenants(Object.assign(new PublicTenantQueryDto(), { page: query.page, pageSize: query.pageSize, text: query.text, domainId }));
    const unfiltered = query.text ? (await this.tenants.listPublic({ domainId, page: 1, pageSize: 1 }))[1] : tenants.total;
    return { ...domainView(domain, unfiltered), tenants };
  }
}
