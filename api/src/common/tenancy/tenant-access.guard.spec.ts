import { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { allIntegrations } from '#shared/integrations';
import { PlatformLevel, SvLevel, TenantType } from '#shared/levels';
import { DomainException } from '../../core/domain.exception';
import { TenantAccessGuard } from './tenant-access.guard';
import { TenantAccessRepository } from './tenant-access.repository';
import { TenantRequest } from './tenant-context';
import { TENANT_ACCESS, TenantRequirement } from './tenant-requirement';

const TENANT_ID = '6f1c2a4e-1111-4222-8333-944455556666';
const USER_ID = '0a1b2c3d-1111-4222-8333-944455556666';

function setup(opts: {
  requirement?: TenantRequirement;
  tenant?: { integrations?: Partial<Record<string, boolean>> } | null;
  membershipLevel?: number | null;
  platformLevel?: number;
  tenantId?: string;
}) {
  const tenant =
    opts.tenant === null
      ? null
      : { _id: TENANT_ID, type: TenantType.SV, integrations: { ...allIntegrations(true), ...opts.tenant?.integrations } };
  const membership =
    opts.membershipLevel === null || opts.membershipLevel === undefined
      ? null
      : { tenantId: TENANT_ID, userId: USER_ID, level: opts.membershipLevel };
  const audits: unknown[] = [];
  const repo = {
    findAccess: jest.fn(async () => (tenant ? { tenant, membership } : null)),
    recordAudit: jest.fn(async (entry: unknown) => void audits.push(entry)),
  } as unknown as TenantAccessRepository;
  const reflector = {
    getAllAndOverride: jest.fn((key: string) => (key === TENANT_ACCESS ? opts.requirement : undefined)),
  } as unknown as Reflector;
  const req = {
    params: { tenantId: opts.tenantId ?? TENANT_ID },
    user: { userId: USER_ID, sessionId: 's', mail: 'x@y.de', permissionLevel: opts.platformLevel ?? PlatformLevel.PLENUM_MEMBER },
    method: 'POST',
    originalUrl: `/api/calendar/tenant/${TENANT_ID}/event?x=1`,
    // Express's path: without the query string, which the audit entry never keeps.
    path: `/api/calendar/tenant/${TENANT_ID}/event`,
  } as unknown as TenantRequest;
  const context = {
    getHandler: () => undefined,
    getClass: () => undefined,
    switchToHttp: () => ({ getRequest: () => req }),
  } as unknown as ExecutionContext;
  return { guard: new TenantAccessGuard(reflector, repo), context, req, audits };
}

async function statusOf(promise: Promise<unknown>): Promise<number | 'ok'> {
  try {
    await promise;
    return 'ok';
  } catch (err) {
    if (err instanceof DomainException) return err.status;
    throw err;
  }
}

describe('TenantAccessGuard', () => {
  it('does nothing on routes without a tenant requirement', async () => {
    const { guard, context } = setup({});
    expect(await guard.canActivate(context)).toBe(true);
  });

  it('answers 404 for a malformed id, an unknown tenant and a tenant the caller does not belong to', async () => {
    const malformed = setup({ requirement: {}, tenantId: 'not-a-uuid', membershipLevel: 5 });
    expect(await statusOf(malformed.guard.canActivate(malformed.context))).toBe(404);
    const unknown = setup({ requirement: {}, tenant: null, membershipLevel: 5 });
    expect(await statusOf(unknown.guard.canActivate(unknown.context))).toBe(404);
    const foreign = setup({ requirement: { permission: 'calendar:create' }, membershipLevel: null });
    expect(await statusOf(foreign.guard.canActivate(foreign.context))).toBe(404);
  });

  it('lets a member through and puts tenant, membership and level on the request', async () => {
    const s = setup({ requirement: { permission: 'calendar:create' }, membershipLevel: SvLevel.CLASS_SPEAKER });
    expect(await s.guard.canActivate(s.context)).toBe(true);
    expect(s.req.tenantContext).toMatchObject({ tenant: { _id: TENANT_ID }, membership: { level: 1 }, level: 1, platformStaff: false });
  });

  it('answers 403 when the level is not in the permission’s list', async () => {
    const s = setup({ requirement: { permission: 'calendar:edit' }, membershipLevel: SvLevel.SV_TEACHER });
    expect(await statusOf(s.guard.canActivate(s.context))).toBe(403);
  });

  it('answers 403 MODULE_DISABLED when the permission’s integration is off, even for an admin', async () => {
    const s = setup({
      requirement: { permission: 'calendar:create' },
      membershipLevel: SvLevel.SV_ADMIN,
      tenant: { integrations: { calendar: false } },
    });
    await expect(s.guard.canActivate(s.context)).rejects.toMatchObject({ status: 403, code: 'MODULE_DISABLED' });
  });

  it('closes member-only routes of a module through the named integration', async () => {
    const s = setup({
      requirement: { integration: 'dashboard' },
      membershipLevel: SvLevel.GUEST,
      tenant: { integrations: { dashboard: false } },
    });
    await expect(s.guard.canActivate(s.context)).rejects.toMatchObject({ code: 'MODULE_DISABLED' });
  });

  it('lets platform moderators act in a tenant they do not belong to, as its admin, and audits it', async () => {
    const s = setup({
      requirement: { permission: 'tenant:administration' },
      membershipLevel: null,
      platformLevel: PlatformLevel.PLENUM_MODERATION,
    });
    expect(await s.guard.canActivate(s.context)).toBe(true);
    expect(s.req.tenantContext).toMatchObject({ membership: null, level: SvLevel.SV_ADMIN, platformStaff: true });
    expect(s.audits).toEqual([
      expect.objectContaining({
        userId: USER_ID,
        tenantId: TENANT_ID,
        permission: 'tenant:administration',
        reason: 'NOT_MEMBER',
        method: 'POST',
        route: `/api/calendar/tenant/${TENANT_ID}/event`,
      }),
    ]);
  });

  it('audits staff who are members only when their own level would not have been enough', async () => {
    const enough = setup({
      requirement: { permission: 'calendar:create' },
      membershipLevel: SvLevel.SV_MEMBER,
      platformLevel: PlatformLevel.PLENUM_ADMINISTRATION,
    });
    await enough.guard.canActivate(enough.context);
    expect(enough.audits).toHaveLength(0);
    const override = setup({
      requirement: { permission: 'tenant:administration' },
      membershipLevel: SvLevel.SV_MEMBER,
      platformLevel: PlatformLevel.PLENUM_ADMINISTRATION,
    });
    await override.guard.canActivate(override.context);
    expect(override.audits).toEqual([expect.objectContaining({ reason: 'LEVEL' })]);
  });

  it('does not open a switched-off module for platform staff either', async () => {
    const s = setup({
      requirement: { permission: 'budget:create' },
      membershipLevel: null,
      platformLevel: PlatformLevel.PLENUM_ADMINISTRATION,
      tenant: { integrations: { budget: false } },
    });
    await expect(s.guard.canActivate(s.context)).rejects.toMatchObject({ code: 'MODULE_DISABLED' });
  });
});
