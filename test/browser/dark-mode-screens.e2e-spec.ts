// Issue 11, item 12, on every landed screen: axe finds no serious or critical problem in the light and the
// dark theme (dark at 360 px, light at 1280 px: see CASES), and no screen scrolls sideways (pattern 2). The public screens, the group screens (with a newcomer's home page) and
// the platform and domain administration each run as one journey per theme and width; the findings of all
// screens are collected so that one run names every screen that fails. The screenshots in test/artifacts
// (screens-<screen>-<width>-<theme>.png) are the material for walking the screens by eye.
import type { Page } from 'playwright-core';
import { PlatformLevel, SvLevel, TenantType } from '#shared/levels';
import {
  a11yFindings,
  applyTheme,
  type AxeViolation,
  fillLogin,
  pageErrors,
  screenSettled,
  screenshot,
  setWidth,
  THEMES,
  WIDTHS,
} from '../helpers/browser';
import { browserSuite } from '../helpers/browser-suite';
import { electionBody } from '../helpers/election';
import { addMember, makeDomainAdmin } from '../helpers/factories';

// Two of the four theme-width pairs, so that each theme and each width is walked once: colours do not change
// with the width, and sideways scrolling does not change with the theme. The pair at 360 px is the dark one
// (the theme the product styles itself); the journeys check their own screens in all four.
const CASES = [
  ['dark', WIDTHS[0]],
  ['light', WIDTHS[1]],
] as const satisfies readonly (readonly [(typeof THEMES)[number], (typeof WIDTHS)[number]])[];

type Findings = Record<string, AxeViolation[]>;

/**
 * Checks the settled screen with axe and for sideways scrolling (pattern 2: nothing wider than the screen),
 * keeps its findings under its name and takes its screenshot.
 */
async function check(page: Page, findings: Findings, screen: string, tag: string) {
  await screenSettled(page);
  const found = await a11yFindings(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) found.push({ id: 'sideways-scroll', impact: 'serious', help: `${overflow} px wider than the screen`, nodes: [] });
  if (found.length > 0) findings[screen] = found;
  await screenshot(page, `screens-${screen}-${tag}`);
}

