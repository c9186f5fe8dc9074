// The layout of issue 3 in a real Chromium: sidebar and header at 1280 px and 360 px, group switching,
// the 403 and 404 pages, and axe on all of them.
import { allIntegrations } from '#shared/integrations';
import { SvLevel } from '#shared/levels';
import { MESSAGES } from '#shared/validation';
import { expectAccessible, loginAt, openPage, pageErrors, screenshot } from '../helpers/browser';
import { browserSuite } from '../helpers/browser-suite';
import { addMember } from '../helpers/factories';

describe('web app: layout', () => {
  const { server, browser } = browserSuite({ freshCookies: true });

  async function memberOfTwoGroups() {
    const domain = await server.domain();
    const first = await server.tenant({ domainId: domain._id, name: 'SV Goethe-Gymnasium' });
    const second = await server.tenant({
      domainId: domain._id,
      name: 'SV Lessing-Schule',
      integrations: { ...allIntegrations(true), budget: false, chat: false },
    });
    const user = await server.user({ firstName: 'Ben', lastName: 'Yilmaz' });
    await addMember(server.dataSource, first._id, user._id, SvLevel.SV_ADMIN);
    await addMember(server.dataSource, second._id, user._id, SvLevel.SV_MEMBER);
    return { user, first, second };
  }

  it('shows sidebar (240/60 px) and header (60 px) at 1280 px, hides switched-off modules and remembers the group', async () => {
    const { user } = await memberOfTwoGroups();
    const page = await openPage(browser, `${server.baseUrl}/auth`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => window.localStorage.clear());
    await loginAt(page, `${server.baseUrl}/auth`, user.mail);
    await page.waitForURL(`${server.baseUrl}/sv/dashboard`);
    await page.getByRole('heading', { name: 'SV-Profil', level: 1 }).waitFor();

    const sidebar = page.getByTestId('sidebar');
    expect((await sidebar.boundingBox())?.width).toBe(240);
    expect((await page.locator('header.ant-layout-header').boundingBox())?.height).toBe(60);
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await nav.getByText('Finanzen').waitFor();
    expect(await nav.getByText('Administration').count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'layout-1280');

    await page.getByRole('combobox', { name: 'Gruppe wechseln' }).click();
    await page.getByTitle(/^SV Lessing-Schule/).click();
    // The sidebar follows the selected group: its budget module is switched off.
    await nav.getByText('Finanzen').waitFor({ state: 'detached', timeout: 60_000 });
    expect(await nav.getByText('Gruppenchat').count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(
      await page
        .getByRole('combobox', { name: 'Gruppe wechseln' })
        .locator('xpath=ancestor::*[contains(@class,"ant-select")][1]')
        .innerText(),
    ).toContain('SV Lessing-Schule');
    expect(await nav.getByText('Finanzen').count()).toBe(0);

    await page.getByRole('button', { name: 'Seitenleiste einklappen' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="sidebar"]')?.getBoundingClientRect().width === 60);
    await expectAccessible(page);
    await screenshot(page, 'layout-1280-collapsed');
    await page.getByRole('button', { name: 'Seitenleiste ausklappen' }).click();

    // Issue 28 §18: 'Mein Konto' is a sidebar entry, marked as the current page on /user.
    await nav.getByRole('menuitem', { name: 'Mein Konto' }).click();
    await page.waitForURL(`${server.baseUrl}/user`);
    await nav.locator('[aria-current="page"]', { hasText: 'Mein Konto' }).waitFor();
    expect(await nav.locator('[aria-current="page"]').count()).toBe(1);
    // Issue 26 §1: the account page asks the workers for the person's data and then offers the ZIP.
    await page.getByRole('button', { name: 'Meine Daten herunterladen' }).click();
    await page.getByRole('link', { name: 'ZIP-Datei herunterladen' }).waitFor({ timeout: 30_000 });
    await page.getByText(/verfügbar bis \d{2}\.\d{2}\.\d{4}/).waitFor();
    await expectAccessible(page);
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);

  it('puts the navigation into a drawer at 360 px without horizontal scrolling', async () => {
    const { user } = await memberOfTwoGroups();
    const page = await openPage(browser, `${server.baseUrl}/auth`);
    await page.setViewportSize({ width: 360, height: 740 });
    await expectAccessible(page);
    await screenshot(page, 'auth-login-360');
    await loginAt(page, `${server.baseUrl}/auth`, user.mail);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByTestId('sidebar').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
    await screenshot(page, 'layout-360');

    await page.getByRole('button', { name: 'Menü öffnen', exact: true }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('navigation', { name: 'Hauptnavigation' }).waitFor();
    await drawer.getByRole('combobox', { name: 'Gruppe wechseln' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'layout-360-drawer');
    await drawer.getByText('Mitglieder').click();
    await page.waitForURL(`${server.baseUrl}/sv/members`);
    await page.getByRole('heading', { name: 'Mitglieder', level: 1 }).waitFor();
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);

  it('answers /sv/* without a group and /admin/* below moderation with 403, unknown paths with 404', async () => {
    const user = await server.user({ firstName: 'Noah', lastName: 'Keller' });
    const page = await openPage(browser, `${server.baseUrl}/auth`);
    await loginAt(page, `${server.baseUrl}/auth`, user.mail);
    await page.getByRole('heading', { name: 'Willkommen bei Plenum, Noah!' }).waitFor();

    await page.goto(`${server.baseUrl}/sv/members`);
    await page.getByRole('heading', { name: MESSAGES.forbiddenPage }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'page-403');

    await page.goto(`${server.baseUrl}/admin/tenants`);
    await page.getByRole('heading', { name: MESSAGES.forbiddenPage }).waitFor();

    await page.goto(`${server.baseUrl}/gibt/es/nicht`);
    await page.getByRole('heading', { name: '404 - Seite nicht gefunden' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'page-404');
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);
});
