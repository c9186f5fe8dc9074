// Entity -> response mappers. Dates leave as ISO strings; people are shown by name only, never by
// address, except to those who administer members.
import { TENANT_TYPE_LABELS, tenantLevelLabel, TenantType } from '#shared/levels';
import { Domain } from '../../core/identity/domain.entity';
import { Membership } from '../../core/identity/membership.entity';
import { Tenant } from '../../core/identity/tenant.entity';
import { iso } from '../../core/iso-date';
import { person } from '../../core/views/person.view';
import type {
  DomainView,
  InvitationView,
  MemberView,
  MyGroupView,
  NotificationView,
  OfficeHolderView,
  PublicTenantView,
  TenantRefView,
  TenantView,
} from './dto/views.dto';
import type { InvitationRow } from './invitation.repository';
import type { MemberRow, UserGroupRow } from './membership.repository';
import type { NotificationRow } from './notification.repository';
import type { TenantWithDomain } from './tenant.repository';

export function tenantRef(t: Pick<Tenant, '_id' | 'name' | 'type'>): TenantRefView {
  return { _id: t._id, name: t.name, type: t.type, typeLabel: TENANT_TYPE_LABELS[t.type] ?? t.type };
}

export function publicTenantView({ tenant, domain, memberCount }: TenantWithDomain): PublicTenantView {
  return {
    ...tenantRef(tenant),
    domain: domain ? { _id: domain._id, name: domain.name } : null,
    joinPolicy: tenant.joinPolicy,
    memberCount,
    createdAt: iso(tenant.createdAt),
    updatedAt: iso(tenant.updatedAt),
  };
}

export function tenantView(row: TenantWithDomain, level: number): TenantView {
  const { tenant } = row;
  return {
    ...publicTenantView(row),
    isPublic: tenant.isPublic,
    integrations: { ...tenant.integrations },
    icalEnabled: tenant.icalEnabled,
    shortcode: tenant.shortcode,
    permissionLevel: level,
    levelLabel: tenantLevelLabel(tenant.type, level),
  };
}

export function myGroupView({ membership, tenant, domain }: UserGroupRow, memberCount?: number): MyGroupView {
  return {
    ...publicTenantView({ tenant, domain, memberCount: memberCount ?? 0 }),
    isPublic: tenant.isPublic,
    integrations: { ...tenant.integrations },
    permissionLevel: membership.level,
    levelLabel: tenantLevelLabel(tenant.type, membership.level),
    joinedAt: iso(membership.joinedAt),
  };
}

export function domainView(domain: Domain, publicTenantCount: number): DomainView {
  return {
    _id: domain._id,
    name: domain.name,
    description: domain.description,
    publicTenantCount,
    createdAt: iso(domain.createdAt),
    updatedAt: iso(domain.updatedAt),
  };
}

export function memberView(row: MemberRow, type: TenantType, showMail: boolean): MemberView {
  const m: Membership = row.membership;
  return {
    _id: m._id,
    userId: m.userId,
    tenantId: m.tenantId,
    contact: { first_name: row.firstName, last_name: row.lastName },
    ...(showMail ? { mail: row.mail } : {}),
    level: m.level,
    levelLabel: tenantLevelLabel(type, m.level),
    joinedAt: iso(m.joinedAt),
    createdAt: iso(m.createdAt),
    updatedAt: iso(m.updatedAt),
  };
}

/** An office holder as every member reads it: the name and the role, nothing that reaches them elsewhere. */
export function officeHolderView(row: MemberRow, type: TenantType): OfficeHolderView {
  return {
    userId: row.membership.userId,
    contact: { first_name: row.firstName, last_name: row.lastName },
    level: row.membership.level,
    levelLabel: tenantLevelLabel(type, row.membership.level),
  };
}

export function invitationView(row: InvitationRow, type: TenantType): InvitationView {
  const i = row.invitation;
  return {
    _id: i._id,
    tenantId: i.tenantId,
    ...(row.tenant ? { tenant: tenantRef(row.tenant) } : {}),
    mail: i.mail,
    level: i.level,
    levelLabel: tenantLevelLabel(type, i.level),
    state: i.state,
    invitedAt: iso(i.invitedAt),
    respondedAt: i.respondedAt ? iso(i.respondedAt) : null,
    invitedBy: person(row.inviter),
    createdAt: iso(i.createdAt),
    updatedAt: iso(i.updatedAt),
  };
}

export function notificationView(row: NotificationRow): NotificationView {
  const n = row.notification;
  return {
    _id: n._id,
    tenantId: n.tenantId,
    tenant: row.tenant ? { _id: row.tenant._id, name: row.tenant.name, title: row.tenant.name } : null,
    content: n.content,
    type: n.type,
    kind: row.kind,
    url: row.url,
    seen: row.seen,
    author: person(row.author),
    creationDate: iso(n.createdAt),
    createdAt: iso(n.createdAt),
    updatedAt: iso(n.updatedAt),
  };
}

/** The confirmations this module answers with ({ message }). */
export const TENANT_TEXT = {
  joined: 'Du bist der Gruppe beigetreten.',
  joinRequested: 'Anfrage gesendet. Die Administration der Gruppe entscheidet darüber.',
  joinRequestAccepted: 'Die Person ist jetzt Gast der Gruppe.',
  joinRequestRejected: 'Die Anfrage wurde abgelehnt.',
  joinRequestNotice: (requester: string, group: string) => `${requester} möchte der Gruppe „${group}“ beitreten.`,
  left: 'Du hast die Gruppe verlassen.',
  memberRemoved: 'Die Person wurde aus der Gruppe entfernt.',
  // The same sentence whether an account with the address exists: it must not tell.
  memberInvited: 'Die Einladung wurde verschickt. Die Person wird Mitglied, sobald sie die Einladung annimmt.',
  invitationAccepted: 'Du hast die Einladung angenommen.',
  invitationDeclined: 'Du hast die Einladung abgelehnt.',
  invitationDeleted: 'Die Einladung wurde gelöscht.',
  notificationDeleted: 'Die Benachrichtigung wurde gelöscht.',
  invitationTitle: (group: string) => `Einladung in die Gruppe „${group}“`,
  groupNotificationTitle: (group: string) => `Neue Benachrichtigung in „${group}“`,
} as const;
