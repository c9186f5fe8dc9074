// Issue 9 §1 in a real Chromium: two tabs of one browser share the refresh cookie. When their access
// tokens expire at the same moment, both refresh with the same cookie at once, and both stay logged in.
import { SvLevel } from '#shared/levels';
import { pageErrors } from '../helpers/browser';
import { browserSuite } from '../helpers/browser-suite';

// Long enough for the second tab to start with a valid access cookie on a busy machine.
const ACCESS_TTL_SECONDS = 10;

describe('web app: two tabs refreshing one session at once', () => {
  const t = browserSuite({ env: { ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TTL_SECONDS) }, freshCookies: true });

  /** Waits until the browser has dropped the access cookie (its Max-Age is the token's lifetime). */
  async function accessCookieExpired() {
    const deadline = Date.now() + (ACCESS_TTL_SECONDS + 10) * 1000;
    while ((await t.browser.cookies()).some((c) => c.name === 'access_token')) {
      if (Date.now() > deadline) throw new Error('the access cookie did not expire');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  it('keeps both tabs logged in when their access tokens expire together', async () => {
    const domain = await t.domain();
    const tenant = await t.tenant({ domainId: domain._id, name: 'SV Lessing-Schule' });
    const user = await t.member(tenant, SvLevel.SV_MEMBER, { firstName: 'Lea', lastName: 'Brandt' });

    const first = await t.signIn(user);
    await first.getByRole('heading', { name: 'SV-Profil', level: 1 }).waitFor();
    const second = await t.open('/sv/dashboard');
    await second.getByRole('heading', { name: 'SV-Profil', level: 1 }).waitFor();

    // Let both access cookies expire, then make both tabs call the API at once (an in-app navigation,
    // no reload: a reload starts with a check of the access cookie, not with a refresh). Both get 401
    // within milliseconds and send their refresh with the one cookie they share. Chromium may merge two
    // identical requests of one profile into one; the API spec auth-refresh-grace covers the race itself.
    await accessCookieExpired();
    const navigate = () => {
      window.history.pushState({}, '', '/sv/notifications');
      window.dispatchEvent(new PopStateEvent('popstate'));
    };
    await Promise.all([first.evaluate(navigate), second.evaluate(navigate)]);

    for (const page of [first, second]) {
      await page.getByRole('heading', { name: 'Benachrichtigungen', level: 1 }).waitFor();
      await page.getByText('Noch keine Benachrichtigungen.').waitFor();
    }

    const sessions: { revoked_at: Date | null }[] = await t.dataSource.query(`SELECT revoked_at FROM auth_session WHERE user_id = $1`, [
      user._id,
    ]);
    expect(sessions).toEqual([{ revoked_at: null }]);
    // Still logged in afterwards in both tabs: the next expiry is refreshed as usual.
    await accessCookieExpired();
    const back = () => {
      window.history.pushState({}, '', '/sv/members');
      window.dispatchEvent(new PopStateEvent('popstate'));
    };
    await Promise.all([first.evaluate(back), second.evaluate(back)]);
    for (const page of [first, second]) {
      await page.getByRole('heading', { name: 'Mitglieder', level: 1 }).waitFor();
      expect(page.url()).not.toContain('/auth');
      expect(pageErrors(page)).toEqual([]);
    }
    expect((await t.dataSource.query(`SELECT revoked_at FROM auth_session WHERE user_id = $1`, [user._id]))[0].revoked_at).toBeNull();
  }, 150_000);
});
