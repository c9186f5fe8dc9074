// Issue 11, item 12: axe finds no serious or critical contrast problem in either theme, at 360 px and
// 1280 px, on the screens with the riskiest colours: red buttons (members, its confirm dialog) and the
// active tab (settings).
import { SvLevel } from '#shared/levels';
import { applyTheme, expectAccessible, pageErrors, screenshot, setWidth, THEMES, WIDTHS } from '../helpers/browser';
import { browserSuite } from '../helpers/browser-suite';

const CASES = THEMES.flatMap((theme) => WIDTHS.map((width) => [theme, width] as const));

describe('web app: contrast in both themes (issue 11)', () => {
  const { server, browser } = browserSuite({ freshCookies: true });

  it.each(CASES)(
    '%s at %i px: login, dashboard, members with a red button and settings tabs pass axe',
    async (theme, width) => {
      const tag = `${theme}-${width}`;
      const domain = await server.domain(`Stadtschülerrat Kontrast ${tag}`);
      const tenant = await server.tenant({ domainId: domain._id, name: `SV Kontrast ${tag}` });
      const user = await server.member(tenant, SvLevel.SV_ADMIN, { firstName: 'Emma', lastName: `Roth${width}` });
      await server.member(tenant, SvLevel.SV_MEMBER, { firstName: 'Lea', lastName: 'Schmidt' });

      const page = await server.open('/auth');
      await setWidth(page, width);
      await applyTheme(page, theme);
      await page.getByRole('button', { name: 'Anmelden' }).waitFor();
      await expectAccessible(page);
      await screenshot(page, `contrast-login-${tag}`);

      // The same page, so the theme stays the stored one.
      const signedIn = await server.signIn(user, { browser });
      await signedIn.getByTestId('notifications').waitFor();
      await signedIn.goto(`${server.baseUrl}/sv/dashboard`);
      await signedIn.getByTestId('notifications').waitFor();
      await expectAccessible(signedIn);
      await screenshot(signedIn, `contrast-dashboard-${tag}`);

      await signedIn.goto(`${server.baseUrl}/sv/members`);
      const remove = signedIn.getByRole('button', { name: 'Lea Schmidt entfernen' });
      await remove.waitFor();
      await expectAccessible(signedIn);
      await screenshot(signedIn, `contrast-members-${tag}`);
      await remove.click();
      const dialog = signedIn.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Entfernen', exact: true }).waitFor();
      await expectAccessible(signedIn);
      await screenshot(signedIn, `contrast-members-confirm-${tag}`);
      await dialog.getByRole('button', { name: 'Abbrechen' }).click();
      await dialog.waitFor({ state: 'hidden' });

      await signedIn.goto(`${server.baseUrl}/sv/settings`);
      await signedIn.getByRole('tab', { name: 'Module', selected: true }).waitFor();
      await expectAccessible(signedIn);
      await screenshot(signedIn, `contrast-settings-${tag}`);
      expect(await signedIn.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      expect(pageErrors(signedIn)).toEqual([]);
    },
    120_000,
  );
});
