// The administration areas (platform and domain administration) as the API sends them.
// Pure TypeScript: the view DTOs of modules/admin implement these and the web imports them (`#shared/admin`).
import type { Contact } from './auth-data';
import type { Integrations } from './integrations';
import type { TenantType } from './levels';
import type { Page } from './page';
import type { LegalHold } from './retention';
import type { Ref } from './tenant';

/** A group as both administrations list and edit it. */
export interface AdminTenant {
  _id: string;
  name: string;
  /** Equals name (the field name of the specification). */
  title: string;
  type: TenantType;
  typeLabel: string;
  isPublic: boolean;
  domain: Ref | null;
  integrations: Integrations;
  icalEnabled: boolean;
  shortcode: string;
  memberCount: number;
  /** Set by the domain's administrators: the retention job deletes nothing of the group (issue 26 §3). */
  legalHold: LegalHold | null;
  createdAt: string;
  updatedAt: string;
}

/** A member as the administrations list them: with the address, which group members do not see. */
export interface AdminMember {
  /** The membership's id. */
  _id: string;
  userId: string;
  tenantId: string;
  contact: Contact;
  mail: string;
  level: number;
  levelLabel: string;
  joinedAt: string;
  createdAt: string;
  updatedAt: string;
}

export interface AdminTenantDetail extends AdminTenant {
  members: Page<AdminMember>;
}

export interface AdminDomain {
  _id: string;
  name: string;
  description: string;
  /** 'MM-DD': retention periods in school years end on this day (issue 26 §3). */
  schoolYearEnd: string;
  tenantCount?: number;
  administratorCount?: number;
  createdAt: string;
  updatedAt: string;
}

/** A person who administers a domain. */
export interface DomainAdministrator {
  _id: string;
  domainId: string;
  userId: string;
  mail: string;
  contact: Contact;
  createdAt: string;
}

export interface GroupImportLine {
  /** The line's number in the file. */
  line: number;
  name: string;
  result: 'created' | 'skipped' | 'error';
  /** Why it was skipped or failed. */
  message?: string;
  tenantId?: string;
}

/** What a CSV group import did, line by line. */
export interface GroupImportSummary {
  /** Lines read (at most 2000 a file). */
  total: number;
  created: number;
  skipped: number;
  errors: number;
  lines: GroupImportLine[];
}

/** NOT_MEMBER/LEVEL: staff acting inside a group; ADMIN: an administrative action (see `action`). */
export type AuditReason = 'NOT_MEMBER' | 'LEVEL' | 'ADMIN';
export type AuditDetail = { [key: string]: string | number | boolean | null };

export interface AuditEntry {
  _id: string;
  createdAt: string;
  reason: AuditReason;
  /** For ADMIN: what was done, e.g. 'tenant.create'. */
  action: string | null;
  method: string;
  route: string;
  permission: string | null;
  platformLevel: number;
  tenantId: string | null;
  domainId: string | null;
  targetId: string | null;
  /** The names at the time of the action. */
  detail: AuditDetail | null;
  user: { _id: string; mail: string; contact: Contact } | null;
  /** Current names of the group, domain and person acted on (null when gone or not a person). */
  tenantName: string | null;
  domainName: string | null;
  targetName: string | null;
}

/**
 * A domain administrator's direct add (issue 24 §10): the same answer whether the address has an account
 * (now a member) or not (an invitation is on its way), so the form tells nobody which addresses have accounts.
 */
export interface DomainMemberAdded {
  message: string;
}

export const DOMAIN_MEMBER_ADDED_MESSAGE =
  'Erledigt: Hat die Adresse ein Konto, ist die Person jetzt Mitglied; sonst bekommt sie eine Einladung per E-Mail.';
