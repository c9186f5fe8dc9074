// Issue 4, browser: switching between groups of different types changes the sidebar and the screens;
// the settings are editable for the group's admin and read-only elsewhere.
import { NetworkLevel, SvLevel, TenantType } from '#shared/levels';
import { expectAccessible, loginAt, openPage, pageErrors, screenshot } from '../helpers/browser';
import { browserSuite } from '../helpers/browser-suite';
import { addMember } from '../helpers/factories';

describe('web app: switching groups', () => {
  const { server, browser } = browserSuite();

  it('switches from a school council to a network and sees the sidebar, dashboard and settings change', async () => {
    const domain = await server.domain();
    const sv = await server.tenant({ domainId: domain._id, name: 'SV Kepler-Gymnasium' });
    const network = await server.tenant({
      domainId: domain._id,
      name: 'Netzwerk Nachhaltige Schulen',
      type: TenantType.NETWORK,
      integrations: { budget: false, chat: false },
    });
    const user = await server.user({ firstName: 'Mira', lastName: 'Lang' });
    await addMember(server.dataSource, sv._id, user._id, SvLevel.SV_ADMIN);
    await addMember(server.dataSource, network._id, user._id, NetworkLevel.NETWORK_MEMBER);

    const page = await openPage(browser, `${server.baseUrl}/auth`);
    await page.evaluate(() => window.localStorage.clear());
    await loginAt(page, `${server.baseUrl}/auth`, user.mail);
    await page.getByRole('heading', { name: 'SV-Profil', level: 1 }).waitFor();
    const switcher = page.getByRole('combobox', { name: 'Gruppe wechseln' });
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    const current = (await switcher.locator('xpath=ancestor::*[contains(@class,"ant-select")][1]').innerText()).trim();
    if (!current.includes('SV Kepler-Gymnasium')) {
      await switcher.click();
      await page.getByTitle(/^SV Kepler-Gymnasium/).click();
    }
    await page.getByText('Schülervertretung · 1 Mitglied').waitFor();
    await nav.getByText('Finanzen').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'tenant-dashboard-sv');

    await nav.getByText('Einstellungen').click();
    await page.getByRole('heading', { name: 'Einstellungen', level: 1 }).waitFor();
    expect(await page.getByText('Nur die Administration der Gruppe kann diese Einstellungen ändern.').count()).toBe(0);
    await page.getByRole('tab', { name: 'Gruppenfunktionen' }).click();
    await page.getByTestId('role-overview').getByRole('columnheader', { name: 'Verbindungslehrer*in' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'tenant-settings-functions');
    await page.getByRole('tab', { name: 'Sonstiges' }).click();
    await page.getByLabel('Name der Gruppe').waitFor();
    expect(await page.getByLabel('Name der Gruppe').isEditable()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'tenant-settings-misc');

    await switcher.click();
    await page.getByTitle(/^Netzwerk Nachhaltige Schulen/).click();
    // Issue 11: a network's dashboard is its 'Netzwerk-Profil'.
    await page.getByRole('heading', { name: 'Netzwerk-Profil', level: 1 }).waitFor();
    await page.getByText('Netzwerk · 1 Mitglied').waitFor();
    await page.waitForFunction(() => !document.querySelector('nav')?.textContent?.includes('Finanzen'));
    expect(await nav.getByText('Gruppenchat').count()).toBe(0);
    await screenshot(page, 'tenant-dashboard-network');

    await nav.getByText('Einstellungen').click();
    await page.getByText('Nur die Administration der Gruppe kann diese Einstellungen ändern.').waitFor();
    await page.getByRole('tab', { name: 'Module' }).waitFor();
    expect(await page.getByRole('switch').first().isDisabled()).toBe(true);
    await page.getByRole('tab', { name: 'Gruppenfunktionen' }).click();
    await page.getByTestId('role-overview').getByRole('columnheader', { name: 'Netzwerk-Administration' }).waitFor();
    expect(await page.getByTestId('role-overview').getByRole('columnheader', { name: 'Verbindungslehrer*in' }).count()).toBe(0);
    // Finances are off in the network: the overview leaves them out.
    await page.getByTestId('role-overview').getByText('Termine erstellen').waitFor();
    expect(await page.getByTestId('role-overview').getByText('Finanzen anlegen').count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'tenant-settings-readonly');

    await nav.getByText('Mitglieder').click();
    await page.getByTestId('member-table').locator('tr', { hasText: 'Mira Lang' }).waitFor();
    expect(await page.getByRole('button', { name: 'Einladen' }).count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);
});
