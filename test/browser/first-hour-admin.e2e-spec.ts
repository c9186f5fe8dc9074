// Issue 11, items 9 and 10 in the browser at 360 px and 1280 px: the platform administrator lands on the
// administration and reads the audit log in German; a domain administrator copies the election form link and
// removes a member only after confirming.
import { PlatformLevel, SvLevel, TenantType } from '#shared/levels';
import { pageErrors, screenshot } from '../helpers/browser';
import { browserSuite } from '../helpers/browser-suite';
import { makeDomainAdmin } from '../helpers/factories';

const WIDTHS = [360, 1280] as const;

describe('web app: the first hour of the administrations (issue 11)', () => {
  const { server, browsers } = browserSuite({ browsers: ['domainAdmin', 'platformAdmin'], freshCookies: true });

  it.each(WIDTHS)(
    'at %i px: domain administration explains itself, copies the form link, removes after confirming; the platform audit reads German',
    async (width) => {
      const height = width < 768 ? 740 : 800;
      const domain = await server.domain(`Stadtschülerrat Erstestunde ${width}`);
      // Public: the election form offers only public schools (issue 24 §20).
      const school = await server.tenant({
        domainId: domain._id,
        name: `SV Lessing-Gymnasium ${width}`,
        type: TenantType.SV,
        isPublic: true,
      });
      await server.member(school, SvLevel.SV_ADMIN, { firstName: 'Emma', lastName: `Roth${width}` });
      await server.member(school, SvLevel.SV_MEMBER, { firstName: 'Lea', lastName: `Schmidt${width}` });
      const lea = `Lea Schmidt${width}`;
      const dAdmin = await server.user({ firstName: 'Dora', lastName: `Verband${width}` });
      await makeDomainAdmin(server.dataSource, domain._id, dAdmin._id);

      // 10. The domain list says what it is for.
      const page = await server.signIn(dAdmin, { browser: browsers.domainAdmin });
      await page.setViewportSize({ width, height });
      await page.getByTestId('notifications').waitFor();
      await page.goto(`${server.baseUrl}/d_admin/domains`);
      await page.getByText('Hier verwaltest du die Verbände').waitFor();
      await page.getByRole('link', { name: domain.name }).click();

      // The elections tab shows the link to this domain's public form and copies it.
      const formLink = page.getByTestId('election-form-link');
      const formUrl = `${server.baseUrl}/election-registration?domain=${domain._id}`;
      await formLink.getByRole('link', { name: formUrl, exact: true }).waitFor();
      await formLink.getByRole('button').click();
      await formLink.getByRole('button', { name: 'Kopiert' }).waitFor();
      await screenshot(page, `first-hour-admin-election-link-${width}`);

      // The link opens the form with the domain chosen and locked, and its schools on offer.
      const form = await page.context().newPage();
      await form.setViewportSize({ width, height });
      await form.goto(formUrl);
      await form.getByText('Durch den Link, den du bekommen hast, schon ausgewählt.').waitFor();
      await form.locator('.ant-select-disabled').getByText(domain.name).waitFor();
      await form.getByRole('combobox', { name: 'Schule' }).click();
      await form.locator('.ant-select-item-option', { hasText: school.name }).waitFor();
      await form.close();

      // The member drawer removes only after a confirmation that names the person.
      await page.getByRole('tab', { name: 'Schulen' }).click();
      await page.getByRole('button', { name: `Mitglieder von ${school.name}` }).click();
      await page.getByText('Offene Einladungen (0)').waitFor();
      await page.getByRole('button', { name: `${lea} entfernen` }).click();
      const dialog = page.getByRole('dialog').filter({ hasText: `${lea} aus „${school.name}“ entfernen?` });
      await dialog.waitFor();
      await page.waitForTimeout(400); // the dialog zooms in
      await screenshot(page, `first-hour-admin-remove-confirm-${width}`);
      await dialog.getByRole('button', { name: 'Entfernen', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: `${lea} entfernen` }).waitFor({ state: 'hidden' });
      expect(pageErrors(page)).toEqual([]);

      // 9. A platform administrator without groups lands on the administration, not on 'keiner Gruppe'.
      const admin = await server.user({
        firstName: 'Paula',
        lastName: `Plattform${width}`,
        permissionLevel: PlatformLevel.PLENUM_ADMINISTRATION,
      });
      const adminPage = await server.signIn(admin, { browser: browsers.platformAdmin });
      await adminPage.setViewportSize({ width, height });
      await adminPage.waitForURL(`${server.baseUrl}/admin/tenants`);
      expect(await adminPage.getByText('Du bist noch in keiner Gruppe').count()).toBe(0);
      await screenshot(adminPage, `first-hour-admin-landing-${width}`);

      // The audit log reads German: the removal with the group's and the person's names, no id paths.
      await adminPage.goto(`${server.baseUrl}/admin/audit`);
      await adminPage.getByText(`Mitglied entfernt in „${school.name}“ Verband „${domain.name}“ Person: ${lea}`).first().waitFor();
      expect(await adminPage.getByText('/api/tenant/').count()).toBe(0);
      expect(await adminPage.getByText('member.remove').count()).toBe(0);
      if (width >= 768) {
        // One navigation: the sidebar lists every admin page and highlights the open one.
        const selected = adminPage.locator('.ant-menu-item-selected');
        await selected.getByText('Protokoll').waitFor();
        await adminPage.locator('.ant-menu').getByText('Benutzer').waitFor();
      }
      await screenshot(adminPage, `first-hour-admin-audit-${width}`);
      expect(pageErrors(adminPage)).toEqual([]);
    },
    180_000,
  );
});
