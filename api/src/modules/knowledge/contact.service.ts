// Contacts: one at a time, or many in one transaction (bulk; the import uses the same path). Every change
// needs the right to edit the contact's group (contact-group.service.ts modifiable()).
import { Injectable } from '@nestjs/common';
import { CONTACT_GROUP_MAX, CONTACT_MESSAGES as CM, ContactBulkResult, ContactView } from '#shared/contacts';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { TransactionRunner, Tx } from '../../core/database/transaction';
import { ContactGroupService } from './contact-group.service';
import { CheckedRow, checkContact, checkRows, contactInvalid, rowsInvalid } from './contact-input';
import { ContactRepository } from './contact.repository';
import { contactColumns, contactView } from './contact.views';
import { BulkContactsDto, CreateContactDto, UpdateContactDto } from './dto/contact.dto';
import type { Contact } from './entities/contact.entity';
import { KnowledgeErrors } from './knowledge.errors';

@Injectable()
export class ContactService {
  constructor(
    private readonly contacts: ContactRepository,
    private readonly groups: ContactGroupService,
    private readonly tx: TransactionRunner,
  ) {}

  async create(ctx: TenantContext, userId: string, dto: CreateContactDto): Promise<ContactView> {
    const { contactGroupId, ...fields } = dto;
    const created = await this.tx.run(async (tx) => {
      // The group first, as for bulk: a caller who may not change it learns nothing else.
      await this.groups.modifiable(ctx, userId, contactGroupId, 'edit', tx);
      const { contact, errors } = checkContact(fields);
      if (errors.length > 0) throw contactInvalid(errors);
      await this.makeRoom(ctx, contactGroupId, 1, tx);
      return this.contacts.insert(ctx.tenant._id, { ...contact, contactGroupId }, tx);
    });
    return contactView(created);
  }

  /** All or nothing: one bad row refuses the whole request, naming every bad row (counted from 1). */
  async bulk(ctx: TenantContext, userId: string, dto: BulkContactsDto): Promise<ContactBulkResult> {
    const rows = checkRows(dto.contacts);
    const created = await this.tx.run((tx) => this.insertRows(ctx, userId, dto.contactGroupId, rows, tx));
    return { created };
  }

  /** Checks and inserts rows into a group the caller may edit; the import calls it with its parsed rows. */
  async insertRows(ctx: TenantContext, userId: string, contactGroupId: string, rows: readonly CheckedRow[], tx: Tx): Promise<number> {
    // The group first: a caller who may not see or change it learns nothing about their rows.
    await this.groups.modifiable(ctx, userId, contactGroupId, 'edit', tx);
    if (rows.some((row) => row.errors.length > 0)) throw rowsInvalid(rows);
    await this.makeRoom(ctx, contactGroupId, rows.length, tx);
    const count = await this.contacts.insertMany(
      ctx.tenant._id,
      contactGroupId,
      rows.map((row) => row.contact),
      tx,
    );
    return count;
  }

  /**
   * Touches the group (it shows as changed when its contacts change), which also locks its row, so that two
   * requests adding at once count one after the other; then refuses what would pass CONTACT_GROUP_MAX.
   */
  private async makeRoom(ctx: TenantContext, contactGroupId: string, adding: number, tx: Tx): Promise<void> {
    await this.groups.touch(ctx, contactGroupId, tx);
    const held = (await this.contacts.countsOf(ctx.tenant._id, [contactGroupId], tx)).get(contactGroupId) ?? 0;
    if (held + adding > CONTACT_GROUP_MAX) throw KnowledgeErrors.contactGroupFull();
  }

  /** Changes the fields sent; the merged contact must still pass the rule. */
  async update(ctx: TenantContext, userId: string, contactId: string, dto: UpdateContactDto): Promise<ContactView> {
    const updated = await this.tx.run(async (tx) => {
      const current = await this.editable(ctx, userId, contactId, tx);
      const { contact, errors } = checkContact(dto, contactColumns(current));
      if (errors.length > 0) throw contactInvalid(errors);
      await this.contacts.update(ctx.tenant._id, contactId, { ...contact, updatedAt: new Date() }, tx);
      await this.groups.touch(ctx, current.contactGroupId, tx);
      return (await this.contacts.findById(ctx.tenant._id, contactId, tx))!;
    });
    return contactView(updated);
  }

  async remove(ctx: TenantContext, userId: string, contactId: string) {
    await this.tx.run(async (tx) => {
      const contact = await this.editable(ctx, userId, contactId, tx);
      await this.contacts.delete(ctx.tenant._id, contactId, tx);
      await this.groups.touch(ctx, contact.contactGroupId, tx);
    });
    return { message: CM.contactDeleted };
  }

  /** The contact, when the caller can see its group (else 404) and may edit it (else 403). */
  private async editable(ctx: TenantContext, userId: string, contactId: string, tx: Tx): Promise<Contact> {
    const contact = await this.contacts.findById(ctx.tenant._id, contactId, tx);
    if (!contact) throw KnowledgeErrors.contactNotFound();
    // A contact of a group above the caller's level does not exist for them.
    await this.groups.modifiable(ctx, userId, contact.contactGroupId, 'edit', tx, KnowledgeErrors.contactNotFound);
    return contact;
  }
}
