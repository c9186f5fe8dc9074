// Demo data for `npm run up`: a platform administrator, one city with an SSR, two SVs (one public) and
// a network, and members at every level of each tenant type, calendar entries (seed-calendar.ts). Idempotent:
// rows are found by their natural keys (mail, domain name, tenant shortcode) and only created when missing.
import { DataSource, EntityManager } from 'typeorm';
import { allIntegrations } from '#shared/integrations';
import { NetworkLevel, PlatformLevel, SsrLevel, SvLevel, TenantType, tenantLevelLabel } from '#shared/levels';
import { PERMISSION_TABLE } from '#shared/permissions';
import { defaultJoinPolicy } from '#shared/tenant';
import { TransactionRunner } from '../src/core/database/transaction';
import { DomainAdministrator } from '../src/core/identity/domain-administrator.entity';
import { Domain } from '../src/core/identity/domain.entity';
import { Membership } from '../src/core/identity/membership.entity';
import { Tenant } from '../src/core/identity/tenant.entity';
import { User } from '../src/core/identity/user.entity';
import type { ObjectStorage } from '../src/infrastructure/storage/object-storage';
import { PasswordHasher } from '../src/modules/auth/password.hasher';
import { GroupNotification } from '../src/modules/tenant/entities/group-notification.entity';
import { Invitation, InvitationState } from '../src/modules/tenant/entities/invitation.entity';
import { JoinRequest } from '../src/modules/tenant/entities/join-request.entity';
import { TENANT_TEXT } from '../src/modules/tenant/tenant.views';
import { seedBudgets } from './seed-budget';
import { seedCalendar } from './seed-calendar';
import { seedChat } from './seed-chat';
import { seedEvents } from './seed-event';
import { seedContacts, seedWiki } from './seed-knowledge';
import { seedProfile, seedProfileObjects } from './seed-profile';
import { seedProjects } from './seed-project';
import { seedSurveys } from './seed-survey';

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
  {
    mail: 'moderation@plenum.test',
    firstName: 'Mo',
    lastName: 'Moderation',
    platformLevel: PlatformLevel.PLENUM_MODERATION,
    memberships: [],
  },
  // SV Goethe-Gymnasium: every SV level. Emma is also in the SSR and the network (group switcher).
  {
    mail: 'emma.schulsprecherin@plenum.test',
    firstName: 'Emma',
    lastName: 'Schulz',
    memberships: [
      ['sv-goethe', SvLevel.SV_ADMIN],
      ['ssr-muster', SsrLevel.SSR_MEMBER],
      ['net-klima', NetworkLevel.NETWORK_MEMBER],
    ],
  },
  { mail: 'weber.lehrerin@plenum.test', firstName: 'Sabine', lastName: 'Weber', memberships: [['sv-goethe', SvLevel.SV_TEACHER]] },
  { mail: 'jonas.vorstand@plenum.test', firstName: 'Jonas', lastName: 'Becker', memberships: [['sv-goethe', SvLevel.SV_BOARD]] },
  { mail: 'mia.mitglied@plenum.test', firstName: 'Mia', lastName: 'Wagner', memberships: [['sv-goethe', SvLevel.SV_MEMBER]] },
  {
    mail: 'paul.klassensprecher@plenum.test',
    firstName: 'Paul',
    lastName: 'Hoffmann',
    memberships: [['sv-goethe', SvLevel.CLASS_SPEAKER]],
  },
  { mail: 'lena.gast@plenum.test', firstName: 'Lena', lastName: 'Fischer', memberships: [['sv-goethe', SvLevel.GUEST]] },
  // SV Schiller-Schule.
  {
    mail: 'noah.schulsprecher@plenum.test',
    firstName: 'Noah',
    lastName: 'Richter',
    memberships: [
      ['sv-schiller', SvLevel.SV_ADMIN],
      ['ssr-muster', SsrLevel.SSR_MEMBER],
    ],
  },
  { mail: 'lara.schiller@plenum.test', firstName: 'Lara', lastName: 'Klein', memberships: [['sv-schiller', SvLevel.SV_MEMBER]] },
  // Stadtschülerrat: every SSR level; the chair also administers the domain.
  {
    mail: 'ssr.vorsitz@plenum.test',
    firstName: 'Hannah',
    lastName: 'Wolf',
    memberships: [['ssr-muster', SsrLevel.SSR_ADMIN]],
    domainAdmin: true,
  },
  { mail: 'ssr.vorstand@plenum.test', firstName: 'Felix', lastName: 'Neumann', memberships: [['ssr-muster', SsrLevel.SSR_BOARD]] },
  { mail: 'ssr.gast@plenum.test', firstName: 'Tim', lastName: 'Schwarz', memberships: [['ssr-muster', SsrLevel.GUEST]] },
  // Netzwerk: every NETWORK level.
  { mail: 'netz.admin@plenum.test', firstName: 'Sofia', lastName: 'Zimmermann', memberships: [['net-klima', NetworkLevel.NETWORK_ADMIN]] },
  { mail: 'netz.gast@plenum.test', firstName: 'Ben', lastName: 'Krüger', memberships: [['net-klima', NetworkLevel.GUEST]] },
];

// Pending invitations: one to a demo account (shows on /user/invitations and the homepage), one to an
// address without an account (registering with it reveals the invitation).
const INVITATIONS: { shortcode: string; mail: string; level: number; by: string }[] = [
  { shortcode: 'sv-schiller', mail: 'mia.mitglied@plenum.test', level: SvLevel.SV_MEMBER, by: 'noah.schulsprecher@plenum.test' },
  { shortcode: 'sv-goethe', mail: 'neu.mitglied@plenum.test', level: SvLevel.CLASS_SPEAKER, by: 'emma.schulsprecherin@plenum.test' },
];

