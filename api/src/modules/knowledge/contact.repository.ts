// Contacts of a contact group. Pages, counts and the export walk idx_contact_group_name
// (contact_group_id, last_name, first_name); the text filter and the other sorts read the same group prefix,
// which is fine because a group's contacts are few (hundreds, not millions).
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { ContactSortField } from '#shared/contacts';
import type { Page } from '#shared/page';
import { PageRequest, paginate } from '../../common/paginate';
import { likePattern } from '../../common/pagination.dto';
import { TenantScopedRepository } from '../../common/tenancy/tenant-scoped.repository';
import type { ContactColumns } from './contact-input';
import { Contact } from './entities/contact.entity';

export interface ContactFilter {
  text?: string;
  sort?: { field: ContactSortField; descending: boolean };
}

const SORT_COLUMNS: Record<ContactSortField, string> = {
  lastName: 'c.last_name',
  firstName: 'c.first_name',
  mail: 'c.mail',
  city: 'c.city',
  zip: 'c.zip',
  createdAt: 'c.created_at',
};

/** Rows per INSERT statement (10 text columns each; well below PostgreSQL's 65,535 parameters). */
const INSERT_CHUNK = 500;

@Injectable()
export class ContactRepository extends TenantScopedRepository<Contact> {
  constructor(dataSource: DataSource) {
    super(dataSource, Contact);
  }

  /** Account deletion (issue 26 §2): the groups' contact cards under the address. */
  async forgetAddress(tx: EntityManager, mail: string): Promise<void> {
    await tx.query(`DELETE FROM contact WHERE lower(mail) = $1`, [mail]);
  }

  page(tenantId: string, contactGroupId: string, filter: ContactFilter, page: PageRequest): Promise<Page<Contact>> {
    const sort = filter.sort ?? { field: 'lastName', descending: false };
    const direction = sort.descending ? 'DESC' : 'ASC';
    const qb = this.ofGroup(tenantId, contactGroupId).orderBy(SORT_COLUMNS[sort.field], direction);
    // Ties fall back to the name order, then the id, so pages never overlap.
    if (sort.field !== 'lastName') qb.addOrderBy('c.last_name', 'ASC');
    qb.addOrderBy('c.first_name', 'ASC').addOrderBy('c.id', 'ASC');
    if (filter.text) {
      qb.andWhere(
        `(c.first_name ILIKE :text OR c.last_name ILIKE :text OR c.mail ILIKE :text OR c.phone ILIKE :text
          OR c.city ILIKE :text OR c.street ILIKE :text OR c.zip ILIKE :text OR c.title ILIKE :text
          OR c.organisation ILIKE :text
          OR (c.first_name || ' ' || c.last_name) ILIKE :text)`,
        { text: likePattern(filter.text) },
      );
    }
    return paginate(qb, page);
  }

  /** Every contact of the group in name order, for the export (at most CONTACT_GROUP_MAX). */
  allOf(tenantId: string, contactGroupId: string): Promise<Contact[]> {
    return this.ofGroup(tenantId, contactGroupId)
      .orderBy('c.last_name', 'ASC')
      .addOrderBy('c.first_name', 'ASC')
      .addOrderBy('c.id', 'ASC')
      .getMany();
  }

  /** Contacts per group id, one query. */
  async countsOf(tenantId: string, contactGroupIds: string[], tx?: EntityManager): Promise<Map<string, number>> {
    if (contactGroupIds.length === 0) return new Map();
    const rows = await this.scopedQuery(tenantId, 'c', tx)
      .select('c.contact_group_id', 'id')
      .addSelect('COUNT(*)::int', 'count')
      .andWhere('c.contact_group_id IN (:...ids)', { ids: contactGroupIds })
      .groupBy('c.contact_group_id')
      .getRawMany<{ id: string; count: number }>();
    return new Map(rows.map((row) => [row.id, row.count]));
  }

  /** Inserts all contacts inside the caller's transaction: all or nothing. */
  async insertMany(tenantId: string, contactGroupId: string, contacts: readonly ContactColumns[], tx: EntityManager): Promise<number> {
    for (let start = 0; start < contacts.length; start += INSERT_CHUNK) {
      const values = contacts.slice(start, start + INSERT_CHUNK).map((contact) => ({ ...contact, tenantId, contactGroupId }));
      await tx.createQueryBuilder().insert().into(Contact).values(values).execute();
    }
    return contacts.length;
  }

  private ofGroup(tenantId: string, contactGroupId: string, manager?: EntityManager) {
    return this.scopedQuery(tenantId, 'c', manager).andWhere('c.contact_group_id = :contactGroupId', { contactGroupId });
  }
}
