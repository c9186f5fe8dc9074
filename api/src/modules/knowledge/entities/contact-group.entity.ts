import { Check, Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import { CONTACT_GROUP_DESCRIPTION_MAX_LENGTH, CONTACT_GROUP_TITLE_MAX_LENGTH } from '#shared/contacts';
import { TenantOwnedEntity } from '../../../core/database/base.entity';
import { ForeignKey } from '../../../core/database/foreign-key';
import { Tenant } from '../../../core/identity/tenant.entity';
import { User } from '../../../core/identity/user.entity';

/** A group's contact group (teachers, partners, …). Its contacts are rows of `contact`. */
@Entity('contact_group')
// The tenant list, ordered by title (its only sort), with the view-access filter on the same rows.
@Index('idx_contact_group_tenant_title', ['tenantId', 'title'])
// The author's groups when the account goes (fk_contact_group_author SET NULL).
@Index('idx_contact_group_author', ['authorId'])
@Check('chk_contact_group_view_access', `"view_access" >= 0`)
export class ContactGroup extends TenantOwnedEntity {
  @Column({ type: 'uuid' })
  declare tenantId: string;

  @ForeignKey(() => Tenant, 'tenant_id', 'fk_contact_group_tenant', 'CASCADE')
  readonly tenant?: Relation<Tenant>;

  /** Who created it: they may change and delete it while they may create knowledge (author rule). */
  @Column({ type: 'uuid', nullable: true })
  authorId: string | null;

  @ForeignKey(() => User, 'author_id', 'fk_contact_group_author', 'SET NULL')
  readonly author?: Relation<User>;

  @Column({ type: 'varchar', length: CONTACT_GROUP_TITLE_MAX_LENGTH })
  title: string;

  /** Plain text. */
  @Column({ type: 'varchar', length: CONTACT_GROUP_DESCRIPTION_MAX_LENGTH, default: '' })
  description: string;

  /** The lowest level of the group that sees the contact group, its contacts and its export. */
  @Column({ type: 'smallint', default: 0 })
  viewAccess: number;
}