// A pending join request (issue 24): the public SV admits on request, so its admin screen shows one waiting,
// and each of its deciders has the notice naming the requester.
const JOIN_REQUESTS: { shortcode: string; mail: string }[] = [{ shortcode: 'sv-goethe', mail: 'lara.schiller@plenum.test' }];

const NOTIFICATIONS: { shortcode: string; by: string; content: string }[] = [
  {
    shortcode: 'sv-goethe',
    by: 'emma.schulsprecherin@plenum.test',
    content: 'Willkommen im neuen Schuljahr! Die erste SV-Sitzung ist am Dienstag in der 7. Stunde im Raum 204.',
  },
  {
    shortcode: 'sv-goethe',
    by: 'jonas.vorstand@plenum.test',
    content: 'Bitte tragt bis Freitag eure Ideen für das Sommerfest in die Umfrage ein.',
  },
  {
    shortcode: 'ssr-muster',
    by: 'ssr.vorsitz@plenum.test',
    content: 'Die Delegiertenversammlung findet am 3. Dezember um 16 Uhr im Rathaus statt.',
  },
  {
    shortcode: 'net-klima',
    by: 'netz.admin@plenum.test',
    content: 'Neue Materialien zum Klimaschutz-Projekttag liegen im Wissensbereich.',
  },
];

/** `storage` is the API's upload store: the demo files go where downloads will look for them. */
export async function seedDemoData(dataSource: DataSource, options: { storage: ObjectStorage }): Promise<{ created: number }> {
  const hasher = new PasswordHasher();
  let created = 0;
  await new TransactionRunner(dataSource).run(async (m) => {
    const domain = await findOrCreate(m, Domain, { name: DOMAIN.name }, DOMAIN, () => created++);
    const tenants = new Map<string, Tenant>();
    for (const t of TENANTS) {
      const tenant = await findOrCreate(
        m,
        Tenant,
        { shortcode: t.shortcode },
        { ...t, domainId: domain._id, integrations: allIntegrations(true), icalEnabled: false, joinPolicy: defaultJoinPolicy(t.type) },
        () => created++,
      );
      tenants.set(t.shortcode, tenant);
    }
    const users = new Map<string, User>();
    for (const u of DEMO_USERS) {
      const user = await findOrCreate(
        m,
        User,
        { mail: u.mail },
        {
          mail: u.mail,
          firstName: u.firstName,
          lastName: u.lastName,
          passwordHash: await hasher.hash(DEMO_PASSWORD),
          permissionLevel: u.platformLevel ?? PlatformLevel.PLENUM_MEMBER,
          termsAcceptedAt: new Date(),
          verifiedAt: new Date(),
        },
        () => created++,
      );
      users.set(u.mail, user);
      for (const [shortcode, level] of u.memberships) {
        const tenantId = tenants.get(shortcode)!._id;
        await findOrCreate(m, Membership, { tenantId, userId: user._id }, { tenantId, userId: user._id, level }, () => created++);
      }
      if (u.domainAdmin) {
        await findOrCreate(
          m,
          DomainAdministrator,
          { domainId: domain._id, userId: user._id },
          { domainId: domain._id, userId: user._id },
          () => created++,
        );
      }
    }
    for (const i of INVITATIONS) {
      const tenantId = tenants.get(i.shortcode)!._id;
      await findOrCreate(
        m,
        Invitation,
        { tenantId, mail: i.mail },
        { tenantId, mail: i.mail, level: i.level, invitedById: users.get(i.by)!._id, state: InvitationState.PENDING, mailedAt: new Date() },
        () => created++,
      );
    }
    for (const n of NOTIFICATIONS) {
      const tenantId = tenants.get(n.shortcode)!._id;
      await findOrCreate(
        m,
        GroupNotification,
        { tenantId, content: n.content },
        { tenantId, content: n.content, authorId: users.get(n.by)!._id, type: 'INFO' },
        () => created++,
      );
    }
    for (const r of JOIN_REQUESTS) {
      const tenant = tenants.get(r.shortcode)!;
      const requester = users.get(r.mail)!;
      await findOrCreate(
        m,
        JoinRequest,
        { tenantId: tenant._id, userId: requester._id },
        { tenantId: tenant._id, userId: requester._id },
        () => {
          created++;
        },
      );
      const content = TENANT_TEXT.joinRequestNotice(`${requester.firstName} ${requester.lastName}`, tenant.name);
      const deciders = PERMISSION_TABLE[tenant.type]['member:administration'];
      for (const u of DEMO_USERS.filter((d) => d.memberships.some(([code, level]) => code === r.shortcode && deciders.includes(level)))) {
        const recipientId = users.get(u.mail)!._id;
        await findOrCreate(
          m,
          GroupNotification,
          { tenantId: tenant._id, recipientId, content },
          { tenantId: tenant._id, recipientId, content, authorId: null, type: 'JOIN_REQUEST' },
          () => created++,
        );
      }
    }
    await seedCalendar(m, tenants, users, options.storage, () => created++);
    await seedChat(m, tenants, users, () => created++);
    await seedEvents(m, tenants, users, () => created++);
    await seedSurveys(m, tenants, users, () => created++);
    await seedWiki(m, tenants, users, () => created++);
    await seedContacts(m, tenants, users, () => created++);
    await seedProfile(m, tenants, users, options.storage, () => created++);
    await seedProfileObjects(m, tenants, users, options.storage, () => created++);
    await seedBudgets(m, tenants, users, () => created++);
    // After the wiki, event, survey and budget seeds: the project's tasks link to their objects.
    await seedProjects(m, tenants, users, () => created++);
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
