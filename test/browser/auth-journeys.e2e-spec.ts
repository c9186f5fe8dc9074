// The auth journeys of issue 3 in a real Chromium against the real API, workers and built web app.
import { SvLevel } from '#shared/levels';
import { MESSAGES } from '#shared/validation';
import { expectAccessible, fillLogin, openPage, pageErrors, screenshot } from '../helpers/browser';
import { browserSuite } from '../helpers/browser-suite';
import { PASSWORD, uniqueMail } from '../helpers/factories';
import { linkIn, waitForMail } from '../helpers/mail';

const NEW_PASSWORD = 'Neu!Passwort2';

describe('web app: auth journeys', () => {
  const { server, browser } = browserSuite({ freshCookies: true });

  it('registers, verifies through the mail, logs in, keeps dark mode over a reload and logs out', async () => {
    const mail = uniqueMail('mia');
    const page = await openPage(browser, `${server.baseUrl}/auth`);
    await page.evaluate(() => window.localStorage.clear());
    await expectAccessible(page);
    await screenshot(page, 'auth-login');
    await page.getByRole('link', { name: 'Jetzt registrieren' }).click();
    await page.getByRole('heading', { name: 'Registrieren' }).waitFor();

    await page.getByLabel('E-Mail-Adresse').fill(mail);
    await page.getByLabel('Passwort', { exact: true }).fill('zu-schwach');
    await page.getByLabel('Passwort wiederholen').fill('anders');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.locator('.ant-form-item-explain-error', { hasText: MESSAGES.passwordRule }).waitFor();
    await page.getByText(MESSAGES.passwordsDiffer).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'auth-register-errors');

    await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Passwort wiederholen').fill(PASSWORD);
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByLabel('Vorname').fill('Mia');
    await page.getByLabel('Nachname').fill('Schulz');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Registrieren' }).click();
    await page.getByText('Fast geschafft!').waitFor();
    await screenshot(page, 'auth-register-done');

    const verification = await waitForMail(mail, /bestätige/);
    await page.goto(linkIn(verification, '/verify').href);
    await page.getByText('Deine E-Mail-Adresse ist bestätigt.').waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Zur Anmeldung' }).click();

    await fillLogin(page, mail);
    await page.getByRole('heading', { name: 'Willkommen bei Plenum, Mia!' }).waitFor();
    await page.getByText('Du bist noch in keiner Gruppe').waitFor();
    await page.getByText('Du hast keine offenen Einladungen.').waitFor();
    expect(await page.getByRole('navigation', { name: 'Hauptnavigation' }).isVisible()).toBe(true);
    expect(await page.getByTestId('user-menu').innerText()).toBe('MS');
    await expectAccessible(page);
    await screenshot(page, 'home-light');

    await page.getByRole('button', { name: 'Dunkles Design aktivieren' }).click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await page.reload();
    await page.getByRole('heading', { name: 'Willkommen bei Plenum, Mia!' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await page.getByTestId('sidebar').locator('[data-logo]').getAttribute('data-logo')).toBe('dark');
    await expectAccessible(page);
    await screenshot(page, 'home-dark');

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await page.waitForURL(`${server.baseUrl}/auth`);
    await page.locator('.ant-notification-notice', { hasText: 'Erfolg' }).waitFor();
    await page.getByText('Du hast dich erfolgreich abgemeldet.').waitFor();
    await screenshot(page, 'after-logout');
    expect(await page.evaluate(async () => (await fetch('/api/auth/public/check')).status)).toBe(401);
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);

  it('resets the password through the mail, with the resend button locked for 10 seconds', async () => {
    const user = await server.user({ firstName: 'Jonas', lastName: 'Berg' });
    const page = await openPage(browser, `${server.baseUrl}/auth`);
    await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
    // The reset screen is a lazy chunk: fill its field only once it is there, not the login's.
    const request = page.getByRole('button', { name: 'Link anfordern' });
    await request.waitFor();
    await page.getByLabel('E-Mail-Adresse').fill(user.mail);
    await request.click();
    const resend = page.getByRole('button', { name: /Erneut senden in \d+ s/ });
    await resend.waitFor();
    expect(await resend.isDisabled()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'auth-reset-requested');

    const resetMail = await waitForMail(user.mail, /Passwort zurücksetzen/);
    await page.goto(linkIn(resetMail, '/reset-password/').href);
    await page.getByLabel('Neues Passwort', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Neues Passwort wiederholen').fill(NEW_PASSWORD);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await page.waitForURL(`${server.baseUrl}/auth`);
    await page.getByText('Dein Passwort wurde geändert. Du kannst dich jetzt anmelden.').waitFor();

    await fillLogin(page, user.mail, NEW_PASSWORD);
    await page.getByRole('heading', { name: 'Willkommen bei Plenum, Jonas!' }).waitFor();

    await browser.clearCookies();
    await page.goto(`${server.baseUrl}/reset-password/kein-gueltiger-link`);
    await page.getByLabel('Neues Passwort', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Neues Passwort wiederholen').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await page.getByRole('heading', { name: MESSAGES.linkInvalid }).waitFor();
    await screenshot(page, 'auth-reset-invalid-link');
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);

  it('brings the user to the deep link they opened before logging in', async () => {
    const domain = await server.domain();
    const tenant = await server.tenant({ domainId: domain._id, name: 'SV Goethe-Gymnasium' });
    const user = await server.member(tenant, SvLevel.SV_MEMBER, { firstName: 'Lea', lastName: 'Schmidt' });

    const page = await openPage(browser, `${server.baseUrl}/sv/members`);
    await page.waitForURL(/\/auth\?next=%2Fsv%2Fmembers$/);
    await fillLogin(page, user.mail);
    await page.waitForURL(`${server.baseUrl}/sv/members`);
    await page.getByRole('heading', { name: 'Mitglieder', level: 1 }).waitFor();
    await screenshot(page, 'deep-link-after-login');
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);
});
