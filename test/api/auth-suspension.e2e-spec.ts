// PUT /auth/admin/user/{userId} (issue 13): platform administrators set the platform level and suspend or
// lift a suspension. A suspension ends the account's sessions and sockets at once; refresh answers 401 and
// login 403 with a German message until it is lifted. Every change is in the audit log.
import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import type TestAgent from 'supertest/lib/agent';
import { CHAT_REPORT_MESSAGES } from '#shared/chat-reports';
import { PlatformLevel } from '#shared/levels';
import { ADMINISTRATION, auditEntries, MODERATION } from '../fixtures/chat-report';
import { apiError, expectApiError, FORBIDDEN, NOT_FOUND, UNAUTHENTICATED, validationError } from '../helpers/expect';
import { closedWithin, loginTab, openSocket } from '../helpers/sockets';
import { useTestApp } from '../helpers/test-app';

const SUSPENDED = apiError(403, 'ACCOUNT_SUSPENDED', CHAT_REPORT_MESSAGES.suspended);
const LEVEL_INVALID = 'Bitte wähle eine Plattform-Stufe von 0 bis 7.';

describe('auth: platform level and suspension of an account', () => {
  const t = useTestApp();
  const sockets: Socket[] = [];
  let admin: TestAgent;
  let adminId: string;

  beforeAll(async () => {
    const user = await t.user({ permissionLevel: ADMINISTRATION, firstName: 'Ada', lastName: 'Admin' });
    adminId = user._id;
    admin = await t.login(user);
  });

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  it('makes an account a moderator, which takes effect at once, and records it', async () => {
    const user = await t.user({ firstName: 'Mo', lastName: 'Deration' });
    const client = await t.login(user);
    expect((await client.get('/api/chat/admin/report')).status).toBe(403);

    const res = await admin.put(`/api/auth/admin/user/${user._id}`).send({ permissionLevel: MODERATION });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: user._id, mail: user.mail, permissionLevel: MODERATION, suspended: false });
    // The same session: the level is read on every request.
    expect((await client.get('/api/chat/admin/report')).status).toBe(200);

    const [entry] = await auditEntries(t.dataSource, 'user.level-change', user._id);
    expect(entry).toMatchObject({ user_id: adminId, reason: 'ADMIN', route: '/api/auth/admin/user/:userId', method: 'PUT' });
    expect(entry.detail).toEqual({ name: 'Mo Deration', from: 'Plenum-Mitglied', to: 'Moderation' });

    // The same level again changes nothing and records nothing.
    expect((await admin.put(`/api/auth/admin/user/${user._id}`).send({ permissionLevel: MODERATION })).status).toBe(200);
    expect(await auditEntries(t.dataSource, 'user.level-change', user._id)).toHaveLength(1);
  });

  it('suspends an account: its sockets close, requests and refresh answer 401, login 403 until lifted', async () => {
    const user = await t.user({ firstName: 'Sven', lastName: 'Sperre' });
    const bystander = await t.user();
    const tab = await loginTab(t, user.mail);
    const other = await loginTab(t, user.mail);
    const first = await openSocket(t, tab, sockets);
    const second = await openSocket(t, other, sockets);
    const unrelated = await openSocket(t, await loginTab(t, bystander.mail), sockets);

    const res = await admin.put(`/api/auth/admin/user/${user._id}`).send({ suspended: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: user._id, suspended: true });

    expect(await closedWithin(first.closed)).toBe('io server disconnect');
    expect(await closedWithin(second.closed)).toBe('io server disconnect');
    expect(await closedWithin(unrelated.closed, 300)).toBe('still open');
    expectApiError(await tab.client.get('/api/auth/public/check'), UNAUTHENTICATED);
    expectApiError(await other.client.get('/api/auth/public/refresh'), UNAUTHENTICATED);
    expectApiError(await t.client().post('/api/auth/public/login').send({ mail: user.mail, password: 'Sicher!Passwort1' }), SUSPENDED);
    // A wrong password still reads as a wrong password: the suspension is told only to the account's owner.
    const wrong = await t.client().post('/api/auth/public/login').send({ mail: user.mail, password: 'Falsch!Passwort1' });
    expect(wrong.body.code).toBe('WRONG_CREDENTIALS');
    await expect(openSocket(t, tab, sockets)).rejects.toThrow(/refused/);

    const listed = await admin.get('/api/auth/admin/user').query({ text: user.mail });
    expect(listed.body.items).toEqual([expect.objectContaining({ _id: user._id, suspended: true })]);
    expect(await auditEntries(t.dataSource, 'user.suspend', user._id)).toEqual([
      expect.objectContaining({ user_id: adminId, detail: { name: 'Sven Sperre' } }),
    ]);

    // Suspending again changes nothing and records nothing.
    expect((await admin.put(`/api/auth/admin/user/${user._id}`).send({ suspended: true })).status).toBe(200);
    expect(await auditEntries(t.dataSource, 'user.suspend', user._id)).toHaveLength(1);

    const lifted = await admin.put(`/api/auth/admin/user/${user._id}`).send({ suspended: false });
    expect(lifted.body).toMatchObject({ suspended: false });
    const again = await loginTab(t, user.mail);
    expect((await again.client.get('/api/auth/public/check')).status).toBe(200);
    await openSocket(t, again, sockets);
    expect(await auditEntries(t.dataSource, 'user.unsuspend', user._id)).toHaveLength(1);
  });

  it('sets level and suspension in one request', async () => {
    const user = await t.user({ permissionLevel: MODERATION });
    const res = await admin.put(`/api/auth/admin/user/${user._id}`).send({ permissionLevel: PlatformLevel.PLENUM_MEMBER, suspended: true });
    expect(res.body).toMatchObject({ permissionLevel: PlatformLevel.PLENUM_MEMBER, suspended: true });
    expect(await auditEntries(t.dataSource, 'user.level-change', user._id)).toHaveLength(1);
    expect(await auditEntries(t.dataSource, 'user.suspend', user._id)).toHaveLength(1);
  });

  it('is for platform administrators only', async () => {
    const target = await t.user();
    const moderator = await t.login(await t.user({ permissionLevel: MODERATION }));
    const member = (await t.memberSession({ level: 5 })).client;
    expectApiError(await moderator.put(`/api/auth/admin/user/${target._id}`).send({ suspended: true }), FORBIDDEN);
    expectApiError(await member.put(`/api/auth/admin/user/${target._id}`).send({ permissionLevel: ADMINISTRATION }), FORBIDDEN);
    expectApiError(await t.client().put(`/api/auth/admin/user/${target._id}`).send({ suspended: true }), UNAUTHENTICATED);
    const [row] = await t.dataSource.query(`SELECT permission_level, suspended_at FROM user_account WHERE id = $1`, [target._id]);
    expect(row).toEqual({ permission_level: PlatformLevel.PLENUM_MEMBER, suspended_at: null });
  });

  it('refuses the own account, unknown and malformed ids', async () => {
    expectApiError(await admin.put(`/api/auth/admin/user/${adminId}`).send({ suspended: true }), { statusCode: 409, code: 'OWN_ACCOUNT' });
    expectApiError(await admin.put(`/api/auth/admin/user/${adminId}`).send({ permissionLevel: 0 }), {
      statusCode: 409,
      code: 'OWN_ACCOUNT',
    });
    expectApiError(await admin.put(`/api/auth/admin/user/${randomUUID()}`).send({ suspended: true }), {
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Das Konto wurde nicht gefunden.',
    });
    expectApiError(await admin.put('/api/auth/admin/user/not-a-uuid').send({ suspended: true }), NOT_FOUND);
    expectApiError(await admin.put(`/api/auth/admin/user/${'x'.repeat(5000)}`).send({ suspended: true }), NOT_FOUND);
  });

  it('answers 400 to bad bodies and changes nothing', async () => {
    const target = await t.user();
    const url = `/api/auth/admin/user/${target._id}`;
    for (const level of [8, -1, 2.5, '7', null, true, 'x'.repeat(10_000)]) {
      expect((await admin.put(url).send({ permissionLevel: level })).body).toMatchObject(validationError('permissionLevel', LEVEL_INVALID));
    }
    for (const suspended of ['true', 1, null, '<b>ja</b>']) {
      expect((await admin.put(url).send({ suspended })).body).toMatchObject(
        validationError('suspended', 'Der Wert für „gesperrt“ muss true oder false sein.'),
      );
    }
    expect((await admin.put(url).send({})).body).toMatchObject(
      validationError('permissionLevel', 'Bitte gib permissionLevel oder suspended an.'),
    );
    expect((await admin.put(url).send({ suspended: true, mail: 'x@y.de' })).body).toMatchObject(
      validationError('mail', 'Dieses Feld ist nicht erlaubt.'),
    );
    expect((await admin.put(url).set('content-type', 'application/json').send('{"suspended":')).status).toBe(400);
    const [row] = await t.dataSource.query(`SELECT permission_level, suspended_at FROM user_account WHERE id = $1`, [target._id]);
    expect(row).toEqual({ permission_level: PlatformLevel.PLENUM_MEMBER, suspended_at: null });
  });
});
