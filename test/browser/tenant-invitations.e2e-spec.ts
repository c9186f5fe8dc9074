// Issue 4, browser: an admin invites a new address, the invitee registers with it, accepts on
// /user/invitations and then appears in the members list with the invited role.
import { SvLevel } from '#shared/levels';
import { expectAccessible, loginAt, openPage, pageErrors, screenshot } from '../helpers/browser';
import { browserSuite } from '../helpers/browser-suite';
import { PASSWORD, uniqueMail } from '../helpers/factories';
import { linkIn, waitForMail } from '../helpers/mail';

describe('web app: group invitations', () => {
  const {
    server,
    browsers: { admin: adminBrowser, invitee: inviteeBrowser },
  } = browserSuite({ browsers: ['admin', 'invitee'] });

  it('lets a new address register, accept the invitation and appear among the members with the invited role', async () => {
    const domain = await server.domain();
    const tenant = await server.tenant({ domainId: domain._id, name: 'SV Humboldt-Gymnasium' });
    const admin = await server.member(tenant, SvLevel.SV_ADMIN, { firstName: 'Lena', lastName: 'Vogel' });
    const inviteeMail = uniqueMail('jonas');

    const page = await openPage(adminBrowser, `${server.baseUrl}/auth`);
    await loginAt(page, `${server.baseUrl}/auth`, admin.mail);
    await page.getByRole('heading', { name: 'SV-Profil', level: 1 }).waitFor();
    await page.goto(`${server.baseUrl}/sv/members`);
    await page.getByRole('heading', { name: 'Mitglieder', level: 1 }).waitFor();
    await page.getByTestId('member-table').getByText('Lena Vogel').waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Einladen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-Mail-Adresse').fill('keine-adresse');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.getByText('Die E-Mail-Adresse ist nicht gültig.').waitFor();
    await dialog.getByLabel('E-Mail-Adresse').fill(inviteeMail);
    await dialog.getByRole('combobox', { name: 'Rolle' }).click();
    await page.locator('.ant-select-item-option[title="SV-Vorstand"]').click();
    await expectAccessible(page);
    await screenshot(page, 'tenant-members-invite-dialog');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    const invitations = page.getByTestId('invitation-table');
    await invitations.getByText(inviteeMail).waitFor();
    expect(await invitations.getByText('SV-Vorstand').count()).toBe(1);
    await screenshot(page, 'tenant-members');

    const invitationMail = await waitForMail(inviteeMail, /Einladung/);
    // For an address without an account the mail links to the registration.
    const registerLink = linkIn(invitationMail, '/auth/register');

    const invitee = await openPage(inviteeBrowser, registerLink.href);
    await invitee.getByRole('heading', { name: 'Registrieren' }).waitFor();
    await invitee.getByLabel('E-Mail-Adresse').fill(inviteeMail);
    await invitee.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
    await invitee.getByLabel('Passwort wiederholen').fill(PASSWORD);
    await invitee.getByRole('button', { name: 'Weiter' }).click();
    await invitee.getByLabel('Vorname').fill('Jonas');
    await invitee.getByLabel('Nachname').fill('Brandt');
    await invitee.getByRole('checkbox').check();
    await invitee.getByRole('button', { name: 'Registrieren' }).click();
    await invitee.getByText('Fast geschafft!').waitFor();
    const verification = await waitForMail(inviteeMail, /bestätige/);
    await invitee.goto(linkIn(verification, '/verify').href);
    await invitee.getByText('Deine E-Mail-Adresse ist bestätigt.').waitFor();

    await loginAt(invitee, `${server.baseUrl}/auth`, inviteeMail);
    await invitee.getByTestId('invitation-count').getByText('Du hast 1 offene Einladung.').waitFor();
    await invitee.getByRole('link', { name: 'Einladungen ansehen' }).click();
    await invitee.getByRole('heading', { name: 'Einladungen', level: 1 }).waitFor();
    const item = invitee.getByTestId('invitation-item');
    await item.getByText('SV Humboldt-Gymnasium').waitFor();
    await item.getByText(/als SV-Vorstand/).waitFor();
    await expectAccessible(invitee);
    await screenshot(invitee, 'tenant-invitations');

    await invitee.getByRole('button', { name: 'Einladung in SV Humboldt-Gymnasium annehmen' }).click();
    // Accepting reloads the page: the new group arrives with the auth data, the list is empty.
    await invitee.getByText('Du hast keine offenen Einladungen.').waitFor();
    await invitee.getByText('Du bist der Gruppe beigetreten.').waitFor();
    await invitee.goto(`${server.baseUrl}/sv/members`);
    const row = invitee.getByTestId('member-table').locator('tr', { hasText: 'Jonas Brandt' });
    await row.getByText('SV-Vorstand').waitFor();
    // A board member may not administer members: no buttons.
    expect(await invitee.getByRole('button', { name: 'Einladen' }).count()).toBe(0);
    await expectAccessible(invitee);

    await page.reload();
    await page.getByTestId('member-table').locator('tr', { hasText: 'Jonas Brandt' }).getByText('SV-Vorstand').waitFor();
    expect(await page.getByTestId('invitation-table').getByText(inviteeMail).count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
    expect(pageErrors(invitee)).toEqual([]);
  }, 180_000);
});
