// Contact-group and contact rows to responses.
import type { ContactGroupView, ContactView } from '#shared/contacts';
import { tenantLevelLabel, TenantType } from '#shared/levels';
import { iso } from '../../core/iso-date';
import type { ContactColumns } from './contact-input';
import type { ContactGroup } from './entities/contact-group.entity';
import type { Contact } from './entities/contact.entity';

export interface ContactGroupExtras {
  contactCount: number;
  mayEdit: boolean;
  mayDelete: boolean;
}

export function contactGroupView(group: ContactGroup, type: TenantType, extras: ContactGroupExtras): ContactGroupView {
  return {
    _id: group._id,
    tenantId: group.tenantId,
    title: group.title,
    description: group.description,
    viewAccess: group.viewAccess,
    viewAccessLabel: tenantLevelLabel(type, group.viewAccess),
    contactCount: extras.contactCount,
    mayEdit: extras.mayEdit,
    mayDelete: extras.mayDelete,
    createdAt: iso(group.createdAt),
    updatedAt: iso(group.updatedAt),
  };
}

export function contactColumns(contact: Contact): ContactColumns {
  const { title, firstName, lastName, organisation, mail, phone, description, street, zip, city } = contact;
  return { title, firstName, lastName, organisation, mail, phone, description, street, zip, city };
}

export function contactView(contact: Contact): ContactView {
  return {
    _id: contact._id,
    contactGroupId: contact.contactGroupId,
    ...contactColumns(contact),
    createdAt: iso(contact.createdAt),
    updatedAt: iso(contact.updatedAt),
  };
}
