// Issue 9 §1: several tabs share one refresh cookie. A rotated token presented again within the grace
// period gets a successor in the same session; later it still counts as theft and ends the session.
import { accountState, cookieValue } from '../helpers/auth';
import { PASSWORD } from '../helpers/factories';
import { useTestApp } from '../helpers/test-app';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function suite(env: Record<string, string>) {
  const t = useTestApp({ workers: false, env });

  async function login(mail: string) {
    const res = await t.client().post('/api/auth/public/login').send({ mail, password: PASSWORD });
    expect(res.status).toBe(200);
    return { access: cookieValue(res, 'access_token')!, refresh: cookieValue(res, 'refresh_token')! };
  }
  const withRefresh = (refresh: string) => t.client().get('/api/auth/public/refresh').set('Cookie', `refresh_token=${refresh}`);
  const withAccess = (access: string) => t.client().get('/api/auth/public/check').set('Cookie', `access_token=${access}`);
  return { t, login, withRefresh, withAccess };
}

describe('refresh token reuse within the grace period (default 30 s)', () => {
  const { t, login, withRefresh, withAccess } = suite({});

  it('lets two concurrent refreshes with one cookie both succeed, in one live session', async () => {
    const user = await t.user();
    const session = await login(user.mail);

    const answers = await Promise.all([withRefresh(session.refresh), withRefresh(session.refresh)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const renewed = answers.map((r) => ({ access: cookieValue(r, 'access_token')!, refresh: cookieValue(r, 'refresh_token')! }));
    expect(renewed[0].refresh).not.toBe(renewed[1].refresh);

    const state = await accountState(t.dataSource, user.mail);
    expect(state.sessions).toHaveLength(1);
    expect(state.sessions[0].revoked_at).toBeNull();
    for (const tab of renewed) expect((await withAccess(tab.access)).status).toBe(200);
    // Each tab carries on rotating its own successor.
    for (const tab of renewed) expect((await withRefresh(tab.refresh)).status).toBe(200);
    expect((await accountState(t.dataSource, user.mail)).sessions[0].revoked_at).toBeNull();
  });

  it('survives a burst of five tabs refreshing at once', async () => {
    const user = await t.user();
    const session = await login(user.mail);
    const answers = await Promise.all(Array.from({ length: 5 }, () => withRefresh(session.refresh)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const state = await accountState(t.dataSource, user.mail);
    expect(state.sessions.map((s) => s.revoked_at)).toEqual([null]);
    // One use of the original token: the row lock let exactly one request rotate it.
    expect(state.refreshTokens.filter((r) => r.used_at !== null)).toHaveLength(1);
  });

  it('still refuses an unknown token and a token of a revoked session', async () => {
    const user = await t.user();
    const session = await login(user.mail);
    expect((await withRefresh('unbekannt')).status).toBe(401);
    await t.client().post('/api/auth/public/logout').set('Cookie', `refresh_token=${session.refresh}`);
    expect((await withRefresh(session.refresh)).status).toBe(401);
  });
});

describe('refresh token reuse after the grace period (1 s in this app)', () => {
  const { t, login, withRefresh, withAccess } = suite({ REFRESH_REUSE_GRACE_SECONDS: '1' });

  it('revokes the whole session when a rotated token comes back after the grace period', async () => {
    const user = await t.user();
    const session = await login(user.mail);
    const rotated = await withRefresh(session.refresh);
    expect(rotated.status).toBe(200);
    const newest = { access: cookieValue(rotated, 'access_token')!, refresh: cookieValue(rotated, 'refresh_token')! };

    await sleep(1300);
    const reuse = await withRefresh(session.refresh);
    expect(reuse.status).toBe(401);
    expect(cookieValue(reuse, 'refresh_token')).toBe('');

    expect((await withRefresh(newest.refresh)).status).toBe(401);
    expect((await withAccess(newest.access)).status).toBe(401);
    const state = await accountState(t.dataSource, user.mail);
    expect(state.sessions.map((s) => s.revoked_reason)).toEqual(['refresh-reuse']);
  });
});

describe('refresh token reuse without a grace period (0 in this app)', () => {
  const { t, login, withRefresh } = suite({ REFRESH_REUSE_GRACE_SECONDS: '0' });

  it('treats even an immediate second use as theft', async () => {
    const user = await t.user();
    const session = await login(user.mail);
    expect((await withRefresh(session.refresh)).status).toBe(200);
    await sleep(5);
    expect((await withRefresh(session.refresh)).status).toBe(401);
    expect((await accountState(t.dataSource, user.mail)).sessions.map((s) => s.revoked_reason)).toEqual(['refresh-reuse']);
  });
});
