import { MESSAGES } from '#shared/validation';
import {
  accountState,
  backdateTokens,
  cookieValue,
  expectMailCount,
  registerAndReadToken,
  STRONG,
  tokenOf,
  VERIFY_SUBJECT,
} from '../helpers/auth';
import { apiError, linkInvalid } from '../helpers/expect';
import { uniqueMail } from '../helpers/factories';
import { SecretWatch } from '../helpers/secrets';
import { useTestApp } from '../helpers/test-app';

const NOT_VERIFIED = 'Bitte bestätige zuerst deine E-Mail-Adresse. Wir haben dir den Link (erneut) geschickt.';
const VERIFIED = 'Deine E-Mail-Adresse ist bestätigt. Du kannst dich jetzt anmelden.';
const ALREADY_VERIFIED = 'Deine E-Mail-Adresse ist schon bestätigt. Du kannst dich anmelden.';

describe('e-mail verification', () => {
  const t = useTestApp();
  const watch = new SecretWatch();

  const verify = (token: unknown) => watch.client(t).post('/api/auth/public/verify').send({ token });
  const login = (mail: string) => watch.client(t).post('/api/auth/public/login').send({ mail, password: STRONG });

  it('activates the account once and says it is already confirmed on a second click', async () => {
    const mail = uniqueMail('bestaetigen');
    const token = await registerAndReadToken(watch.client(t), mail);
    watch.remember(token);

    const first = await verify(token);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: VERIFIED });
    const verifiedAt = (await accountState(t.dataSource, mail)).user!.verified_at;
    expect(verifiedAt).toBeInstanceOf(Date);

    const again = await verify(token);
    expect(again.status).toBe(400);
    expect(again.body).toEqual(apiError(400, 'ALREADY_VERIFIED', ALREADY_VERIFIED));
    expect((await accountState(t.dataSource, mail)).user!.verified_at).toEqual(verifiedAt);
    expect((await login(mail)).status).toBe(200);
  });

  it('answers 400 "Der Link ist ungültig" and keeps the account unverified when the link has expired', async () => {
    const mail = uniqueMail('abgelaufen');
    const token = await registerAndReadToken(watch.client(t), mail);
    watch.remember(token);
    await backdateTokens(t.dataSource, mail, 'VERIFY', 'expires_at', 48 * 3600_000 + 1000);
    const before = await accountState(t.dataSource, mail);

    const res = await verify(token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(linkInvalid);
    expect(await accountState(t.dataSource, mail)).toEqual(before);
  });

  it('answers 400 "Der Link ist ungültig" when the token is unknown', async () => {
    const res = await verify('x'.repeat(43));
    expect(res.status).toBe(400);
    expect(res.body).toEqual(linkInvalid);
  });

  it.each([
    ['the token is missing', {}, 'token', MESSAGES.linkInvalid],
    ['the token is empty', { token: '' }, 'token', MESSAGES.linkInvalid],
    ['the token is a number', { token: 12345 }, 'token', MESSAGES.linkInvalid],
    ['the token is huge', { token: 'a'.repeat(100_000) }, 'token', MESSAGES.linkInvalid],
    ['an unknown field is sent', { token: 'abc', userId: 'x' }, 'userId', 'Dieses Feld ist nicht erlaubt.'],
  ])('refuses with a validation error when %s', async (_, body, field, message) => {
    const res = await watch.client(t).post('/api/auth/public/verify').send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message, details: [{ field, message }] });
  });

  it('answers 403 without a session and sends the link again exactly once when an unverified account logs in twice', async () => {
    const mail = uniqueMail('zufrueh');
    const original = await registerAndReadToken(watch.client(t), mail);

    const first = await login(mail);
    expect(first.status).toBe(403);
    expect(first.body).toEqual({ statusCode: 403, code: 'NOT_VERIFIED', message: NOT_VERIFIED, details: [] });
    expect(cookieValue(first, 'access_token')).toBeUndefined();
    expect((await login(mail)).status).toBe(403);

    const state = await accountState(t.dataSource, mail);
    expect(state.sessions).toEqual([]);
    expect(state.outbox.map((row) => row.type)).toEqual(['auth.user-registered', 'auth.verification-resent']);
    const mails = await expectMailCount(t, mail, 2, { subject: VERIFY_SUBJECT });
    const resent = tokenOf(
      mails.find((m) => !m.text.includes(encodeURIComponent(original)))!,
      '/verify',
    );
    watch.remember(original, resent);
    expect(resent).not.toBe(original);

    expect((await verify(resent)).status).toBe(200);
    expect((await login(mail)).status).toBe(200);
  });

  it('sends the link again only when 10 minutes have passed since the last resend', async () => {
    const mail = uniqueMail('erneut');
    await registerAndReadToken(watch.client(t), mail);
    expect((await login(mail)).status).toBe(403);
    await expectMailCount(t, mail, 2, { subject: VERIFY_SUBJECT });

    await backdateTokens(t.dataSource, mail, 'VERIFY', 'created_at', 9 * 60_000);
    expect((await login(mail)).status).toBe(403);
    expect((await accountState(t.dataSource, mail)).tokens).toHaveLength(2);

    await backdateTokens(t.dataSource, mail, 'VERIFY', 'created_at', 60_000 + 1000);
    expect((await login(mail)).status).toBe(403);
    expect((await login(mail)).status).toBe(403);
    const types = (await accountState(t.dataSource, mail)).outbox.map((row) => row.type);
    expect(types).toEqual(['auth.user-registered', 'auth.verification-resent', 'auth.verification-resent']);
    const mails = await expectMailCount(t, mail, 3, { subject: VERIFY_SUBJECT });
    for (const m of mails) watch.remember(tokenOf(m, '/verify'));
  });

  it('resends only once when two logins of an unverified account race', async () => {
    const mail = uniqueMail('parallel');
    await registerAndReadToken(watch.client(t), mail);
    const answers = await Promise.all([login(mail), login(mail), login(mail)]);
    expect(answers.map((res) => res.status)).toEqual([403, 403, 403]);
    expect((await accountState(t.dataSource, mail)).tokens).toHaveLength(2);
    const mails = await expectMailCount(t, mail, 2, { subject: VERIFY_SUBJECT });
    for (const m of mails) watch.remember(tokenOf(m, '/verify'));
  });

  it('sends nothing and answers 401 when an unverified account logs in with a wrong password', async () => {
    const mail = uniqueMail('falsch');
    await registerAndReadToken(watch.client(t), mail);
    await backdateTokens(t.dataSource, mail, 'VERIFY', 'created_at', 11 * 60_000);

    const res = await watch.client(t).post('/api/auth/public/login').send({ mail, password: 'Falsch!Passwort1' });
    expect(res.status).toBe(401);
    expect((await accountState(t.dataSource, mail)).outbox.map((row) => row.type)).toEqual(['auth.user-registered']);
  });

  it('returns no hash, token or cookie value in any response body', () => {
    expect(watch.count).toBeGreaterThan(10);
    expect(watch.leaks()).toEqual([]);
  });
});
