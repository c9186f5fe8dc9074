// Demo data for `npm run up`: a platform administrator, one city with an SSR, two SVs (one public) and
// a network, and members at every level of each tenant type. Idempotent: rows are found by their
// natural keys (mail, domain name, tenant shortcode) and only created when missing.
import { DataSource, EntityManager } from 'typeorm';
import { allIntegrations } from '#shared/integrations';
import { NetworkLevel, PlatformLevel, SsrLevel, SvLevel, TenantType, tenantLevelLabel } from '#shared/levels';
import { User } from '../src/modules/auth/entities/user.entity';
import { PasswordHasher } from '../src/modules/auth/password.hasher';
import { DomainAdministrator } from '../src/modules/tenant/entities/domain-administrator.entity';
import { Domain } from '../src/modules/tenant/entities/domain.entity';
import { Membership } from '../src/modules/tenant/entities/membership.entity';
import { Tenant } from '../src/modules/tenant/entities/tenant.entity';

export const DEMO_PASSWORD = 'Plenum-Demo-2026';

interface DemoTenant {
  shortcode: string;
  name: string;
  type: TenantType;
  isPublic: boolean;
}

const DOMAIN = { name: 'Musterstadt', description: 'Stadtschülerrat und Schulen der Stadt Musterstadt' };

const TENANTS: DemoTenant[] = [
  { shortcode: 'ssr-muster', name: 'Stadtschülerrat Musterstadt', type: TenantType.SSR, isPublic: true },
  { shortcode: 'sv-goethe', name: 'SV Goethe-Gymnasium', type: TenantType.SV, isPublic: true },
  { shortcode: 'sv-schiller', name: 'SV Schiller-Schule', type: TenantType.SV, isPublic: false },
  { shortcode: 'net-klima', name: 'Netzwerk Klimaschulen', type: TenantType.NETWORK, isPublic: false },
];

interface DemoUser {
  mail: string;
  firstName: string;
  lastName: string;
  platformLevel?: PlatformLevel;
  memberships: [shortcode: string, level: number][];
  domainAdmin?: boolean;
}

export const DEMO_USERS: DemoUser[] = [
  { mail: 'admin@plenum.test', firstName: 'Alex', lastName: 'Admin', platformLevel: PlatformLevel.PLENUM_ADMINISTRATION, memberships: [] },
  { mail: 'moderation@plenum.test', firstName: 'Mo', lastName: 'Moderation', platformLevel: PlatformLevel.PLENUM_MODERATION, memberships: [] },
  // SV Goethe-Gymnasium: every SV level. Emma is also in the SSR and the network (group switcher).
  { mail: 'emma.schulsprecherin@plenum.test', firstName: 'Emma', lastName: 'Schulz', memberships: [['sv-goethe', SvLevel.SV_ADMIN], ['ssr-muster', SsrLevel.SSR_MEMBER], ['net-klima', NetworkLevel.NETWORK_MEMBER]] },
  { mail: 'weber.lehrerin@plenum.test', firstName: 'Sabine', lastName: 'Weber', memberships: [['sv-goethe', SvLevel.SV_TEACHER]] },
  { mail: 'jonas.vorstand@plenum.test', firstName: 'Jonas', lastName: 'Becker', memberships: [['sv-goethe', SvLevel.SV_BOARD]] },
  { mail: 'mia.mitglied@plenum.test', firstName: 'Mia', lastName: 'Wagner', memberships: [['sv-goethe', SvLevel.SV_MEMBER]] },
  { mail: 'paul.klassensprecher@plenum.test', firstName: 'Paul', lastName: 'Hoffmann', memberships: [['sv-goethe', SvLevel.CLASS_SPEAKER]] },
  { mail: 'lena.gast@plenum.test', firstName: 'Lena', lastName: 'Fischer', memberships: [['sv-goethe', SvLevel.GUEST]] },
  // SV Schiller-Schule.
  { mail: 'noah.schulsprecher@plenum.test', firstName: 'Noah', lastName: 'Richter', memberships: [['sv-schiller', SvLevel.SV_ADMIN], ['ssr-muster', SsrLevel.SSR_MEMBER]] },
  { mail: 'lara.schiller@plenum.test', firstName: 'Lara', lastName: 'Klein', memberships: [['sv-schiller', SvLevel.SV_MEMBER]] },
  // Stadtschülerrat: every SSR level; the chair also administers the domain.
  { mail: 'ssr.vorsitz@plenum.test', firstName: 'Hannah', lastName: 'Wolf', memberships: [['ssr-muster', SsrLevel.SSR_ADMIN]], domainAdmin: true },
  { mail: 'ssr.vorstand@plenum.test', firstName: 'Felix', lastName: 'Neumann', memberships: [['ssr-muster', SsrLevel.SSR_BOARD]] },
  { mail: 'ssr.gast@plenum.test', firstName: 'Tim', lastName: 'Schwarz', memberships: [['ssr-muster', SsrLevel.GUEST]] },
  // Netzwerk: every NETWORK level.
  { mail: 'netz.admin@plenum.test', firstName: 'Sofia', lastName: 'Zimmermann', memberships: [['net-klima', NetworkLevel.NETWORK_ADMIN]] },
  { mail: 'netz.gast@plenum.test', firstName: 'Ben', lastName: 'Krüger', memberships: [['net-klima', NetworkLevel.GUEST]] },
];

