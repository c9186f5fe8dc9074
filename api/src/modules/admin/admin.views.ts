// Response shapes of the administration areas.
import { TENANT_TYPE_LABELS, tenantLevelLabel } from '#shared/levels';
import { formatSchoolYearEnd } from '#shared/retention';
import type { Domain } from '../../core/identity/domain.entity';
import type { Membership } from '../../core/identity/membership.entity';
import type { User } from '../../core/identity/user.entity';
import { iso } from '../../core/iso-date';
import type { AdminTenantRow } from './admin.repository';
import type { AuditRow } from './audit.repository';

export function adminTenantView({ tenant, domain, memberCount }: AdminTenantRow) {
  return {
    _id: tenant._id,
    name: tenant.name,
    title: tenant.name,
    type: tenant.type,
    typeLabel: TENANT_TYPE_LABELS[tenant.type] ?? tenant.type,
    isPublic: tenant.isPublic,
    domain,
    integrations: { ...tenant.integrations },
    icalEnabled: tenant.icalEnabled,
    shortcode: tenant.shortcode,
    memberCount,
    legalHold: tenant.legalHoldSince ? { since: iso(tenant.legalHoldSince), reason: tenant.legalHoldReason ?? '' } : null,
    createdAt: iso(tenant.createdAt),
    updatedAt: iso(tenant.updatedAt),
  };
}

export function adminMemberView(m: Membership & { user: User }, type: AdminTenantRow['tenant']['type']) {
  return {
    _id: m._id,
    userId: m.userId,
    tenantId: m.tenantId,
    contact: { first_name: m.user.firstName, last_name: m.user.lastName },
    mail: m.user.mail,
    level: m.level,
    levelLabel: tenantLevelLabel(type, m.level),
    joinedAt: iso(m.joinedAt),
    createdAt: iso(m.createdAt),
    updatedAt: iso(m.updatedAt),
  };
}

export function adminDomainView(domain: Domain, counts: { tenantCount?: number; administratorCount?: number } = {}) {
  return {
    _id: domain._id,
    name: domain.name,
    description: domain.description,
    schoolYearEnd: formatSchoolYearEnd({ month: domain.schoolYearEndMonth, day: domain.schoolYearEndDay }),
    ...counts,
    createdAt: iso(domain.createdAt),
    updatedAt: iso(domain.updatedAt),
  };
}

export function administratorView(a: { _id: string; domainId: string; createdAt: Date; user: User }) {
  return {
    _id: a._id,
    domainId: a.domainId,
    userId: a.user._id,
    mail: a.user.mail,
    contact: { first_name: a.user.firstName, last_name: a.user.lastName },
    createdAt: iso(a.createdAt),
  };
}

/** The confirmations of the administration areas ({ message }). */
export const ADMIN_TEXT = {
  tenantDeleted: 'Die Gruppe wurde gelöscht.',
  domainDeleted: 'Der Verband wurde gelöscht.',
  administratorRemoved: 'Die Person verwaltet den Verband nicht mehr.',
} as const;

export function auditEntryView(r: AuditRow) {
  const user = r.user;
  return {
    _id: r._id,
    createdAt: r.createdAt.toISOString(),
    reason: r.reason,
    action: r.action ?? null,
    method: r.method,
    route: r.route,
    permission: r.permission,
    platformLevel: r.platformLevel,
    tenantId: r.tenantId,
    domainId: r.domainId ?? null,
    targetId: r.targetId ?? null,
    detail: r.detail ?? null,
    user: user ? { _id: user._id, mail: user.mail, contact: { first_name: user.firstName, last_name: user.lastName } } : null,
    // Current names where the object still exists; the detail keeps the names at the time of the action.
    tenantName: r.tenantRef?.name ?? null,
    domainName: r.domainRef?.name ?? null,
    targetName: r.target ? `${r.target.firstName} ${r.target.lastName}`.trim() : null,
  };
}
