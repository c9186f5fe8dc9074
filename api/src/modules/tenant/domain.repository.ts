import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { paginateRaw, PageRequest } from '../../common/paginate';
import { likePattern } from '../../common/pagination.dto';
import { BaseRepository } from '../../core/database/transaction';
import { Domain } from '../../core/identity/domain.entity';
import { Tenant } from '../../core/identity/tenant.entity';
import type { Page } from '../../shared/page';

export interface DomainWithCount {
  domain: Domain;
  publicTenantCount: number;
}

@Injectable()
export class DomainRepository extends BaseRepository {
  constructor(dataSource: DataSource) {
    super(dataSource);
  }

  findById(id: string) {
    return this.manager().findOneBy(Domain, { _id: id });
  }

  /** Ordered by uq_domain_name; the count uses idx_tenant_domain. */
  list(query: PageRequest & { text?: string }): Promise<Page<DomainWithCount>> {
    const qb = this.dataSource
      .createQueryBuilder(Domain, 'd')
      .addSelect(
        (sub) => sub.select('count(*)::int').from(Tenant, 'pt').where('pt.domain_id = d.id').andWhere('pt.is_public = true'),
        'public_tenant_count_',
      );
    if (query.text) qb.where('d.name ILIKE :text', { text: likePattern(query.text) });
    return paginateRaw(qb.orderBy('d.name').addOrderBy('d.id'), query, (entities, raw) => {
      const counts = new Map(raw.map((r) => [r.d_id as string, Number(r.public_tenant_count_ ?? 0)]));
      return entities.map((domain) => ({ domain, publicTenantCount: counts.get(domain._id) ?? 0 }));
    });
  }
}
