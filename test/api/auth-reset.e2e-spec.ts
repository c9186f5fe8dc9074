import { MESSAGES } from '#shared/validation';
import { accountState, backdateTokens, expectMailCount, RESET_SUBJECT, STRONG, tokenOf } from '../helpers/auth';
import { linkInvalid } from '../helpers/expect';
import { PASSWORD, uniqueMail } from '../helpers/factories';
import { linkIn, mailsTo, waitForMail } from '../helpers/mail';
import { SecretWatch } from '../helpers/secrets';
import { useTestApp } from '../helpers/test-app';

const SENT = { message: 'Wenn ein Konto mit dieser E-Mail-Adresse existiert, haben wir dir einen Link zum Zurücksetzen geschickt.' };
const DONE = { message: 'Dein Passwort wurde geändert. Du kannst dich jetzt anmelden.' };

describe('password reset', () => {
  const t = useTestApp();
  const watch = new SecretWatch();

  const request = (mail: unknown, route = 'reset-password') => watch.client(t).post(`/api/auth/public/${route}`).send({ mail });
  const reset = (token: string, body: Record<string, unknown>) =>
    watch
      .client(t)
      .post(`/api/auth/public/reset-password/${encodeURIComponent(token)}`)
      .send(body);
  const login = (mail: string, password: string) => watch.client(t).post('/api/auth/public/login').send({ mail, password });

  async function requestToken(mail: string): Promise<string> {
    expect((await request(mail)).status).toBe(200);
    const token = tokenOf(await waitForMail(mail, RESET_SUBJECT), '/reset-password/');
    watch.remember(token);
    // The mail job clears the sealed address just after sending: done before a test compares the rows.
    await t.drain();
    return token;
  }

  it('answers identically for known and unknown addresses and mails a link only to the known one', async () => {
    const user = await t.user();
    const nobody = uniqueMail('unbekannt');
    for (const route of ['reset-password', 'reset-password-repeat']) {
      const known = await request(user.mail, route);
      const unknown = await request(nobody, route);
      expect({ status: known.status, body: known.body }).toEqual({ status: 200, body: SENT });
      expect({ status: unknown.status, body: unknown.body }).toEqual({ status: 200, body: SENT });
    }
    const mail = await waitForMail(user.mail, RESET_SUBJECT);
    const link = linkIn(mail, '/reset-password/');
    expect(link.origin).toBe(t.origin);
    const token = tokenOf(mail, '/reset-password/');
    watch.remember(token);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);

    const [stored] = (await accountState(t.dataSource, user.mail)).tokens;
    expect(stored.token_hash).not.toContain(token);
    const lifetime = (stored.expires_at as Date).getTime() - (stored.created_at as Date).getTime();
    expect(Math.abs(lifetime - 60 * 60_000)).toBeLessThan(5000);
    expect(await mailsTo(nobody)).toEqual([]);
  });

  it('sets the new password, ends every session and refuses the same link again', async () => {
    const user = await t.user();
    const phone = await t.login(user);
    const laptop = await t.login(user);
    const token = await requestToken(user.mail);

    const res = await reset(token, { password: STRONG, passwordRepeat: STRONG });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(DONE);

    expect((await phone.get('/api/auth/public/check')).status).toBe(401);
    expect((await laptop.get('/api/auth/public/check')).status).toBe(401);
    expect((await laptop.get('/api/auth/public/refresh')).status).toBe(401);
    const sessions = (await accountState(t.dataSource, user.mail)).sessions;
    expect(sessions.map((s) => s.revoked_reason)).toEqual(['password-reset', 'password-reset']);

    expect((await login(user.mail, PASSWORD)).status).toBe(401);
    expect((await login(user.mail, STRONG)).status).toBe(200);

    const again = await reset(token, { password: 'Noch!einPasswort2' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(linkInvalid);
    expect((await login(user.mail, STRONG)).status).toBe(200);
  });

  it('answers 400 "Der Link ist ungültig" and changes nothing when the link has expired', async () => {
    const user = await t.user();
    const token = await requestToken(user.mail);
    await backdateTokens(t.dataSource, user.mail, 'RESET', 'expires_at', 60 * 60_000 + 1000);
    const before = await accountState(t.dataSource, user.mail);

    const res = await reset(token, { password: STRONG });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(linkInvalid);
    expect(await accountState(t.dataSource, user.mail)).toEqual(before);
  });

  it('answers 400 "Der Link ist ungültig" when the token is unknown or absurdly long', async () => {
    for (const token of ['unbekannt', 'x'.repeat(3000)]) {
      const res = await reset(token, { password: STRONG });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(linkInvalid);
    }
  });

  it.each([
    ['the password is weak', { password: 'schwach' }, 'password', MESSAGES.passwordRule],
    ['the password is missing', {}, 'password', MESSAGES.passwordRule],
    ['the password is a number', { password: 123456789 }, 'password', MESSAGES.passwordRule],
    ['the password is huge', { password: `Aa1!${'y'.repeat(100_000)}` }, 'password', MESSAGES.passwordRule],
    ['the repeat differs', { password: STRONG, passwordRepeat: `${STRONG}x` }, 'passwordRepeat', MESSAGES.passwordsDiffer],
    ['an unknown field is sent', { password: STRONG, mail: 'x@y.de' }, 'mail', 'Dieses Feld ist nicht erlaubt.'],
  ])('refuses with the German message and keeps the link usable when %s', async (_, body, field, message) => {
    const user = await t.user();
    const token = await requestToken(user.mail);
    const before = await accountState(t.dataSource, user.mail);

    const res = await reset(token, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message, details: [{ field, message }] });
    expect(await accountState(t.dataSource, user.mail)).toEqual(before);
    expect((await reset(token, { password: STRONG })).status).toBe(200);
  });

  it.each([
    ['the address is invalid', { mail: 'keine-adresse' }, 'mail', MESSAGES.emailInvalid],
    ['the address is a list', { mail: ['a@b.de'] }, 'mail', MESSAGES.emailInvalid],
    ['the address is huge', { mail: `${'m'.repeat(10_000)}@plenum.test` }, 'mail', MESSAGES.emailInvalid],
    ['an unknown field is sent', { mail: 'a@b.de', redirect: 'https://evil.example' }, 'redirect', 'Dieses Feld ist nicht erlaubt.'],
  ])('refuses a reset request with the German message when %s', async (_, body, field, message) => {
    const res = await watch.client(t).post('/api/auth/public/reset-password').send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message, details: [{ field, message }] });
  });

  it('sends no second mail for a repeat within 10 seconds, but does after 10 seconds', async () => {
    const user = await t.user();
    expect((await request(user.mail)).status).toBe(200);
    expect((await request(user.mail, 'reset-password-repeat')).status).toBe(200);
    expect((await request(user.mail, 'reset-password-repeat')).status).toBe(200);
    expect((await accountState(t.dataSource, user.mail)).tokens).toHaveLength(1);
    await expectMailCount(t, user.mail, 1, { subject: RESET_SUBJECT });

    await backdateTokens(t.dataSource, user.mail, 'RESET', 'created_at', 10_001);
    expect((await request(user.mail, 'reset-password-repeat')).status).toBe(200);
    const mails = await expectMailCount(t, user.mail, 2, { subject: RESET_SUBJECT });
    const [a, b] = mails.map((m) => tokenOf(m, '/reset-password/'));
    watch.remember(a, b);
    expect(a).not.toBe(b);
  });

  it('verifies the address and lifts a login lock when the password is reset', async () => {
    const user = await t.user({ verified: false });
    for (let i = 0; i < 5; i++) await login(user.mail, 'Falsch!Passwort1');
    expect((await login(user.mail, PASSWORD)).status).toBe(429);

    const token = await requestToken(user.mail);
    expect((await reset(token, { password: STRONG })).status).toBe(200);
    expect((await accountState(t.dataSource, user.mail)).user!.verified_at).toBeInstanceOf(Date);
    expect((await login(user.mail, STRONG)).status).toBe(200);
  });

  it('returns no hash, token or cookie value in any response body', () => {
    expect(watch.count).toBeGreaterThan(30);
    expect(watch.leaks()).toEqual([]);
  });
});
