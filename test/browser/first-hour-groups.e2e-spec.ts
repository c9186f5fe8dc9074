// Issue 11 (items 7 and 8), browser: after login a user lands in the group they administer, not the
// alphabetically first; SSR groups name their entries after themselves; the switcher shows type and role; a
// pending invitation shows as a badge on the avatar and the menu entry and as a banner that accepts it.
// At 360 px and 1280 px, in the light and the dark theme.
import type { Page } from 'playwright-core';
import { NetworkLevel, SsrLevel, SvLevel, TenantType } from '#shared/levels';
import { expectAccessible, fillLogin, pageErrors, screenshot } from '../helpers/browser';
import { browserSuite } from '../helpers/browser-suite';
import { addMember } from '../helpers/factories';

const CASES = [
  [360, 'light'],
  [360, 'dark'],
  [1280, 'light'],
  [1280, 'dark'],
] as const;

/** The switcher and the sidebar sit in the menu drawer on phones. */
async function openMenu(page: Page, width: number) {
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  if (width < 768 && !(await nav.isVisible())) await page.getByTestId('menu-toggle').click();
  await nav.waitFor();
}

describe('web app: the right group after login, visible invitations (issue 11)', () => {
  const { server, browser } = browserSuite({ freshCookies: true });

  it.each(CASES)(
    'at %i px in the %s theme',
    async (width, theme) => {
      const tag = `${width}-${theme}`;
      const domain = await server.domain(`Stadtschülerrat Goethe ${tag}`);
      // Alphabetically first, where Emma is only a member: the old default.
      const network = await server.tenant({ domainId: domain._id, name: `Netzwerk Klimaschulen ${tag}`, type: TenantType.NETWORK });
      const sv = await server.tenant({ domainId: domain._id, name: `SV Goethe ${tag}` });
      const ssr = await server.tenant({ domainId: domain._id, name: `SSR Frankfurt ${tag}`, type: TenantType.SSR });
      const inviting = await server.tenant({ domainId: domain._id, name: `SV Schiller ${tag}` });
      const emma = await server.member(network, NetworkLevel.NETWORK_MEMBER, { firstName: 'Emma', lastName: `Berg${width}` });
      await addMember(server.dataSource, sv._id, emma._id, SvLevel.SV_ADMIN);
      await addMember(server.dataSource, ssr._id, emma._id, SsrLevel.SSR_MEMBER);
      const inviter = await server.member(inviting, SvLevel.SV_ADMIN, { firstName: 'Lena', lastName: 'Vogel' });
      const invited = await (
        await server.login(inviter)
      )
        .post(`/api/tenant/tenant/${inviting._id}/invitation`)
        .send({ mail: emma.mail, level: SvLevel.SV_MEMBER });
      expect(invited.status).toBeLessThan(300);

      const page = await server.open('/auth', browser);
      await page.setViewportSize({ width, height: width < 768 ? 740 : 800 });
      // No saved group; the theme is the browser's remembered choice.
      await page.evaluate((mode) => {
        window.localStorage.clear();
        window.localStorage.setItem('plenum.theme', mode);
      }, theme);
      await page.reload();
      await fillLogin(page, emma.mail);

      // 7. Emma lands in the group she administers.
      await page.getByRole('heading', { name: 'SV-Profil', level: 1 }).waitFor();
      await page.getByText('Schülervertretung · 1 Mitglied').waitFor();
      expect(await page.locator('main strong', { hasText: sv.name }).count()).toBe(1);

      // 8. The pending invitation: badge on the avatar, banner on the dashboard.
      const avatar = page.getByTestId('user-menu');
      expect(await avatar.getAttribute('aria-label')).toContain('1 offene Einladung');
      await page.getByTestId('user-menu-badge').locator('.ant-badge-count').waitFor();
      const banner = page.getByTestId('invitation-banner');
      await banner.getByText('Du hast eine offene Einladung').waitFor();
      await banner.getByText(`Einladung in „${inviting.name}“ als SV-Mitglied.`).waitFor();
      await expectAccessible(page);
      await screenshot(page, `first-hour-banner-${tag}`);

      await avatar.click();
      const entry = page.getByTestId('invitations-entry');
      await entry.getByLabel('1 offene Einladung').waitFor();
      await page.waitForTimeout(300); // the menu fades in
      await screenshot(page, `first-hour-menu-badge-${tag}`);
      await page.keyboard.press('Escape');

      // 7. The switcher shows type and role; an SSR group says 'Mein SSR' and 'SSR-Profil'.
      await openMenu(page, width);
      const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
      await nav.getByText('Meine SV').waitFor();
      await page.getByRole('combobox', { name: 'Gruppe wechseln' }).click();
      await page.getByTestId('group-option').filter({ hasText: 'Netzwerk · Netzwerk-Mitglied' }).waitFor();
      const ssrOption = page.getByTestId('group-option').filter({ hasText: ssr.name });
      await ssrOption.getByText('Stadt- oder Kreisschülerrat · Delegierte*r').waitFor();
      await screenshot(page, `first-hour-switcher-${tag}`);
      await ssrOption.click();
      await page.getByRole('heading', { name: 'SSR-Profil', level: 1 }).waitFor();
      await openMenu(page, width);
      await nav.getByText('Mein SSR').waitFor();
      expect(await nav.getByText('Meine SV').count()).toBe(0);
      await nav.getByText('SSR-Profil').waitFor();
      await expectAccessible(page);
      await screenshot(page, `first-hour-ssr-${tag}`);
      if (width < 768) await page.keyboard.press('Escape');

      // 8. Accepting from the banner joins the group; badge and banner are gone after the reload.
      await banner.getByRole('button', { name: `Einladung in ${inviting.name} annehmen` }).click();
      await page.getByText('Du bist der Gruppe beigetreten.').waitFor();
      await page.getByRole('heading', { name: 'SSR-Profil', level: 1 }).waitFor();
      await page.getByText('Stadt- oder Kreisschülerrat · 1 Mitglied').waitFor();
      expect(await page.getByTestId('invitation-banner').count()).toBe(0);
      expect(await page.getByTestId('user-menu').getAttribute('aria-label')).not.toContain('Einladung');
      const joined = await server.dataSource.query('SELECT level FROM membership WHERE tenant_id = $1 AND user_id = $2', [
        inviting._id,
        emma._id,
      ]);
      expect(joined).toEqual([{ level: SvLevel.SV_MEMBER }]);
      await screenshot(page, `first-hour-accepted-${tag}`);
      expect(pageErrors(page)).toEqual([]);
    },
    180_000,
  );
});
