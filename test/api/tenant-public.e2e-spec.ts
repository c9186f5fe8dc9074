// SPEC 7 "Tenant, public side": open groups and domains, readable without an account.
import { randomUUID } from 'node:crypto';
import { SvLevel, TenantType } from '#shared/levels';
import { NOT_FOUND, validationError } from '../helpers/expect';
import { useTestApp } from '../helpers/test-app';

describe('tenant: public side', () => {
  const t = useTestApp();
  const tag = randomUUID().slice(0, 6);
  let domain: { _id: string; name: string };
  let other: { _id: string; name: string };
  let svOpen: { _id: string };
  let ssrOpen: { _id: string };

  beforeAll(async () => {
    domain = await t.domain(`Frankfurt ${tag}`);
    other = await t.domain(`Kassel ${tag}`);
    svOpen = await t.tenant({ name: `SV Lessing ${tag}`, isPublic: true, domainId: domain._id });
    ssrOpen = await t.tenant({ name: `SSR Frankfurt ${tag}`, isPublic: true, type: TenantType.SSR, domainId: domain._id });
    await t.tenant({ name: `SV Geheim ${tag}`, isPublic: false, domainId: domain._id });
    await t.tenant({ name: `SV Kassel ${tag}`, isPublic: true, domainId: other._id });
    await t.member(svOpen, SvLevel.SV_ADMIN);
  });

  it('lists only open groups, anonymously, with domain and member count', async () => {
    const res = await t.client().get(`/api/tenant/public/tenant?text=${tag}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 3, page: 1, pageSize: 50 });
    expect(res.body.items.map((i: { name: string }) => i.name)).toEqual([`SSR Frankfurt ${tag}`, `SV Kassel ${tag}`, `SV Lessing ${tag}`]);
    expect(res.body.items[2]).toEqual({
      _id: svOpen._id,
      name: `SV Lessing ${tag}`,
      type: 'SV',
      typeLabel: 'Schülervertretung',
      domain: { _id: domain._id, name: domain.name },
      memberCount: 1,
      // An SV group admits on request (issue 24): Entdecken says so before anyone asks.
      joinPolicy: 'REQUEST',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    // Settings and integrations are for members only.
    expect(res.body.items[2]).not.toHaveProperty('integrations');
  });

  it('filters by type and domain, matches the text literally and pages', async () => {
    const byType = await t.client().get(`/api/tenant/public/tenant?text=${tag}&type=SSR`);
    expect(byType.body.items.map((i: { _id: string }) => i._id)).toEqual([ssrOpen._id]);
    const byDomain = await t.client().get(`/api/tenant/public/tenant?domainId=${other._id}`);
    expect(byDomain.body).toMatchObject({ total: 1, items: [expect.objectContaining({ name: `SV Kassel ${tag}` })] });
    const wildcard = await t.client().get(`/api/tenant/public/tenant?text=${encodeURIComponent('%')}${tag}`);
    expect(wildcard.body.total).toBe(0);
    const paged = await t.client().get(`/api/tenant/public/tenant?text=${tag}&page=2&pageSize=2`);
    expect(paged.body).toMatchObject({ total: 3, page: 2, pageSize: 2, items: [expect.objectContaining({ name: `SV Lessing ${tag}` })] });
  });

  it('refuses bad filters with German messages', async () => {
    const type = await t.client().get('/api/tenant/public/tenant?type=SCHULE');
    expect(type.status).toBe(400);
    expect(type.body).toEqual(validationError('type', 'Bitte wähle eine gültige Gruppenart aus.'));
    const dom = await t.client().get('/api/tenant/public/tenant?domainId=abc');
    expect(dom.body).toEqual(validationError('domainId', 'Die Kennung ist ungültig.'));
    const page = await t.client().get('/api/tenant/public/tenant?page=0');
    expect(page.body).toEqual(validationError('page', 'Die Seite muss mindestens 1 sein.'));
    const unknown = await t.client().get('/api/tenant/public/tenant?isPublic=false');
    expect(unknown.body).toEqual(validationError('isPublic', 'Dieses Feld ist nicht erlaubt.'));
  });

  it('lists domains with their number of open groups', async () => {
    const res = await t.client().get(`/api/tenant/public/domain?text=${tag}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 2, page: 1, pageSize: 50 });
    expect(res.body.items).toEqual([
      expect.objectContaining({ _id: domain._id, name: domain.name, description: '', publicTenantCount: 2 }),
      expect.objectContaining({ _id: other._id, publicTenantCount: 1 }),
    ]);
  });

  it('shows one domain with its open groups only', async () => {
    const res = await t.client().get(`/api/tenant/public/domain/${domain._id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      _id: domain._id,
      name: domain.name,
      publicTenantCount: 2,
      tenants: { total: 2, page: 1, pageSize: 50 },
    });
    expect(res.body.tenants.items.map((i: { _id: string }) => i._id).sort()).toEqual([svOpen._id, ssrOpen._id].sort());
  });

  it('answers 404 for an unknown or malformed domain', async () => {
    for (const id of [randomUUID(), 'frankfurt']) {
      const res = await t.client().get(`/api/tenant/public/domain/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
    }
  });
});
