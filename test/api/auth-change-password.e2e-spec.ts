import { MESSAGES, PASSWORD_MAX_LENGTH } from '#shared/validation';
import { accountState, STRONG } from '../helpers/auth';
import { UNAUTHENTICATED } from '../helpers/expect';
import { PASSWORD } from '../helpers/factories';
import { SecretWatch } from '../helpers/secrets';
import { useTestApp } from '../helpers/test-app';

const ROUTE = '/api/auth/private/user/change-password';
const WRONG_OLD = 'Das aktuelle Passwort ist falsch.';

describe('POST /api/auth/private/user/change-password', () => {
  const t = useTestApp();
  const watch = new SecretWatch();

  async function loggedIn(mail: string) {
    const client = watch.client(t);
    expect((await client.post('/api/auth/public/login').send({ mail, password: PASSWORD })).status).toBe(200);
    return client;
  }
  const login = (mail: string, password: string) => watch.client(t).post('/api/auth/public/login').send({ mail, password });

  it('changes the password and ends the other sessions but keeps the current one', async () => {
    const user = await t.user();
    const current = await loggedIn(user.mail);
    const other = await loggedIn(user.mail);

    const res = await current.post(ROUTE).send({ oldPassword: PASSWORD, password: STRONG, passwordRepeat: STRONG });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Dein Passwort wurde geändert.' });

    expect((await other.get('/api/auth/public/check')).status).toBe(401);
    expect((await other.get('/api/auth/public/refresh')).status).toBe(401);
    expect((await current.get('/api/auth/public/check')).status).toBe(200);
    expect((await current.get('/api/auth/public/refresh')).status).toBe(200);
    const reasons = (await accountState(t.dataSource, user.mail)).sessions.map((s) => s.revoked_reason);
    expect(reasons.sort()).toEqual(['password-change', null].sort());

    expect((await login(user.mail, PASSWORD)).status).toBe(401);
    expect((await login(user.mail, STRONG)).status).toBe(200);
  });

  it('answers 400 and changes nothing when the old password is wrong', async () => {
    const user = await t.user();
    const current = await loggedIn(user.mail);
    const other = await loggedIn(user.mail);
    const before = await accountState(t.dataSource, user.mail);

    const res = await current.post(ROUTE).send({ oldPassword: 'Falsch!Passwort1', password: STRONG, passwordRepeat: STRONG });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      code: 'WRONG_PASSWORD',
      message: WRONG_OLD,
      details: [{ field: 'oldPassword', message: WRONG_OLD }],
    });
    expect(await accountState(t.dataSource, user.mail)).toEqual(before);
    expect((await other.get('/api/auth/public/check')).status).toBe(200);
    expect((await login(user.mail, PASSWORD)).status).toBe(200);
  });

  const good = { oldPassword: PASSWORD, password: STRONG, passwordRepeat: STRONG };
  const huge = `Aa1!${'z'.repeat(50_000)}`;
  it.each([
    ['the new password is weak', { ...good, password: 'schwach1', passwordRepeat: 'schwach1' }, 'password', MESSAGES.passwordRule],
    ['the new password is huge', { ...good, password: huge, passwordRepeat: huge }, 'password', MESSAGES.passwordRule],
    ['the repeat differs', { ...good, passwordRepeat: 'Anders!Passwort3' }, 'passwordRepeat', MESSAGES.passwordsDiffer],
    ['the repeat is missing', { oldPassword: PASSWORD, password: STRONG }, 'passwordRepeat', MESSAGES.passwordsDiffer],
    ['the old password is missing', { password: STRONG, passwordRepeat: STRONG }, 'oldPassword', MESSAGES.oldPasswordRequired],
    ['the old password is a number', { ...good, oldPassword: 1234 }, 'oldPassword', MESSAGES.oldPasswordRequired],
    ['the old password is huge', { ...good, oldPassword: 'o'.repeat(100_000) }, 'oldPassword', MESSAGES.tooLong(PASSWORD_MAX_LENGTH)],
    ['an unknown field is sent', { ...good, userId: '00000000-0000-0000-0000-000000000000' }, 'userId', 'Dieses Feld ist nicht erlaubt.'],
  ])('refuses with the German message and changes nothing when %s', async (_, body, field, message) => {
    const user = await t.user();
    const current = await loggedIn(user.mail);
    const before = await accountState(t.dataSource, user.mail);

    const res = await current.post(ROUTE).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message, details: [{ field, message }] });
    expect(await accountState(t.dataSource, user.mail)).toEqual(before);
  });

  it('answers 401 without a session', async () => {
    const res = await watch.client(t).post(ROUTE).send(good);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHENTICATED);
  });

  it('returns no hash, token or cookie value in any response body', () => {
    expect(watch.count).toBeGreaterThan(20);
    expect(watch.leaks()).toEqual([]);
  });
});
