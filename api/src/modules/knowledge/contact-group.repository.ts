// Contact groups of a group. Every in-app read names the caller's level: a contact group above it does not
// exist for them (404), in lists as by id. The list walks idx_contact_group_tenant_title (tenant, title).
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { Page } from '#shared/page';
import { PageRequest, paginate } from '../../common/paginate';
import { likePattern } from '../../common/pagination.dto';
import { TenantScopedRepository } from '../../common/tenancy/tenant-scoped.repository';
import { ContactGroup } from './entities/contact-group.entity';

@Injectable()
export class ContactGroupRepository extends TenantScopedRepository<ContactGroup> {
  constructor(dataSource: DataSource) {
    super(dataSource, ContactGroup);
  }

  /** The contact groups the level may see, by title; `text` filters the title. */
  page(tenantId: string, level: number, text: string | undefined, page: PageRequest): Promise<Page<ContactGroup>> {
    const qb = this.visible(tenantId, level).orderBy('g.title', 'ASC').addOrderBy('g.id', 'ASC');
    if (text) qb.andWhere('g.title ILIKE :text', { text: likePattern(text) });
    return paginate(qb, page);
  }

  visibleRow(tenantId: string, id: string, level: number, manager?: EntityManager): Promise<ContactGroup | null> {
    return this.visible(tenantId, level, manager).andWhere('g.id = :id', { id }).getOne();
  }

  /**
   * Under a row lock, for a change of the group or its contacts: a bulk insert or import then cannot race
   * the group's deletion, and two imports into one group run one after the other.
   */
  visibleForUpdate(tenantId: string, id: string, level: number, manager: EntityManager): Promise<ContactGroup | null> {
    return this.visible(tenantId, level, manager).andWhere('g.id = :id', { id }).setLock('pessimistic_write', undefined, ['g']).getOne();
  }

  private visible(tenantId: string, level: number, manager?: EntityManager) {
    return this.scopedQuery(tenantId, 'g', manager).andWhere('g.view_access <= :level', { level });
  }
}
