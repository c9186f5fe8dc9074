// Invitations: GET/POST/DELETE /tenant/tenant/{tenantId}/invitation and the invitee's side
// GET /tenant/user/invitation, PUT (accept) and DELETE (decline) /tenant/user/invitation/{invitationId}.
import { randomUUID } from 'node:crypto';
import { SvLevel } from '#shared/levels';
import { FORBIDDEN, NOT_FOUND, validationError } from '../helpers/expect';
import { uniqueMail } from '../helpers/factories';
import { linkIn, waitForMail, waitForMails } from '../helpers/mail';
import { tenantState } from '../helpers/tenancy';
import { useTestApp } from '../helpers/test-app';

describe('tenant: invitations', () => {
  const t = useTestApp({ env: { PUBLIC_URL: 'http://localhost:3000' } });

  it('invites an address without an account: mail, registration with that address, accept at the invited level', async () => {
    const { tenant, client: admin, user: adminUser } = await t.memberSession({ level: SvLevel.SV_ADMIN });
    const mail = uniqueMail('eingeladen');

    const invite = await admin
      .post(`/api/tenant/tenant/${tenant._id}/invitation`)
      .send({ mail: `  ${mail.toUpperCase()} `, level: SvLevel.SV_BOARD });
    expect(invite.status).toBe(201);
    expect(invite.body).toMatchObject({
      tenantId: tenant._id,
      mail,
      level: 3,
      levelLabel: 'SV-Vorstand',
      state: 'PENDING',
      respondedAt: null,
      invitedBy: { _id: adminUser._id, contact: { first_name: 'Test', last_name: 'Person' } },
    });

    const invitationMail = await waitForMail(mail, /Einladung/);
    expect(invitationMail.subject).toBe(`Plenum: Einladung in die Gruppe ${tenant.name}`);
    expect(invitationMail.text).toContain('SV-Vorstand');
    expect(invitationMail.text).toContain('Registriere dich mit genau dieser E-Mail-Adresse');
    expect(linkIn(invitationMail, '/user/invitations').toString()).toBe('http://localhost:3000/user/invitations');

    // The invitee registers with that address and verifies it.
    const invitee = t.client();
    const reg = await invitee
      .post('/api/auth/public/register')
      .send({ mail, password: 'Gutes!Passwort9', contact: { first_name: 'Ina', last_name: 'Neu' }, termsAccepted: true });
    expect(reg.status).toBe(201);
    const token = linkIn(await waitForMail(mail, /bestätige/), '/verify').searchParams.get('token');
    expect((await invitee.post('/api/auth/public/verify').send({ token })).status).toBe(200);
    expect((await invitee.post('/api/auth/public/login').send({ mail, password: 'Gutes!Passwort9' })).status).toBe(200);

    const mine = await invitee.get('/api/tenant/user/invitation');
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      total: 1,
      items: [{ _id: invite.body._id, tenant: { _id: tenant._id, name: tenant.name, type: 'SV' }, level: 3, state: 'PENDING' }],
    });

    const accept = await invitee.put(`/api/tenant/user/invitation/${invite.body._id}`);
    expect(accept.status).toBe(200);
    expect(accept.body).toMatchObject({
      message: 'Du hast die Einladung angenommen.',
      group: { _id: tenant._id, permissionLevel: 3, levelLabel: 'SV-Vorstand' },
    });
    const members = await admin.get(`/api/tenant/tenant/${tenant._id}/member`);
    expect(members.body.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ mail, level: 3, levelLabel: 'SV-Vorstand', contact: { first_name: 'Ina', last_name: 'Neu' } }),
      ]),
    );
    expect((await invitee.get('/api/tenant/user/invitation')).body.total).toBe(0);
    const [row] = await t.dataSource.query(`SELECT state, responded_at FROM invitation WHERE id = $1`, [invite.body._id]);
    expect(row.state).toBe('ACCEPTED');
    expect(row.responded_at).toBeTruthy();
    // An answered invitation is gone for good.
    expect((await invitee.put(`/api/tenant/user/invitation/${invite.body._id}`)).status).toBe(404);
  });

  it('refreshes the pending invitation when the address is invited again, mailing it again at most every 10 minutes', async () => {
    const { tenant, client: admin } = await t.memberSession({ level: SvLevel.SV_ADMIN });
    const mail = uniqueMail('zweimal');
    const url = `/api/tenant/tenant/${tenant._id}/invitation`;
    const first = await admin.post(url).send({ mail, level: SvLevel.CLASS_SPEAKER });
    expect(first.body).toMatchObject({ state: 'PENDING', mailSent: true });
    await waitForMail(mail, /Einladung/);

    const second = await admin.post(url).send({ mail, level: SvLevel.SV_MEMBER });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ _id: first.body._id, level: SvLevel.SV_MEMBER, levelLabel: 'SV-Mitglied', mailSent: false });
    expect(new Date(second.body.invitedAt).getTime()).toBeGreaterThanOrEqual(new Date(first.body.invitedAt).getTime());
    expect((await tenantState(t.dataSource, tenant._id)).invitations).toHaveLength(1);

    // Ten minutes later the same invitation is mailed again, with the new role.
    await t.dataSource.query(`UPDATE invitation SET mailed_at = now() - interval '11 minutes' WHERE id = $1`, [first.body._id]);
    const third = await admin.post(url).send({ mail, level: SvLevel.SV_MEMBER });
    expect(third.body).toMatchObject({ _id: first.body._id, mailSent: true });
    const mails = await waitForMails(mail, { subject: /Einladung/, count: 2 });
    expect(mails).toHaveLength(2);
    expect(mails[mails.length - 1].text).toContain('SV-Mitglied');

    const list = await admin.get(url);
    expect(list.body).toMatchObject({ total: 1, items: [{ _id: first.body._id, level: SvLevel.SV_MEMBER, state: 'PENDING' }] });
    expect(list.body.items[0]).not.toHaveProperty('mailSent');
  });

  it('tells an invitee who has an account to log in, and lets them decline', async () => {
    const { tenant, client: admin } = await t.memberSession({ level: SvLevel.SV_ADMIN });
    const existing = await t.user();
    const invite = await admin.post(`/api/tenant/tenant/${tenant._id}/invitation`).send({ mail: existing.mail, level: SvLevel.SV_MEMBER });
    const mail = await waitForMail(existing.mail, /Einladung/);
    expect(mail.text).toContain('Melde dich an');

    const client = await t.login(existing);
    const decline = await client.delete(`/api/tenant/user/invitation/${invite.body._id}`);
    expect(decline.status).toBe(200);
    expect(decline.body).toEqual({ message: 'Du hast die Einladung abgelehnt.' });
    const state = await tenantState(t.dataSource, tenant._id);
    expect(state.invitations[0].state).toBe('REJECTED');
    expect(state.memberships).toHaveLength(1);
    const rejected = await admin.get(`/api/tenant/tenant/${tenant._id}/invitation?state=REJECTED`);
    expect(rejected.body.items).toEqual([
      expect.objectContaining({ _id: invite.body._id, state: 'REJECTED', respondedAt: expect.any(String) }),
    ]);
    expect((await admin.get(`/api/tenant/tenant/${tenant._id}/invitation`)).body.total).toBe(0);
  });

  it('keeps an invitation hidden from every other account: list empty, accept and decline 404', async () => {
    const { tenant, client: admin } = await t.memberSession({ level: SvLevel.SV_ADMIN });
    const invitee = await t.user();
    const invite = await admin.post(`/api/tenant/tenant/${tenant._id}/invitation`).send({ mail: invitee.mail, level: SvLevel.SV_MEMBER });
    const before = await tenantState(t.dataSource, tenant._id);
    const stranger = await t.login(await t.user());
    expect((await stranger.get('/api/tenant/user/invitation')).body.total).toBe(0);
    for (const res of [
      await stranger.put(`/api/tenant/user/invitation/${invite.body._id}`),
      await stranger.delete(`/api/tenant/user/invitation/${invite.body._id}`),
      await admin.put(`/api/tenant/user/invitation/${invite.body._id}`),
      await stranger.put(`/api/tenant/user/invitation/${randomUUID()}`),
      await stranger.put('/api/tenant/user/invitation/kaputt'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
    }
    expect(await tenantState(t.dataSource, tenant._id)).toEqual(before);
  });

  it('refuses bad input, members, levels above the caller and callers without member administration', async () => {
    const { tenant, client: admin } = await t.memberSession({ level: SvLevel.SV_ADMIN });
    const teacher = await t.member(tenant, SvLevel.SV_TEACHER);
    const board = await t.member(tenant, SvLevel.SV_BOARD);
    const member = await t.member(tenant, SvLevel.SV_MEMBER);
    const url = `/api/tenant/tenant/${tenant._id}/invitation`;
    const before = await tenantState(t.dataSource, tenant._id);

    expect((await admin.post(url).send({ mail: 'lea@schule', level: 1 })).body).toEqual(
      validationError('mail', 'Die E-Mail-Adresse ist nicht gültig.'),
    );
    expect((await admin.post(url).send({ level: 1 })).body).toEqual(validationError('mail', 'Die E-Mail-Adresse ist nicht gültig.'));
    expect((await admin.post(url).send({ mail: uniqueMail(), level: 9 })).body).toEqual(
      validationError('level', 'Diese Rolle gibt es in dieser Gruppe nicht.'),
    );
    expect((await admin.post(url).send({ mail: uniqueMail(), level: 1, tenantId: randomUUID() })).body).toEqual(
      validationError('tenantId', 'Dieses Feld ist nicht erlaubt.'),
    );
    const already = await admin.post(url).send({ mail: member.mail, level: 1 });
    expect(already.body).toMatchObject({ statusCode: 409, code: 'ALREADY_MEMBER' });
    const above = await (await t.login(teacher)).post(url).send({ mail: uniqueMail(), level: SvLevel.SV_ADMIN });
    expect(above.body).toMatchObject({ statusCode: 403, code: 'LEVEL_ABOVE_OWN' });
    const boardClient = await t.login(board);
    for (const res of [await boardClient.post(url).send({ mail: uniqueMail(), level: 0 }), await boardClient.get(url)]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual(FORBIDDEN);
    }
    expect((await admin.get(`${url}?state=OFFEN`)).body).toEqual(validationError('state', 'Bitte wähle einen gültigen Status aus.'));
    expect(await tenantState(t.dataSource, tenant._id)).toEqual(before);
  });

  it('lets member administration delete an invitation; unknown ones are 404', async () => {
    const { tenant, client: admin } = await t.memberSession({ level: SvLevel.SV_ADMIN });
    const invitee = await t.user();
    const invite = await admin.post(`/api/tenant/tenant/${tenant._id}/invitation`).send({ mail: invitee.mail, level: 1 });
    const del = await admin.delete(`/api/tenant/tenant/${tenant._id}/invitation/${invite.body._id}`);
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ message: 'Die Einladung wurde gelöscht.' });
    expect((await tenantState(t.dataSource, tenant._id)).invitations).toEqual([]);
    expect((await admin.delete(`/api/tenant/tenant/${tenant._id}/invitation/${invite.body._id}`)).body).toEqual(NOT_FOUND);
    expect((await (await t.login(invitee)).get('/api/tenant/user/invitation')).body.total).toBe(0);
  });
});
