// A group's contact groups: members read those their level may see (with a page of contacts),
// knowledge:create adds them, knowledge:edit (or the author while they may still create) changes them and
// their contacts, knowledge:delete (or the author) removes them with their contacts.
import { Injectable } from '@nestjs/common';
import {
  CONTACT_MESSAGES as CM,
  ContactGroupDetailView,
  ContactGroupView,
  ContactSortField,
  defaultContactViewAccess,
} from '#shared/contacts';
import { tenantLevels } from '#shared/levels';
import type { Page } from '#shared/page';
import { PageRequest } from '../../common/paginate';
import { PageQueryDto } from '../../common/pagination.dto';
import { assertMayModifyItem, ItemAction, mayModifyItem } from '../../common/tenancy/author-rule';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { TransactionRunner, Tx } from '../../core/database/transaction';
import { ContactGroupRepository } from './contact-group.repository';
import { ContactRepository } from './contact.repository';
import { contactGroupView, contactView } from './contact.views';
import { ContactGroupQueryDto, CreateContactGroupDto, UpdateContactGroupDto } from './dto/contact.dto';
import type { ContactGroup } from './entities/contact-group.entity';
import { KnowledgeErrors } from './knowledge.errors';

@Injectable()
export class ContactGroupService {
  constructor(
    private readonly groups: ContactGroupRepository,
    private readonly contacts: ContactRepository,
    private readonly tx: TransactionRunner,
  ) {}

  async list(ctx: TenantContext, userId: string, query: PageQueryDto): Promise<Page<ContactGroupView>> {
    const page = await this.groups.page(ctx.tenant._id, ctx.level, query.text?.trim() || undefined, query);
    return { ...page, items: await this.views(ctx, userId, page.items) };
  }

  async get(ctx: TenantContext, userId: string, id: string, query: ContactGroupQueryDto): Promise<ContactGroupDetailView> {
    const group = await this.visible(ctx, id);
    return this.detail(ctx, userId, group, query);
  }

  async create(ctx: TenantContext, userId: string, dto: CreateContactGroupDto): Promise<ContactGroupDetailView> {
    const group = await this.groups.insert(ctx.tenant._id, {
      authorId: userId,
      title: dto.title,
      description: dto.description ?? '',
      viewAccess: dto.viewAccess === undefined ? defaultContactViewAccess(ctx.level) : checkedViewAccess(ctx, dto.viewAccess),
    });
    return this.detail(ctx, userId, group, { page: 1, pageSize: 50 });
  }

  /** Changes the fields sent. */
  async update(ctx: TenantContext, userId: string, id: string, dto: UpdateContactGroupDto): Promise<ContactGroupDetailView> {
    await this.tx.run(async (tx) => {
      await this.modifiable(ctx, userId, id, 'edit', tx);
      const changes = {
        ...(dto.title !== undefined ? { title: dto.title } : {}),
        ...(dto.description !== undefined ? { description: dto.description } : {}),
        ...(dto.viewAccess !== undefined ? { viewAccess: checkedViewAccess(ctx, dto.viewAccess) } : {}),
      };
      await this.groups.update(ctx.tenant._id, id, { ...changes, updatedAt: new Date() }, tx);
    });
    return this.get(ctx, userId, id, { page: 1, pageSize: 50 });
  }

  /** The contacts go with the group (fk_contact_contact_group CASCADE). */
  async remove(ctx: TenantContext, userId: string, id: string) {
    await this.tx.run(async (tx) => {
      await this.modifiable(ctx, userId, id, 'delete', tx);
      await this.groups.delete(ctx.tenant._id, id, tx);
    });
    return { message: CM.groupDeleted };
  }

  /** A contact group the caller may see, else 404 (unknown, another group's or above their level alike). */
  async visible(ctx: TenantContext, id: string): Promise<ContactGroup> {
    const group = await this.groups.visible(ctx.tenant._id, id, ctx.level);
    if (!group) throw KnowledgeErrors.contactGroupNotFound();
    return group;
  }

  /**
   * The group locked for a change of itself or its contacts: 404 when the caller cannot see it, 403 when
   * they may not change it (changing contacts is editing the group).
   */
  async modifiable(
    ctx: TenantContext,
    userId: string,
    id: string,
    action: ItemAction,
    tx: Tx,
    notFound: () => Error = KnowledgeErrors.contactGroupNotFound,
  ): Promise<ContactGroup> {
    const group = await this.groups.visibleForUpdate(ctx.tenant._id, id, ctx.level, tx);
    if (!group) throw notFound();
    assertMayModifyItem(ctx, userId, 'knowledge', action, group);
    return group;
  }

  /** Marks the group as changed (its contacts changed); inside the transaction that holds its lock. */
  async touch(ctx: TenantContext, id: string, tx: Tx): Promise<void> {
    await this.groups.update(ctx.tenant._id, id, { updatedAt: new Date() }, tx);
  }

  private async detail(ctx: TenantContext, userId: string, group: ContactGroup, query: PageRequest & { text?: string; sort?: string }) {
    const contacts = await this.contacts.page(
      ctx.tenant._id,
      group._id,
      { text: query.text?.trim() || undefined, sort: parseSort(query.sort) },
      { page: query.page, pageSize: query.pageSize },
    );
    const [view] = await this.views(ctx, userId, [group]);
    return { ...view, contacts: { ...contacts, items: contacts.items.map(contactView) } };
  }

  private async views(ctx: TenantContext, userId: string, groups: ContactGroup[]): Promise<ContactGroupView[]> {
    const counts = await this.contacts.countsOf(
      ctx.tenant._id,
      groups.map((g) => g._id),
    );
    return groups.map((group) =>
      contactGroupView(group, ctx.tenant.type, {
        contactCount: counts.get(group._id) ?? 0,
        mayEdit: mayModifyItem(ctx, userId, 'knowledge', 'edit', group),
        mayDelete: mayModifyItem(ctx, userId, 'knowledge', 'delete', group),
      }),
    );
  }
}

/** A level of the group's type, not above the caller's own (a group they could not see would vanish for them). */
function checkedViewAccess(ctx: TenantContext, level: number): number {
  if (!tenantLevels(ctx.tenant.type).includes(level)) throw KnowledgeErrors.viewAccessInvalid();
  if (level > ctx.level) throw KnowledgeErrors.contactViewAccessAboveOwn();
  return level;
}

function parseSort(sort: string | undefined): { field: ContactSortField; descending: boolean } | undefined {
  if (!sort) return undefined;
  const descending = sort.startsWith('-');
  return { field: (descending ? sort.slice(1) : sort) as ContactSortField, descending };
}
