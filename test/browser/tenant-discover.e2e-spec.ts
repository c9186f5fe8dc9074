// Issue 4, browser: join an open group on /discover/tenants and leave it again (each reloads the page).
import { TenantType } from '#shared/levels';
import { expectAccessible, pageErrors, screenshot } from '../helpers/browser';
import { browserSuite } from '../helpers/browser-suite';

describe('web app: discover open groups', () => {
  const { server, browser } = browserSuite();

  it('joins an open group as guest and leaves it again, filtering by name and type', async () => {
    const domain = await server.domain('Stadtschülerrat Kassel');
    // Admits at once (an SV's default is on request: tenant-join-request.e2e-spec.ts).
    await server.tenant({ domainId: domain._id, name: 'SV Offene Schule Kassel', isPublic: true, joinPolicy: 'OPEN' });
    await server.tenant({ domainId: domain._id, name: 'Netzwerk Offene Schulen', isPublic: true, type: TenantType.NETWORK });
    await server.tenant({ domainId: domain._id, name: 'SV Geschlossene Schule', isPublic: false });
    const user = await server.user({ firstName: 'Emma', lastName: 'Roth' });

    const page = await server.signIn(user, { browser });
    await page.getByRole('heading', { name: 'Willkommen bei Plenum, Emma!' }).waitFor();
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByText('Entdecken').click();
    await page.waitForURL(`${server.baseUrl}/discover/tenants`);
    await page.getByRole('heading', { name: 'Offene Gruppen entdecken', level: 1 }).waitFor();

    const table = page.getByTestId('discover-table');
    await page.getByLabel('Gruppen durchsuchen').fill('Offene');
    await page.getByLabel('Gruppen durchsuchen').press('Enter');
    await table.getByText('SV Offene Schule Kassel').waitFor();
    await table.getByText('Netzwerk Offene Schulen').waitFor();
    expect(await table.getByText('SV Geschlossene Schule').count()).toBe(0);

    await page.getByRole('combobox', { name: 'Gruppenart' }).click();
    await page.locator('.ant-select-item-option[title="Netzwerk"]').click();
    await page.waitForFunction(() => !document.body.innerText.includes('SV Offene Schule Kassel'));
    await table.getByText('Netzwerk Offene Schulen').waitFor();
    await page.getByRole('combobox', { name: 'Gruppenart' }).click();
    await page.locator('.ant-select-item-option[title="Alle Arten"]').click();
    await table.getByText('SV Offene Schule Kassel').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'tenant-discover');

    await page.getByRole('button', { name: 'SV Offene Schule Kassel beitreten' }).click();
    await page.getByText('Du bist der Gruppe beigetreten.').waitFor();
    // After the reload (the search kept) the user is a guest of the group: My SV appears, the button turns
    // into "Verlassen".
    const leave = page.getByRole('button', { name: 'SV Offene Schule Kassel verlassen' });
    await leave.waitFor();
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByText('Meine SV').waitFor();
    await screenshot(page, 'tenant-discover-joined');

    // A guest reads the group's contact persons, not its member list (issue 24); this group has none yet.
    await page.goto(`${server.baseUrl}/sv/members`);
    await page.getByRole('heading', { name: 'Ansprechpersonen', level: 1 }).waitFor();
    await page.getByText('Diese Gruppe hat noch keine Ansprechpersonen.').waitFor();

    // The search lives in the address: a link to it opens the same list (other specs' open groups share the
    // database, so the unfiltered first page may not hold this one).
    await page.goto(`${server.baseUrl}/discover/tenants?text=Offene`);
    await page.getByLabel('Gruppen durchsuchen').waitFor();
    expect(await page.getByLabel('Gruppen durchsuchen').inputValue()).toBe('Offene');
    await leave.click();
    // Leaving asks first (issue 11): nothing happens until the dialog's 'Verlassen' is pressed.
    await page.getByRole('dialog').getByRole('button', { name: 'Verlassen', exact: true }).click();
    await page.getByText('Du hast die Gruppe verlassen.').waitFor();
    await page.getByRole('button', { name: 'SV Offene Schule Kassel beitreten' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByText('Meine SV').count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);
});
