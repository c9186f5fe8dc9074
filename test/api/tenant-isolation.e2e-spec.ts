// A second tenant's member (an admin there, so permissions are not what stops them) tries every tenant
// route on the first tenant's ids: always 404, never data, nothing changed.
import { SvLevel } from '#shared/levels';
import { NOT_FOUND } from '../helpers/expect';
import { tenantState } from '../helpers/tenancy';
import { useTestApp } from '../helpers/test-app';

describe('tenant isolation', () => {
  const t = useTestApp();

  it('answers 404 to a foreign tenant’s admin on every route, through either tenant id', async () => {
    const a = await t.tenant({ name: 'Geheime SV Alpha' });
    const b = await t.tenant({ name: 'SV Beta' });
    const aAdmin = await t.member(a, SvLevel.SV_ADMIN);
    const aMember = await t.member(a, SvLevel.SV_MEMBER);
    const intruder = await t.member(b, SvLevel.SV_ADMIN);
    const aClient = await t.login(aAdmin);
    const secret = 'Vertraulich: Haushaltsplan Alpha';
    const notificationId = (await aClient.post(`/api/tenant/tenant/${a._id}/notification`).send({ content: secret })).body._id as string;
    const invitationId = (await aClient.post(`/api/tenant/tenant/${a._id}/invitation`).send({ mail: 'gast.alpha@plenum.test', level: 1 }))
      .body._id as string;
    expect(notificationId).toBeTruthy();
    expect(invitationId).toBeTruthy();
    const before = await tenantState(t.dataSource, a._id);

    const c = await t.login(intruder);
    const A = `/api/tenant/tenant/${a._id}`;
    const B = `/api/tenant/tenant/${b._id}`;
    const attempts: [string, () => Promise<{ status: number; body: unknown }>][] = [
      ['GET settings', () => c.get(A)],
      ['PUT settings', () => c.put(A).send({ name: 'Gekapert' })],
      ['GET dashboard', () => c.get(`${A}/dashboard`)],
      ['GET members', () => c.get(`${A}/member`)],
      ['GET invitations', () => c.get(`${A}/invitation`)],
      ['POST invitation', () => c.post(`${A}/invitation`).send({ mail: 'x@plenum.test', level: 0 })],
      ['DELETE invitation', () => c.delete(`${A}/invitation/${invitationId}`)],
      ['GET notifications', () => c.get(`${A}/notification`)],
      ['POST notification', () => c.post(`${A}/notification`).send({ content: 'Spam' })],
      ['DELETE notification', () => c.delete(`${A}/notification/${notificationId}`)],
      ['PUT notification seen', () => c.put(`${A}/notification/${notificationId}/seen`)],
      ['POST user/add', () => c.post(`/api/auth/tenant/${a._id}/user/add`).send({ userId: intruder._id, level: 5 })],
      ['PUT user/update', () => c.put(`/api/auth/tenant/${a._id}/user/update`).send({ userId: aMember._id, level: 0 })],
      ['DELETE user/remove', () => c.delete(`/api/auth/tenant/${a._id}/user/remove/${aMember._id}`)],
      // The first tenant's ids through the intruder's own tenant.
      ['DELETE invitation via own tenant', () => c.delete(`${B}/invitation/${invitationId}`)],
      ['DELETE notification via own tenant', () => c.delete(`${B}/notification/${notificationId}`)],
      ['PUT seen via own tenant', () => c.put(`${B}/notification/${notificationId}/seen`)],
      ['PUT user/update via own tenant', () => c.put(`/api/auth/tenant/${b._id}/user/update`).send({ userId: aMember._id, level: 0 })],
      ['DELETE user/remove via own tenant', () => c.delete(`/api/auth/tenant/${b._id}/user/remove/${aMember._id}`)],
      // The user side.
      ['POST join (closed group)', () => c.post(`/api/tenant/user/join/${a._id}`)],
      ['DELETE join (not a member)', () => c.delete(`/api/tenant/user/join/${a._id}`)],
      ['PUT accept foreign invitation', () => c.put(`/api/tenant/user/invitation/${invitationId}`)],
      ['DELETE decline foreign invitation', () => c.delete(`/api/tenant/user/invitation/${invitationId}`)],
    ];
    for (const [name, attempt] of attempts) {
      const res = await attempt();
      expect({ name, status: res.status, body: res.body }).toEqual({ name, status: 404, body: NOT_FOUND });
    }

    const lists = [
      await c.get('/api/tenant/user/tenant'),
      await c.get('/api/tenant/user/invitation'),
      await c.get('/api/tenant/user/notification'),
      await c.get('/api/tenant/public/tenant'),
      await c.get(`${B}/member`),
      await c.get(`${B}/notification`),
      await c.get(`${B}/dashboard`),
      await c.get('/api/auth/public/check'),
    ];
    for (const res of lists) {
      expect(res.status).toBe(200);
      const text = JSON.stringify(res.body);
      for (const leak of [a._id, a.name, secret, notificationId, invitationId, aMember._id]) expect(text).not.toContain(leak);
    }
    const seenAll = await c.put('/api/tenant/user/notification/seen').send({ ids: [notificationId] });
    expect(seenAll.status).toBe(200);

    expect(await tenantState(t.dataSource, a._id)).toEqual(before);
  });
});
