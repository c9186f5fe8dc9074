import { JwtService } from '@nestjs/jwt';
import { accountState, cookieValue, setCookie } from '../helpers/auth';
import { UNAUTHENTICATED } from '../helpers/expect';
import { PASSWORD } from '../helpers/factories';
import { SecretWatch } from '../helpers/secrets';
import { useTestApp } from '../helpers/test-app';

describe('refresh and logout', () => {
  // No reuse grace here, so that an immediate reuse counts as theft (the grace is covered in auth-refresh-grace).
  const t = useTestApp({ env: { REFRESH_REUSE_GRACE_SECONDS: '0' } });
  const watch = new SecretWatch();

  async function login(mail: string) {
    const client = watch.client(t);
    const res = await client.post('/api/auth/public/login').send({ mail, password: PASSWORD });
    expect(res.status).toBe(200);
    return { client, access: cookieValue(res, 'access_token')!, refresh: cookieValue(res, 'refresh_token')! };
  }

  /** Calls with exactly these cookies, as a thief holding copies would. */
  const withAccess = (access: string) => watch.raw(t).get('/api/auth/public/check').set('Cookie', `access_token=${access}`);
  const withRefresh = (refresh: string) => watch.raw(t).get('/api/auth/public/refresh').set('Cookie', `refresh_token=${refresh}`);

  it('rotates both cookies and returns the auth data when the refresh token is current', async () => {
    const user = await t.user();
    const session = await login(user.mail);

    const res = await session.client.get('/api/auth/public/refresh');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: user._id, mail: user.mail, groups: [], domains: [] });
    const access = cookieValue(res, 'access_token')!;
    const refresh = cookieValue(res, 'refresh_token')!;
    expect(access).toBeTruthy();
    expect(refresh).toBeTruthy();
    expect(refresh).not.toBe(session.refresh);
    expect(setCookie(res, 'refresh_token')).toMatch(/HttpOnly/);

    expect((await session.client.get('/api/auth/public/check')).status).toBe(200);
    expect((await withAccess(access)).status).toBe(200);
    const state = await accountState(t.dataSource, user.mail);
    expect(state.sessions).toHaveLength(1);
    expect(state.refreshTokens).toHaveLength(2);
    expect(state.refreshTokens.filter((r) => r.used_at === null)).toHaveLength(1);
    expect(JSON.stringify(state)).not.toContain(refresh);
  });

  it('revokes the whole session, newest tokens included, when an old refresh token comes back', async () => {
    const user = await t.user();
    const session = await login(user.mail);
    const elsewhere = await login(user.mail);
    const rotated = await session.client.get('/api/auth/public/refresh');
    expect(rotated.status).toBe(200);
    const newestAccess = cookieValue(rotated, 'access_token')!;
    const newestRefresh = cookieValue(rotated, 'refresh_token')!;

    const reuse = await withRefresh(session.refresh);
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual(UNAUTHENTICATED);
    expect(cookieValue(reuse, 'refresh_token')).toBe('');
    expect(cookieValue(reuse, 'access_token')).toBe('');

    expect((await withRefresh(newestRefresh)).status).toBe(401);
    expect((await withAccess(newestAccess)).status).toBe(401);
    expect((await withAccess(session.access)).status).toBe(401);
    expect((await session.client.get('/api/auth/public/check')).status).toBe(401);

    const revoked = (await accountState(t.dataSource, user.mail)).sessions.filter((s) => s.revoked_at !== null);
    expect(revoked.map((s) => s.revoked_reason)).toEqual(['refresh-reuse']);
    // Another login of the same person is a different family and stays alive.
    expect((await elsewhere.client.get('/api/auth/public/check')).status).toBe(200);
    expect((await elsewhere.client.get('/api/auth/public/refresh')).status).toBe(200);
  });

  it('answers 401 and clears the cookies when the refresh token is missing, unknown or absurdly long', async () => {
    for (const req of [watch.raw(t).get('/api/auth/public/refresh'), withRefresh('unbekannt'), withRefresh('r'.repeat(5000))]) {
      const res = await req;
      expect(res.status).toBe(401);
      expect(res.body).toEqual(UNAUTHENTICATED);
      expect(cookieValue(res, 'refresh_token')).toBe('');
    }
  });

  it('revokes the session and clears both cookies on logout, so that neither old cookie works again', async () => {
    const user = await t.user();
    const session = await login(user.mail);
    const other = await login(user.mail);

    const res = await session.client.post('/api/auth/public/logout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Du wurdest abgemeldet.' });
    for (const name of ['access_token', 'refresh_token']) {
      expect(cookieValue(res, name)).toBe('');
      expect(setCookie(res, name)).toMatch(/Expires=Thu, 01 Jan 1970/);
    }

    expect((await session.client.get('/api/auth/public/check')).status).toBe(401);
    expect((await withAccess(session.access)).status).toBe(401);
    expect((await withRefresh(session.refresh)).status).toBe(401);
    const reasons = (await accountState(t.dataSource, user.mail)).sessions.map((s) => s.revoked_reason);
    expect(reasons.sort()).toEqual(['logout', null].sort());
    expect((await other.client.get('/api/auth/public/check')).status).toBe(200);
  });

  it('ends the session when logout carries only the refresh cookie (an expired access token)', async () => {
    const user = await t.user();
    const session = await login(user.mail);
    const res = await watch
      .raw(t)
      .post('/api/auth/public/logout')
      .set('Origin', t.origin)
      .set('Cookie', `refresh_token=${session.refresh}`);
    expect(res.status).toBe(200);
    expect((await withAccess(session.access)).status).toBe(401);
  });

  it('refuses an expired access token or one signed with another key, while the refresh token still renews the session', async () => {
    const user = await t.user();
    const session = await login(user.mail);
    const { sub, sid } = (await t.app.get(JwtService).verifyAsync(session.access)) as { sub: string; sid: string };
    const expired = await t.app.get(JwtService).signAsync({ sub, sid, exp: Math.floor(Date.now() / 1000) - 5 }, { algorithm: 'HS256' });
    const foreign = await new JwtService({ secret: 'ein-ganz-anderer-schluessel-123' }).signAsync({ sub, sid }, { algorithm: 'HS256' });
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub, sid })).toString('base64url')}.`;

    for (const token of [expired, foreign, unsigned]) expect((await withAccess(token)).status).toBe(401);
    const renewed = await withRefresh(session.refresh);
    expect(renewed.status).toBe(200);
    expect((await withAccess(cookieValue(renewed, 'access_token')!)).status).toBe(200);
  });

  it('answers 200 on logout without any session', async () => {
    const res = await watch.client(t).post('/api/auth/public/logout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Du wurdest abgemeldet.' });
  });

  it('returns no hash, token or cookie value in any response body', () => {
    expect(watch.count).toBeGreaterThan(20);
    expect(watch.leaks()).toEqual([]);
  });
});
