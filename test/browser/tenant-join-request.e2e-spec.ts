// Issue 24, browser: a stranger asks to join a public SV on /discover/tenants ('Anfrage gesendet'), the
// school's admin sees the notice naming them and accepts the request on the members screen.
import { SvLevel } from '#shared/levels';
import { expectAccessible, pageErrors, screenshot } from '../helpers/browser';
import { browserSuite } from '../helpers/browser-suite';

describe('web app: join on request', () => {
  const {
    server,
    browsers: { asker: askerBrowser, admin: adminBrowser },
  } = browserSuite({ browsers: ['asker', 'admin'] });

  it("sends a request from 'Entdecken' and lets the group's admin accept it", async () => {
    const domain = await server.domain('Stadtschülerrat Fulda');
    const tenant = await server.tenant({ domainId: domain._id, name: 'SV Anfrage-Schule Fulda', isPublic: true });
    const admin = await server.member(tenant, SvLevel.SV_ADMIN, { firstName: 'Nora', lastName: 'Admin' });
    const asker = await server.user({ firstName: 'Lukas', lastName: 'Berg' });

    const page = await server.signIn(asker, { browser: askerBrowser });
    await page.getByRole('heading', { name: 'Willkommen bei Plenum, Lukas!' }).waitFor();
    await page.goto(`${server.baseUrl}/discover/tenants?text=Anfrage-Schule`);
    const table = page.getByTestId('discover-table');
    await table.getByRole('button', { name: 'Beitritt anfragen bei SV Anfrage-Schule Fulda' }).click();
    await page.getByText('Anfrage gesendet. Die Administration der Gruppe entscheidet darüber.').waitFor();
    const sent = table.getByRole('button', { name: 'Anfrage gesendet an SV Anfrage-Schule Fulda' });
    await sent.waitFor();
    expect(await sent.isDisabled()).toBe(true);
    // Not a member yet: no "Meine SV" in the navigation, and the mark survives a reload.
    expect(await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByText('Meine SV').count()).toBe(0);
    await page.reload();
    await sent.waitFor();
    await expectAccessible(page);
    await screenshot(page, 'tenant-join-request-sent');

    const adminPage = await server.signIn(admin, { browser: adminBrowser });
    await adminPage.getByRole('button', { name: 'Benachrichtigungen (1 ungelesen)' }).click();
    await adminPage
      .getByTestId('notifications-popover')
      .getByText('Lukas Berg möchte der Gruppe „SV Anfrage-Schule Fulda“ beitreten.')
      .waitFor();
    await adminPage.goto(`${server.baseUrl}/sv/members`);
    const requests = adminPage.getByTestId('join-requests');
    await requests.getByText('Lukas Berg').waitFor();
    await expectAccessible(adminPage);
    await screenshot(adminPage, 'tenant-join-requests');
    await requests.getByRole('button', { name: 'Anfrage von Lukas Berg annehmen' }).click();
    await adminPage.getByText('Die Person ist jetzt Gast der Gruppe.').waitFor();
    await requests.getByText('Keine offenen Beitrittsanfragen.').waitFor();
    await adminPage.getByTestId('member-table').locator('tr', { hasText: 'Lukas Berg' }).getByText('Gast').waitFor();

    // The asker's app follows the new membership: after a reload the row offers the way into the group.
    await page.reload();
    await table.getByRole('button', { name: 'SV Anfrage-Schule Fulda verlassen' }).waitFor();
    expect(pageErrors(page)).toEqual([]);
    expect(pageErrors(adminPage)).toEqual([]);
  }, 120_000);
});
