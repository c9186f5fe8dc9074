import { Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import { CONTACT_FIELD_MAX_LENGTH as MAX } from '#shared/contacts';
import { TenantOwnedEntity } from '../../../core/database/base.entity';
import { ForeignKey } from '../../../core/database/foreign-key';
import { Tenant } from '../../../core/identity/tenant.entity';
import { ContactGroup } from './contact-group.entity';

/**
 * One contact of a contact group. Every text field is optional and stored as '' when empty (a contact needs a
 * first or a last name: the service's rule, #shared/contacts validateContact), so export and import round-trip.
 */
@Entity('contact')
// A group's contacts page by page in name order (the default sort), the group's count and its export;
// the other sorts and the text filter read the same group prefix (a group's contacts are few).
@Index('idx_contact_group_name', ['contactGroupId', 'lastName', 'firstName'])
// The tenant's contacts when the tenant goes (fk_contact_tenant CASCADE).
@Index('idx_contact_tenant', ['tenantId'])
export class Contact extends TenantOwnedEntity {
  @Column({ type: 'uuid' })
  declare tenantId: string;

  @ForeignKey(() => Tenant, 'tenant_id', 'fk_contact_tenant', 'CASCADE')
  readonly tenant?: Relation<Tenant>;

  @Column({ type: 'uuid' })
  contactGroupId: string;

  @ForeignKey(() => ContactGroup, 'contact_group_id', 'fk_contact_contact_group', 'CASCADE')
  readonly contactGroup?: Relation<ContactGroup>;

  /** Salutation or academic title ('Frau', 'Dr.'). */
  @Column({ type: 'varchar', length: MAX.title, default: '' })
  title: string;

  @Column({ type: 'varchar', length: MAX.firstName, default: '' })
  firstName: string;

  @Column({ type: 'varchar', length: MAX.lastName, default: '' })
  lastName: string;

  /** School, company or office the person belongs to (vCard ORG). */
  @Column({ type: 'varchar', length: MAX.organisation, default: '' })
  organisation: string;

  /** As typed (trimmed); checked against SPEC 5's pattern. */
  @Column({ type: 'varchar', length: MAX.mail, default: '' })
  mail: string;

  @Column({ type: 'varchar', length: MAX.phone, default: '' })
  phone: string;

  /** Plain text, may hold line breaks. */
  @Column({ type: 'varchar', length: MAX.description, default: '' })
  description: string;

  @Column({ type: 'varchar', length: MAX.street, default: '' })
  street: string;

  /** Five digits or ''. */
  @Column({ type: 'varchar', length: MAX.zip, default: '' })
  zip: string;

  @Column({ type: 'varchar', length: MAX.city, default: '' })
  city: string;
}
