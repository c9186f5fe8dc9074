// Contact groups of a group. Every in-app read names the caller's level: a contact group above it does not
// exist for them (404), in lists as by id (the level-gated kit: visible, visibleForUpdate). A change of the
// group or its contacts takes visibleForUpdate first, so a bulk insert or import cannot race the group's
// deletion and two imports into one group run one after the other. The list walks
// idx_contact_group_tenant_title (tenant, title).
import { Injectable } from '@nestjs/common';
import { DataSource, SelectQueryBuilder } from 'typeorm';
import type { Page } from '#shared/page';
import { PageRequest } from '../../common/paginate';
import { likePattern } from '../../common/pagination.dto';
import { LevelGatedRepository, VisibleOrder } from '../../common/tenancy/level-gated.repository';
import { ContactGroup } from './entities/contact-group.entity';
import { GATED_CONTACT_GROUP } from './knowledge.gated';

const ORDER: VisibleOrder = [
  ['e.title', 'ASC'],
  ['e.id', 'ASC'],
];

@Injectable()
export class ContactGroupRepository extends LevelGatedRepository<ContactGroup> {
  constructor(dataSource: DataSource) {
    super(dataSource, ContactGroup, GATED_CONTACT_GROUP);
  }

  /** The contact groups the level may see, by title; `text` filters the title. */
  page(tenantId: string, level: number, text: string | undefined, page: PageRequest): Promise<Page<ContactGroup>> {
    const filter = <Q extends SelectQueryBuilder<ContactGroup>>(qb: Q) =>
      text ? qb.andWhere('e.title ILIKE :text', { text: likePattern(text) }) : qb;
    return this.visiblePageOf(tenantId, level, page, ORDER, filter);
  }
}
