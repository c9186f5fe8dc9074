import { PlatformLevel, SvLevel, TenantType } from '#shared/levels';
import { MESSAGES, PASSWORD_MAX_LENGTH } from '#shared/validation';
import { accountState, setCookie, uniqueIp } from '../helpers/auth';
import { apiError, UNAUTHENTICATED } from '../helpers/expect';
import { makeDomainAdmin, PASSWORD, uniqueMail } from '../helpers/factories';
import { SecretWatch } from '../helpers/secrets';
import { useTestApp } from '../helpers/test-app';

const WRONG = apiError(401, 'WRONG_CREDENTIALS', 'E-Mail-Adresse oder Passwort ist falsch.');
const LOCKED = apiError(429, 'LOGIN_LOCKED', 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuche es in 15 Minuten erneut.');

describe('POST /api/auth/public/login and GET /api/auth/public/check', () => {
  const t = useTestApp({ env: { TRUST_PROXY: 'true' } });
  const watch = new SecretWatch();

  const loginFrom = (ip: string, body: Record<string, unknown>) =>
    watch.client(t).post('/api/auth/public/login').set('X-Forwarded-For', ip).send(body);

  it('sets httpOnly session cookies and returns the auth data when mail and password are right', async () => {
    const domain = await t.domain();
    const tenant = await t.tenant({ type: TenantType.SV, domainId: domain._id, name: 'SV Goetheschule' });
    const user = await t.member(tenant, SvLevel.SV_BOARD, {
      firstName: 'Lea',
      lastName: 'Schmidt',
      permissionLevel: PlatformLevel.SV_MEMBER,
    });
    await makeDomainAdmin(t.dataSource, domain._id, user._id);

    const client = watch.client(t);
    const res = await client.post('/api/auth/public/login').send({ mail: user.mail.toUpperCase(), password: PASSWORD });
    expect(res.status).toBe(200);
    const expected = {
      _id: user._id,
      mail: user.mail,
      contact: { first_name: 'Lea', last_name: 'Schmidt' },
      permissionLevel: PlatformLevel.SV_MEMBER,
      groups: [
        {
          _id: tenant._id,
          name: 'SV Goetheschule',
          type: TenantType.SV,
          permissionLevel: SvLevel.SV_BOARD,
          integrations: expect.any(Object),
          // The group's own role matrix (issue 28): null while it keeps the default table.
          permissions: null,
          joinedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        },
      ],
      domains: [{ _id: domain._id, name: domain.name }],
      // No deletion of the account is pending (issue 26 §2).
      deletionAt: null,
    };
    expect(res.body).toEqual(expected);

    const access = setCookie(res, 'access_token')!;
    const refresh = setCookie(res, 'refresh_token')!;
    expect(access).toMatch(/; Path=\/;/);
    expect(access).toMatch(/HttpOnly/);
    expect(access).toMatch(/SameSite=Lax/);
    expect(refresh).toMatch(/; Path=\/api\/auth\/public;/);
    expect(refresh).toMatch(/HttpOnly/);
    expect(refresh).toMatch(/SameSite=Lax/);

    const check = await client.get('/api/auth/public/check');
    expect(check.status).toBe(200);
    expect(check.body).toEqual(expected);
    expect((await accountState(t.dataSource, user.mail)).sessions).toHaveLength(1);
  });

  it('answers 401 on check when there is no session or the access cookie is forged', async () => {
    const none = await watch.raw(t).get('/api/auth/public/check');
    expect(none.status).toBe(401);
    expect(none.body).toEqual(UNAUTHENTICATED);
    const forged = await watch.raw(t).get('/api/auth/public/check').set('Cookie', 'access_token=eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl');
    expect(forged.status).toBe(401);
    expect(forged.body).toEqual(UNAUTHENTICATED);
  });

  it('gives the same 401 answer for a wrong password and for an unknown address', async () => {
    const user = await t.user();
    const wrongPassword = await loginFrom(uniqueIp(), { mail: user.mail, password: 'Falsch!Passwort1' });
    const unknownMail = await loginFrom(uniqueIp(), { mail: uniqueMail('niemand'), password: 'Falsch!Passwort1' });
    expect({ status: wrongPassword.status, body: wrongPassword.body }).toEqual({ status: 401, body: WRONG });
    expect({ status: unknownMail.status, body: unknownMail.body }).toEqual({ status: 401, body: WRONG });
    expect(wrongPassword.headers['set-cookie']).toBeUndefined();
    expect((await accountState(t.dataSource, user.mail)).sessions).toEqual([]);
  });

  it.each([
    ['the address is invalid', { mail: 'lea@schule', password: PASSWORD }, 'mail', MESSAGES.emailInvalid],
    ['the address is an object', { mail: { $ne: '' }, password: PASSWORD }, 'mail', MESSAGES.emailInvalid],
    ['the password is missing', { mail: 'lea@schule.de' }, 'password', MESSAGES.passwordRequired],
    ['the password is empty', { mail: 'lea@schule.de', password: '' }, 'password', MESSAGES.passwordRequired],
    ['the password is a number', { mail: 'lea@schule.de', password: 12345678 }, 'password', MESSAGES.passwordRequired],
    ['the password is huge', { mail: 'lea@schule.de', password: 'x'.repeat(100_000) }, 'password', MESSAGES.tooLong(PASSWORD_MAX_LENGTH)],
    [
      'an unknown field is sent',
      { mail: 'lea@schule.de', password: PASSWORD, remember: true },
      'remember',
      'Dieses Feld ist nicht erlaubt.',
    ],
  ])('refuses with a validation error and starts no session when %s', async (_, body, field, message) => {
    const res = await loginFrom(uniqueIp(), body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message, details: [{ field, message }] });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('locks the account with 429 after 5 failures, even for the right password from another address', async () => {
    const user = await t.user();
    const bystander = await t.user();
    for (let i = 0; i < 5; i++) {
      const res = await loginFrom(uniqueIp(), { mail: user.mail, password: `Falsch!Passwort${i}` });
      expect({ attempt: i + 1, status: res.status }).toEqual({ attempt: i + 1, status: 401 });
    }

    const locked = await loginFrom(uniqueIp(), { mail: user.mail, password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual(LOCKED);
    expect(locked.headers['set-cookie']).toBeUndefined();
    const lockedOtherCase = await loginFrom(uniqueIp(), { mail: user.mail.toUpperCase(), password: PASSWORD });
    expect(lockedOtherCase.status).toBe(429);
    expect((await accountState(t.dataSource, user.mail)).sessions).toEqual([]);

    // The lock belongs to the account, not to the addresses that tried.
    expect((await loginFrom(uniqueIp(), { mail: bystander.mail, password: PASSWORD })).status).toBe(200);
  });

  it('starts counting failures afresh after a successful login', async () => {
    const user = await t.user();
    const ip = uniqueIp();
    for (let i = 0; i < 4; i++) expect((await loginFrom(ip, { mail: user.mail, password: 'Falsch!Passwort1' })).status).toBe(401);
    expect((await loginFrom(ip, { mail: user.mail, password: PASSWORD })).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await loginFrom(ip, { mail: user.mail, password: 'Falsch!Passwort1' })).status).toBe(401);
    expect((await loginFrom(ip, { mail: user.mail, password: PASSWORD })).status).toBe(200);
  });

  it('returns no hash, token or cookie value in any response body', () => {
    expect(watch.count).toBeGreaterThan(20);
    expect(watch.leaks()).toEqual([]);
  });
});

describe('session cookies behind HTTPS', () => {
  const t = useTestApp({ workers: false, env: { PUBLIC_URL: 'https://plenum.example.org' } });

  it('marks both cookies Secure when the public URL is https', async () => {
    const user = await t.user();
    const res = await t.client().post('/api/auth/public/login').send({ mail: user.mail, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(setCookie(res, 'access_token')).toMatch(/; Secure/);
    expect(setCookie(res, 'refresh_token')).toMatch(/; Secure/);
  });
});