/** Opens a dialog with the button of that name, checks it like a screen and closes it with Escape. */
async function checkDialog(page: Page, findings: Findings, button: string, screen: string, tag: string) {
  await page.getByRole('button', { name: button }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button').first().waitFor();
  await check(page, findings, screen, tag);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

async function goTo(page: Page, baseUrl: string, path: string) {
  await page.goto(`${baseUrl}${path}`);
}

/** Opens a tab and waits until it shows (antd keeps the others mounted but hidden). */
async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await page.getByRole('tab', { name, exact: true, selected: true }).waitFor();
}

describe('web app: every landed screen passes axe in both themes (issue 11)', () => {
  const { server, browsers } = browserSuite({ browsers: ['main', 'newcomer'], freshCookies: true });

  it.each(CASES)(
    'public screens in the %s theme at %i px: login, register, password reset, verification, election form',
    async (theme, width) => {
      const tag = `${width}-${theme}`;
      const findings: Findings = {};
      const page = await server.open('/auth', browsers.main);
      await setWidth(page, width);
      await applyTheme(page, theme);
      await page.getByRole('button', { name: 'Anmelden' }).waitFor();
      await check(page, findings, 'login', tag);

      await goTo(page, server.baseUrl, '/auth/register');
      await page.getByLabel('Passwort wiederholen').waitFor();
      await check(page, findings, 'register', tag);
      await page.getByLabel('E-Mail-Adresse').fill(`neu.${tag}@plenum.test`);
      await page.getByLabel('Passwort', { exact: true }).fill('Sicher!Passwort1');
      await page.getByLabel('Passwort wiederholen').fill('Sicher!Passwort1');
      await page.getByRole('button', { name: 'Weiter' }).click();
      await page.getByLabel('Vorname').waitFor();
      await check(page, findings, 'register-step-2', tag);

      await goTo(page, server.baseUrl, '/auth/reset');
      await check(page, findings, 'password-reset', tag);
      await goTo(page, server.baseUrl, '/verify');
      await check(page, findings, 'verify-error', tag);

      await goTo(page, server.baseUrl, '/election-registration');
      await page.getByRole('heading', { name: /Schritt 1 von 6/ }).waitFor();
      await check(page, findings, 'election-form', tag);

      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      expect(findings).toEqual({});
      expect(pageErrors(page)).toEqual([]);
    },
    180_000,
  );

  it.each(CASES)(
    'group screens in the %s theme at %i px: home, dashboard, discover, members, invitations, notifications, settings, role overview, account',
    async (theme, width) => {
      const tag = `${width}-${theme}`;
      const findings: Findings = {};
      const domain = await server.domain(`Stadtschülerrat Bildschirme ${tag}`);
      const tenant = await server.tenant({ domainId: domain._id, name: `SV Goethe ${tag}`, isPublic: true });
      const other = await server.tenant({ domainId: domain._id, name: `SV Schiller ${tag}`, isPublic: true });
      const emma = await server.member(tenant, SvLevel.SV_ADMIN, { firstName: 'Emma', lastName: `Roth${width}` });
      const lena = await server.member(other, SvLevel.SV_ADMIN, { firstName: 'Lena', lastName: `Vogel${width}` });
      await server.member(tenant, SvLevel.SV_MEMBER, { firstName: 'Lea', lastName: 'Schmidt' });
      const newcomer = await server.user({ firstName: 'Noah', lastName: `Neu${width}` });
      const asLena = await server.login(lena);
      for (const mail of [emma.mail, newcomer.mail]) {
        const invited = await asLena.post(`/api/tenant/tenant/${other._id}/invitation`).send({ mail, level: SvLevel.SV_MEMBER });
        expect(invited.status).toBeLessThan(300);
      }
      const asEmma = await server.login(emma);
      expect(
        (
          await asEmma
            .post(`/api/tenant/tenant/${tenant._id}/invitation`)
            .send({ mail: `offen.${tag}@plenum.test`, level: SvLevel.SV_MEMBER })
        ).status,
      ).toBeLessThan(300);
      expect(
        (await asEmma.post(`/api/tenant/tenant/${tenant._id}/notification`).send({ content: 'Sitzung am Donnerstag in Raum 204.' })).status,
      ).toBeLessThan(300);

      // A newcomer without a group, with one invitation: the home page.
      const home = await server.open('/auth', browsers.newcomer);
      await setWidth(home, width);
      await applyTheme(home, theme);
      await fillLogin(home, newcomer.mail);
      await home.getByTestId('invitation-count').waitFor();
      await check(home, findings, 'home-without-group', tag);
      expect(pageErrors(home)).toEqual([]);

      const page = await server.open('/auth', browsers.main);
      await setWidth(page, width);
      await applyTheme(page, theme);
      await fillLogin(page, emma.mail);
      await page.getByTestId('invitation-banner').waitFor();
      await check(page, findings, 'dashboard', tag);

      await goTo(page, server.baseUrl, '/discover/tenants');
      // An SV admits on request by default (issue 24).
      await page.getByRole('button', { name: `Beitritt anfragen bei ${other.name}` }).waitFor();
      await check(page, findings, 'discover', tag);

      await goTo(page, server.baseUrl, '/sv/members');
      await page.getByTestId('member-table').getByText('Lea Schmidt').waitFor();
      await page.getByTestId('invitation-table').getByText(`offen.${tag}@plenum.test`).waitFor();
      await check(page, findings, 'members', tag);
      await checkDialog(page, findings, 'Einladen', 'members-invite-dialog', tag);

      await goTo(page, server.baseUrl, '/user/invitations');
      await page.locator('main').getByText(other.name).first().waitFor();
      await check(page, findings, 'invitations', tag);

      await goTo(page, server.baseUrl, '/sv/notifications');
      await page.locator('main').getByText('Sitzung am Donnerstag in Raum 204.').first().waitFor();
      await check(page, findings, 'notifications', tag);

      // Each tab by its link (web/src/features/tenant/settings-tabs.ts), whatever its label says.
      await goTo(page, server.baseUrl, '/sv/settings?tab=integrations');
      await page.getByRole('switch').first().waitFor();
      await check(page, findings, 'settings', tag);
      await goTo(page, server.baseUrl, '/sv/settings?tab=functions');
      await page.getByTestId('role-overview').waitFor();
      await check(page, findings, 'role-overview', tag);
      await goTo(page, server.baseUrl, '/sv/settings?tab=misc');
      await page.getByRole('button', { name: 'Gruppe verlassen' }).waitFor();
      await check(page, findings, 'settings-misc', tag);

      await goTo(page, server.baseUrl, '/user');
      await check(page, findings, 'account', tag);

      await goTo(page, server.baseUrl, '/gibt/es/nicht');
      await check(page, findings, 'not-found', tag);

      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      expect(findings).toEqual({});
      expect(pageErrors(page)).toEqual([]);
    },
    240_000,
  );

  it.each(CASES)(
    'administration in the %s theme at %i px: platform pages and the domain administration tabs',
    async (theme, width) => {
      const tag = `${width}-${theme}`;
      const findings: Findings = {};
      const domain = await server.domain(`Stadtschülerrat Verwaltung ${tag}`);
      const school = await server.tenant({ domainId: domain._id, name: `SV Lessing ${tag}`, type: TenantType.SV });
      await server.tenant({ domainId: domain._id, name: `Netzwerk Klima ${tag}`, type: TenantType.NETWORK });
      await server.member(school, SvLevel.SV_MEMBER, { firstName: 'Lea', lastName: `Schmidt${width}` });
      const paula = await server.user({
        firstName: 'Paula',
        lastName: `Plattform${width}`,
        permissionLevel: PlatformLevel.PLENUM_ADMINISTRATION,
      });
      await makeDomainAdmin(server.dataSource, domain._id, paula._id);
      await addMember(server.dataSource, school._id, paula._id, SvLevel.SV_ADMIN);
      expect((await server.client().post('/api/tenant/public/election').send(electionBody(domain._id, school._id))).status).toBe(201);

      const page = await server.open('/auth', browsers.main);
      await setWidth(page, width);
      await applyTheme(page, theme);
      await fillLogin(page, paula.mail);
      await page.getByTestId('notifications').waitFor();

      await goTo(page, server.baseUrl, '/admin/tenants');
      // Other specs' groups share the database: search, as an administrator would, instead of paging.
      const search = page.getByRole('searchbox', { name: 'Gruppen durchsuchen' });
      await search.fill(school.name);
      await search.press('Enter');
      await page.getByRole('link', { name: school.name }).first().waitFor();
      await check(page, findings, 'admin-tenants', tag);
      await checkDialog(page, findings, 'Gruppe anlegen', 'admin-tenant-create-dialog', tag);
      await goTo(page, server.baseUrl, `/admin/tenants/${school._id}`);
      await page.getByText(`Lea Schmidt${width}`).first().waitFor();
      await check(page, findings, 'admin-tenant', tag);
      await goTo(page, server.baseUrl, '/admin/users');
      await check(page, findings, 'admin-users', tag);
      await goTo(page, server.baseUrl, '/admin/domains');
      // Any row will do: other specs' domains share the database, so this one may be on a later page.
      await page
        .getByRole('button', { name: / bearbeiten$/ })
        .first()
        .waitFor();
      await check(page, findings, 'admin-domains', tag);
      await goTo(page, server.baseUrl, '/admin/audit');
      await check(page, findings, 'admin-audit', tag);

      await goTo(page, server.baseUrl, '/d_admin/domains');
      await page.getByRole('link', { name: domain.name }).waitFor();
      await check(page, findings, 'domain-admin-domains', tag);
      await goTo(page, server.baseUrl, `/d_admin/domains/${domain._id}`);
      await page.getByRole('button', { name: `Ansehen: ${school.name}` }).waitFor();
      await check(page, findings, 'domain-admin-elections', tag);
      await openTab(page, 'Schulen');
      await page.getByRole('button', { name: `Mitglieder von ${school.name}` }).waitFor();
      await check(page, findings, 'domain-admin-schools', tag);
      await checkDialog(page, findings, 'Schule anlegen', 'domain-admin-school-dialog', tag);
      await page.getByRole('button', { name: `Mitglieder von ${school.name}` }).click();
      await page.getByRole('button', { name: `Lea Schmidt${width} entfernen` }).waitFor();
      await check(page, findings, 'domain-admin-members-drawer', tag);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: `Lea Schmidt${width} entfernen` }).waitFor({ state: 'hidden' });
      await openTab(page, 'Netzwerke');
      await check(page, findings, 'domain-admin-networks', tag);
      await openTab(page, 'Funktionen');
      await check(page, findings, 'domain-admin-functions', tag);

      // Errors once (pattern 6) in the administration too: a failed read shows inline, with no toast.
      await page.route('**/api/tenant/admin/audit**', (route) => route.fulfill({ status: 500, json: { message: 'Kaputt' } }));
      await goTo(page, server.baseUrl, '/admin/audit');
      await page.getByRole('alert').filter({ hasText: 'Die Daten konnten nicht geladen werden.' }).waitFor({ timeout: 20_000 });
      await check(page, findings, 'admin-audit-load-error', tag);
      expect(await page.locator('[data-toast-kind]').count()).toBe(0);
      await page.unroute('**/api/tenant/admin/audit**');

      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      expect(findings).toEqual({});
      expect(pageErrors(page)).toEqual([]);
    },
    240_000,
  );
});
