// Issue 26 §2, browser: 'Konto löschen' in 'Mein Konto' explains what happens, names the group that still
// needs another administration, then shows the pending deletion until 'Löschung abbrechen'.
import { SvLevel } from '#shared/levels';
import { expectAccessible, pageErrors, screenshot } from '../helpers/browser';
import { browserSuite } from '../helpers/browser-suite';
import { addMember, PASSWORD } from '../helpers/factories';

describe('web app: deleting one’s account', () => {
  const { server, browser } = browserSuite();

  it('refuses while the person is the last administration, then schedules the deletion and cancels it', async () => {
    const tenant = await server.tenant({ name: 'SV Löschschule' });
    const person = await server.member(tenant, SvLevel.SV_ADMIN, { firstName: 'Lina', lastName: 'Los' });
    const page = await server.signIn(person, { browser, path: '/user' });
    const card = page.getByTestId('account-deletion');
    await card.getByText('Ehemaliges Mitglied', { exact: false }).waitFor();

    await card.getByLabel('Dein Passwort zur Bestätigung').fill(PASSWORD);
    await card.getByRole('button', { name: 'Konto löschen' }).click();
    await card
      .getByRole('alert')
      .getByText(
        'Du bist die letzte Administration von „SV Löschschule“. Ernenne zuerst jemand anderen zur Administration oder lösche die Gruppe.',
      )
      .waitFor();
    await expectAccessible(page);

    await addMember(server.dataSource, tenant._id, (await server.user())._id, SvLevel.SV_ADMIN);
    await card.getByRole('button', { name: 'Konto löschen' }).click();
    await card.getByText(/Dein Konto wird am \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} gelöscht\./).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'account-deletion-pending');

    await card.getByRole('button', { name: 'Löschung abbrechen' }).click();
    await page.getByText('Die Löschung deines Kontos ist abgebrochen.').waitFor();
    await card.getByRole('button', { name: 'Konto löschen' }).waitFor();
    expect(pageErrors(page)).toEqual([]);
  });
});
