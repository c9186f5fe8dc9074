// The groups, members, invitations and group notifications as the API sends them.
// Pure TypeScript: the view DTOs of modules/tenant implement these and the web imports them (`#shared/tenant`).
import type { Contact } from './auth-data';
import type { Integrations } from './integrations';
import { TenantType } from './levels';
import type { NotificationKind } from './notify';
import type { Page } from './page';

/** How a person without an invitation enters a public group (issue 24): at once as guest, or on an admin's yes. */
export const JOIN_POLICIES = ['OPEN', 'REQUEST'] as const;
export type JoinPolicy = (typeof JOIN_POLICIES)[number];

/** SV members are pupils: their groups admit strangers only on request unless an admin opens them. */
export function defaultJoinPolicy(type: TenantType): JoinPolicy {
  return type === TenantType.SV ? 'REQUEST' : 'OPEN';
}

/** Id and name of a group or domain. */
export interface Ref {
  _id: string;
  name: string;
}

export interface TenantRef extends Ref {
  type: TenantType;
  typeLabel: string;
}

/** A person named in an answer (author, inviter): id and name, never the address. */
export interface Person {
  _id: string;
  contact: Contact;
}

/** An open group as the discovery list shows it. */
export interface PublicTenant extends TenantRef {
  domain: Ref | null;
  /** OPEN: joining makes a guest at once; REQUEST: joining asks the group's admins. */
  joinPolicy: JoinPolicy;
  memberCount: number;
  createdAt: string;
  updatedAt: string;
}

/** One of my groups, with my role in it. */
export interface MyGroup extends PublicTenant {
  isPublic: boolean;
  integrations: Integrations;
  permissionLevel: number;
  levelLabel: string;
  joinedAt: string;
}

/** GET/PUT /tenant/tenant/{id}: the group's settings and the role the caller acts with. */
export interface TenantSettings extends PublicTenant {
  isPublic: boolean;
  integrations: Integrations;
  icalEnabled: boolean;
  shortcode: string;
  permissionLevel: number;
  levelLabel: string;
}

/** A domain (city or district) as the public lists show it. */
export interface PublicDomain extends Ref {
  description: string;
  publicTenantCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface PublicDomainDetail extends PublicDomain {
  /** The domain's open groups. */
  tenants: Page<PublicTenant>;
}

export interface Member {
  /** The membership's id. */
  _id: string;
  userId: string;
  tenantId: string;
  contact: Contact;
  /** Only for callers with member:administration. */
  mail?: string;
  level: number;
  levelLabel: string;
  joinedAt: string;
  createdAt: string;
  updatedAt: string;
}

/** `GET .../tenant/{id}/office`: a member at board level or above, as every member (guests too) reads them. */
export interface OfficeHolder {
  userId: string;
  contact: Contact;
  level: number;
  levelLabel: string;
}

/** POST .../user/add answered with an invitation: the same for every address, naming nobody. */
export interface MemberInvited {
  invited: true;
  message: string;
}

export type InvitationState = 'PENDING' | 'ACCEPTED' | 'REJECTED';

export interface Invitation {
  _id: string;
  tenantId: string;
  /** In my own invitations: the group I am invited to. */
  tenant?: TenantRef;
  mail: string;
  level: number;
  levelLabel: string;
  state: InvitationState;
  invitedAt: string;
  respondedAt: string | null;
  invitedBy: Person | null;
  createdAt: string;
  updatedAt: string;
}

export interface CreatedInvitation extends Invitation {
  /** false when the same address already got an invitation mail in the last 10 minutes. */
  mailSent: boolean;
}

export type NotificationType = 'INFO' | 'JOIN_REQUEST';

/**
 * A bell item. Besides the group notifications (kind GROUP_NOTIFICATION or JOIN_REQUEST) the bell across my
 * groups lists my own notifications (issue 25): a private message, a mention, ...; `content` then names what
 * happened (never a message's text) and `url` is where it happened.
 */
export interface GroupNotification {
  _id: string;
  /** null for what belongs to no group (a private message). */
  tenantId: string | null;
  /** `title` equals `name` (the field name of the specification); null with tenantId. */
  tenant: (Ref & { title: string }) | null;
  content: string;
  /** INFO: the board's message to all members; JOIN_REQUEST: to one admin, naming who asks to join. */
  type: NotificationType;
  kind: NotificationKind;
  /** The app path it links to; null for a group notification (it lives in the group's list). */
  url: string | null;
  seen: boolean;
  author: Person | null;
  /** Equals createdAt. */
  creationDate: string;
  createdAt: string;
  updatedAt: string;
}

export interface NotificationPage extends Page<GroupNotification> {
  /** Unseen ones in the same scope as the list. */
  unseenCount: number;
}

export interface UnseenCount {
  unseenCount: number;
}

/** Joining or leaving a group: the confirmation and the group as it now is for me. */
export interface GroupResult {
  message: string;
  group: MyGroup;
}

/** POST .../user/join/{id} on a group that admits on request: 202 with the pending request. */
export interface JoinRequested {
  message: string;
  request: MyJoinRequest;
}

/** One of my pending requests to join a group. */
export interface MyJoinRequest {
  _id: string;
  tenant: TenantRef;
  createdAt: string;
}

/** A pending request as the group's admins see it: who asks, by name only. */
export interface JoinRequest {
  _id: string;
  tenantId: string;
  requester: Person;
  createdAt: string;
}

/** PUT .../join-request/{id}: the decision and, on yes, the new member's id. */
export interface JoinRequestDecided {
  message: string;
  accepted: boolean;
}