export async function seedDemoData(dataSource: DataSource): Promise<{ created: number }> {
  const hasher = new PasswordHasher();
  let created = 0;
  await dataSource.transaction(async (m) => {
    const domain = await findOrCreate(m, Domain, { name: DOMAIN.name }, DOMAIN, () => created++);
    const tenants = new Map<string, Tenant>();
    for (const t of TENANTS) {
      const tenant = await findOrCreate(
        m, Tenant, { shortcode: t.shortcode },
        { ...t, domainId: domain._id, integrations: allIntegrations(true), icalEnabled: false },
        () => created++,
      );
      tenants.set(t.shortcode, tenant);
    }
    for (const u of DEMO_USERS) {
      const user = await findOrCreate(
        m, User, { mail: u.mail },
        {
          mail: u.mail, firstName: u.firstName, lastName: u.lastName,
          passwordHash: await hasher.hash(DEMO_PASSWORD),
          permissionLevel: u.platformLevel ?? PlatformLevel.PLENUM_MEMBER,
          termsAcceptedAt: new Date(), verifiedAt: new Date(),
        },
        () => created++,
      );
      for (const [shortcode, level] of u.memberships) {
        const tenantId = tenants.get(shortcode)!._id;
        await findOrCreate(m, Membership, { tenantId, userId: user._id }, { tenantId, userId: user._id, level }, () => created++);
      }
      if (u.domainAdmin) {
        await findOrCreate(m, DomainAdministrator, { domainId: domain._id, userId: user._id }, { domainId: domain._id, userId: user._id }, () => created++);
      }
    }
  });
  return { created };
}

async function findOrCreate<T extends object>(
  m: EntityManager,
  entity: new () => T,
  where: Partial<T>,
  values: Partial<T>,
  onCreate: () => void,
): Promise<T> {
  const existing = await m.findOneBy(entity, where as never);
  if (existing) return existing;
  onCreate();
  return m.save(entity, m.create(entity, values as never));
}

/** The lines `npm run up` prints and the README lists. */
export function demoLoginTable(): string {
  const tenantName = new Map(TENANTS.map((t) => [t.shortcode, t]));
  const rows = DEMO_USERS.map((u) => {
    const roles = u.memberships.map(([code, level]) => {
      const t = tenantName.get(code)!;
      return `${tenantLevelLabel(t.type, level)} in ${t.name}`;
    });
    if (u.platformLevel === PlatformLevel.PLENUM_ADMINISTRATION) roles.unshift('Plattform-Administration');
    if (u.platformLevel === PlatformLevel.PLENUM_MODERATION) roles.unshift('Plattform-Moderation');
    if (u.domainAdmin) roles.push(`SV-Administration ${DOMAIN.name}`);
    return `  ${u.mail.padEnd(36)} ${roles.join(', ')}`;
  });
  return [`Demo logins (password for all: ${DEMO_PASSWORD}):`, ...rows].join('\n');
}
