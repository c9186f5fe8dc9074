// Issue 4, browser: a group notification sent by one member shows up in another member's open
// browser without a reload (badge, popover, list), and the popover marks it as seen.
import { SvLevel } from '#shared/levels';
import { expectAccessible, pageErrors, screenshot } from '../helpers/browser';
import { browserSuite } from '../helpers/browser-suite';

describe('web app: group notifications', () => {
  const {
    server,
    browsers: { sender: senderBrowser, reader: readerBrowser },
  } = browserSuite({ browsers: ['sender', 'reader'] });

  it("shows a notification sent by the board in another member's open browser without a reload", async () => {
    const domain = await server.domain();
    const tenant = await server.tenant({ domainId: domain._id, name: 'SV Schiller-Schule' });
    const sender = await server.member(tenant, SvLevel.SV_BOARD, { firstName: 'Sara', lastName: 'Kaya' });
    const reader = await server.member(tenant, SvLevel.SV_MEMBER, { firstName: 'Tim', lastName: 'Berger' });

    const readerPage = await server.signIn(reader, { browser: readerBrowser });
    await readerPage.getByRole('heading', { name: 'SV-Profil', level: 1 }).waitFor();
    await readerPage.goto(`${server.baseUrl}/sv/notifications`);
    await readerPage.getByRole('heading', { name: 'Benachrichtigungen', level: 1 }).waitFor();
    await readerPage.getByText('Noch keine Benachrichtigungen.').waitFor();
    // A plain member may neither send nor delete.
    expect(await readerPage.getByRole('button', { name: 'Senden' }).count()).toBe(0);
    await readerPage.getByRole('button', { name: 'Benachrichtigungen', exact: true }).waitFor();

    const senderPage = await server.signIn(sender, { browser: senderBrowser });
    await senderPage.getByRole('heading', { name: 'SV-Profil', level: 1 }).waitFor();
    await senderPage.goto(`${server.baseUrl}/sv/notifications`);
    await senderPage.getByRole('button', { name: 'Senden' }).click();
    await senderPage.getByText('Bitte gib eine Nachricht ein.').waitFor();
    const message = 'Die SV-Sitzung beginnt heute um 14 Uhr in Raum 204.';
    await senderPage.getByLabel('Benachrichtigung an die Gruppe senden').fill(message);
    await senderPage.getByText(`Noch ${500 - message.length} Zeichen übrig`).waitFor();
    await expectAccessible(senderPage);
    await screenshot(senderPage, 'tenant-notifications-send');
    await senderPage.getByRole('button', { name: 'Senden' }).click();
    await senderPage.getByText('Die Benachrichtigung wurde gesendet.').waitFor();
    await senderPage.getByTestId('notification-item').getByText(message).waitFor();

    // The reader's page was not reloaded: the socket event brings the badge and the list.
    await readerPage.getByRole('button', { name: 'Benachrichtigungen (1 ungelesen)' }).waitFor({ timeout: 15_000 });
    await readerPage.getByTestId('notification-item').getByText(message).waitFor();
    await readerPage
      .getByTestId('notification-item')
      .getByText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2} · von Sara Kaya/)
      .waitFor();
    await expectAccessible(readerPage);
    await screenshot(readerPage, 'tenant-notifications-live');

    await readerPage.getByRole('button', { name: 'Benachrichtigungen (1 ungelesen)' }).click();
    const popover = readerPage.getByTestId('notifications-popover');
    await popover.getByText(message).waitFor();
    // Opening marked everything as seen: the badge is gone.
    await readerPage.getByRole('button', { name: 'Benachrichtigungen', exact: true }).waitFor();
    await expectAccessible(readerPage);
    await screenshot(readerPage, 'tenant-notifications-popover');
    expect(pageErrors(readerPage)).toEqual([]);
    expect(pageErrors(senderPage)).toEqual([]);
  }, 120_000);
});
