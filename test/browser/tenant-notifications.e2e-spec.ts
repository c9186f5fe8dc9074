// Issue 4, browser: a group notification sent by one member shows up in another member's open
// browser without a reload (badge, popover, list), and the popover marks it as seen.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { SvLevel } from '#shared/levels';
import { addMember, createDomain, createTenant, createUser } from '../helpers/factories';
import { expectAccessible, launchBrowser, loginAt, openPage, pageErrors, screenshot } from '../helpers/browser';
import { startTestServer, TestServer } from '../helpers/server';

describe('web app: group notifications', () => {
  let server: TestServer;
  let senderBrowser: BrowserContext;
  let readerBrowser: BrowserContext;

  beforeAll(async () => {
    if (!existsSync(path.resolve(__dirname, '../../dist-web/index.html'))) {
      throw new Error('dist-web is missing: run `npm run build:web` before the browser tests');
    }
    server = await startTestServer();
    senderBrowser = await launchBrowser();
    readerBrowser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await senderBrowser?.close();
    await readerBrowser?.close();
    await server?.close();
  });

  it('shows a notification sent by the board in another member\'s open browser without a reload', async () => {
    const domain = await createDomain(server.dataSource);
    const tenant = await createTenant(server.dataSource, { domainId: domain._id, name: 'SV Schiller-Schule' });
    const sender = await createUser(server.dataSource, { firstName: 'Sara', lastName: 'Kaya' });
    const reader = await createUser(server.dataSource, { firstName: 'Tim', lastName: 'Berger' });
    await addMember(server.dataSource, tenant._id, sender._id, SvLevel.SV_BOARD);
    await addMember(server.dataSource, tenant._id, reader._id, SvLevel.SV_MEMBER);

    const readerPage = await openPage(readerBrowser, `${server.baseUrl}/auth`);
    await loginAt(readerPage, `${server.baseUrl}/auth`, reader.mail);
    await readerPage.getByRole('heading', { name: 'SV-Profil', level: 1 }).waitFor();
    await readerPage.goto(`${server.baseUrl}/sv/notifications`);
    await readerPage.getByRole('heading', { name: 'Benachrichtigungen', level: 1 }).waitFor();
    await readerPage.getByText('Noch keine Benachrichtigungen.').waitFor();
    // A plain member may neither send nor delete.
    expect(await readerPage.getByRole('button', { name: 'Senden' }).count()).toBe(0);
    await readerPage.getByRole('button', { name: 'Benachrichtigungen', exact: true }).waitFor();

    const senderPage = await openPage(senderBrowser, `${server.baseUrl}/auth`);
    await loginAt(senderPage, `${server.baseUrl}/auth`, sender.mail);
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
    await readerPage.getByTestId('notification-item').getByText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2} · von Sara Kaya/).waitFor();
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
