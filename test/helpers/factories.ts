// Test data straight into the database, so that each test states only what it is about.
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { DomainAdministrator } from '#api/core/identity/domain-administrator.entity';
import { Domain } from '#api/core/identity/domain.entity';
import { Membership } from '#api/core/identity/membership.entity';
import { Tenant } from '#api/core/identity/tenant.entity';
import { User } from '#api/core/identity/user.entity';
import { PasswordHasher } from '#api/modules/auth/password.hasher';
import { allIntegrations, Integrations } from '#shared/integrations';
import { PlatformLevel, TenantType } from '#shared/levels';
import { defaultJoinPolicy, JoinPolicy } from '#shared/tenant';
import type { TestApp } from './app';

export const PASSWORD = 'Sicher!Passwort1';
const hasher = new PasswordHasher();
let hashed: Promise<string> | undefined;

export const uniqueMail = (prefix = 'user') => `${prefix}.${randomUUID().slice(0, 8)}@plenum.test`;

export async function createUser(
  ds: DataSource,
  opts: Partial<Pick<User, 'mail' | 'firstName' | 'lastName' | 'permissionLevel'>> & { verified?: boolean; password?: string } = {},
) {
  const passwordHash = opts.password ? await hasher.hash(opts.password) : await (hashed ??= hasher.hash(PASSWORD));
  return ds.getRepository(User).save({
    mail: opts.mail ?? uniqueMail(),
    passwordHash,
    firstName: opts.firstName ?? 'Test',
    lastName: opts.lastName ?? 'Person',
    permissionLevel: opts.permissionLevel ?? PlatformLevel.PLENUM_MEMBER,
    termsAcceptedAt: new Date(),
    verifiedAt: opts.verified === false ? null : new Date(),
  });
}

export async function createDomain(ds: DataSource, name = `Stadt ${randomUUID().slice(0, 8)}`) {
  return ds.getRepository(Domain).save({ name, description: '' });
}

export async function createTenant(
  ds: DataSource,
  opts: {
    type?: TenantType;
    domainId?: string | null;
    isPublic?: boolean;
    name?: string;
    integrations?: Partial<Integrations>;
    joinPolicy?: JoinPolicy;
  } = {},
) {
  const type = opts.type ?? TenantType.SV;
  return ds.getRepository(Tenant).save({
    name: opts.name ?? `Gruppe ${randomUUID().slice(0, 8)}`,
    type,
    joinPolicy: opts.joinPolicy ?? defaultJoinPolicy(type),
    domainId: opts.domainId ?? null,
    isPublic: opts.isPublic ?? false,
    integrations: { ...allIntegrations(true), ...opts.integrations },
    shortcode: randomUUID().slice(0, 8),
    icalEnabled: false,
  });
}

export async function addMember(ds: DataSource, tenantId: string, userId: string, level: number) {
  return ds.getRepository(Membership).save({ tenantId, userId, level });
}

export async function makeDomainAdmin(ds: DataSource, domainId: string, userId: string) {
  return ds.getRepository(DomainAdministrator).save({ domainId, userId });
}

/** Logs the user in through the API and returns a client holding the session cookies. */
export async function loginAs(t: TestApp, user: { mail: string }, password = PASSWORD) {
  const client = t.client();
  const res = await client.post('/api/auth/public/login').send({ mail: user.mail, password });
  if (res.status !== 200) throw new Error(`login failed for ${user.mail}: ${res.status} ${JSON.stringify(res.body)}`);
  return client;
}
