// Issue 13, browser: two people chat in their group and privately, live in two browsers; the unread dots rise
// and clear; links are clickable, markup stays text; an image is previewed; the lost-connection notice shows
// while offline; a reported private message reaches a moderator who removes it, and both see the placeholder;
// a group message is deleted after asking. Screens at 360 and 1280 px, axe in both themes.
import type { Page, WebSocketRoute } from 'playwright-core';
import { PlatformLevel, SvLevel } from '#shared/levels';
import { png } from '../fixtures/files/sample-files';
import { applyTheme, expectAccessible, pageErrors, screenshot, setWidth } from '../helpers/browser';
import { browserSuite } from '../helpers/browser-suite';
import { PASSWORD } from '../helpers/factories';

const CONNECTION_LOST = 'Die Verbindung zum Server wurde unterbrochen. Bitte versuche es erneut.';

const messages = (page: Page) => page.getByTestId('chat-messages');
const message = (page: Page, text: string) => messages(page).getByTestId('chat-message').filter({ hasText: text });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Nachricht', exact: true });
const groupChatEntry = (page: Page) =>
  page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('menuitem', { name: /Gruppenchat/ });

async function openGroupChat(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/sv/chat`);
  await page.getByRole('heading', { level: 1, name: /Gruppenchat/ }).waitFor();
  await messages(page).waitFor();
}

/** Opens the sidebar's Administration group (it may open by itself while the layout settles). */
async function openAdministration(page: Page) {
  const group = page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('menuitem', { name: 'Administration' });
  await group.waitFor();
  for (let attempt = 0; attempt < 5 && (await group.getAttribute('aria-expanded')) !== 'true'; attempt += 1) {
    await group.click();
    await page.waitForTimeout(400);
  }
}

/** Types a message and sends it with Enter; Shift+Enter between lines. */
async function write(page: Page, lines: string[]) {
  const box = composer(page);
  await box.click();
  for (const [index, line] of lines.entries()) {
    if (index > 0) await box.press('Shift+Enter');
    await box.pressSequentially(line);
  }
  await box.press('Enter');
  await page.waitForFunction(() => !(document.querySelector('textarea[aria-label="Nachricht"]') as HTMLTextAreaElement)?.value);
}

describe('web app: chat (issue 13)', () => {
  const {
    server,
    browsers: { lea: leaBrowser, tom: tomBrowser, mod: modBrowser },
  } = browserSuite({ browsers: ['lea', 'tom', 'mod'], freshCookies: true });

  it('chats in the group and privately, live in two browsers, with unread dots that rise and clear', async () => {
    const domain = await server.domain('Stadtschülerrat Chat');
    const tenant = await server.tenant({ domainId: domain._id, name: 'SV Chat-Schule' });
    const lea = await server.member(tenant, SvLevel.SV_MEMBER, { firstName: 'Lea', lastName: 'Schmidt' });
    const tim = await server.member(tenant, SvLevel.SV_BOARD, { firstName: 'Tim', lastName: 'Vogel' });

    // Lea's live connection runs through the test, which can cut it (offline emulation leaves sockets open).
    const line = { down: false, open: new Set<WebSocketRoute>() };
    await leaBrowser.routeWebSocket(/\/api\/socket\.io\//, async (ws) => {
      if (line.down) return ws.close();
      ws.connectToServer();
      line.open.add(ws);
    });

    const leaPage = await server.signIn(lea, { browser: leaBrowser });
    await leaPage.getByTestId('notifications').waitFor();
    const tomPage = await server.signIn(tim, { browser: tomBrowser });
    await tomPage.getByTestId('notifications').waitFor();

    // Lea writes in the group: a link becomes clickable, markup stays text.
    await openGroupChat(leaPage, server.baseUrl);
    await leaPage.getByText('Noch keine Nachrichten.').waitFor();
    await expectAccessible(leaPage);
    await write(leaPage, ['Hallo <b>Team</b>! Protokoll: https://plenum.example.de/protokoll.']);
    const first = message(leaPage, 'Hallo <b>Team</b>!');
    await first.waitFor();
    expect(await first.locator('b').count()).toBe(0);
    const link = first.getByRole('link', { name: 'https://plenum.example.de/protokoll' });
    expect(await link.getAttribute('href')).toBe('https://plenum.example.de/protokoll');
    expect(await link.getAttribute('target')).toBe('_blank');
    await messages(leaPage).getByRole('separator', { name: 'Heute' }).waitFor();

    // Tim's sidebar counts it live; opening the chat clears the count.
    await groupChatEntry(tomPage).locator('[data-badge="1"]').waitFor();
    await groupChatEntry(tomPage).click();
    await message(tomPage, 'Hallo <b>Team</b>!').getByText('Lea Schmidt').waitFor();
    await groupChatEntry(tomPage).locator('[data-badge]').waitFor({ state: 'detached' });

    // Tim answers on two lines (Shift+Enter) with an image; Lea sees both without reloading.
    await tomPage.getByTestId('chat-file-input').setInputFiles({ name: 'Plakat.png', mimeType: 'image/png', buffer: png() });
    await tomPage.getByTestId('chat-composer').getByText('Plakat.png').waitFor();
    await write(tomPage, ['Zeile eins', 'Zeile zwei']);
    const answer = message(leaPage, 'Zeile eins');
    await answer.waitFor();
    expect(await answer.locator('.plenum-chat-text').textContent()).toBe('Zeile eins\nZeile zwei');
    const preview = answer.getByRole('img', { name: 'Plakat.png' });
    await preview.waitFor();
    await leaPage.waitForFunction(() => {
      const img = document.querySelector('img[alt="Plakat.png"]') as HTMLImageElement | null;
      return !!img && img.complete && img.naturalWidth > 0;
    });
    // Lea has the chat open and visible: her count stays at zero.
    await expectAccessible(leaPage);
    expect(await groupChatEntry(leaPage).locator('[data-badge]').count()).toBe(0);

    // Privately: Tim starts a chat with Lea from the header shortcut.
    await tomPage.getByTestId('chat-shortcut').click();
    await tomPage.getByRole('heading', { level: 1, name: 'Private Chats' }).waitFor();
    await tomPage.getByRole('link', { name: 'Neuen Chat beginnen' }).first().click();
    await tomPage.getByRole('searchbox', { name: 'Person suchen' }).fill('Lea');
    await tomPage.getByRole('searchbox', { name: 'Person suchen' }).press('Enter');
    await tomPage.getByTestId('chat-candidate').filter({ hasText: 'Lea Schmidt' }).waitFor();
    await expectAccessible(tomPage);
    await screenshot(tomPage, 'chat-new-1280');
    await tomPage.getByRole('link', { name: 'Lea Schmidt schreiben' }).click();
    await tomPage.getByRole('heading', { level: 1, name: 'Lea Schmidt' }).waitFor();
    await write(tomPage, ['Hallo Lea, hast du kurz Zeit?']);
    await message(tomPage, 'Hallo Lea, hast du kurz Zeit?').waitFor();

    // Lea's header shortcut shows the unread dot; the list counts it; reading clears both.
    const shortcut = leaPage.getByTestId('chat-shortcut');
    await leaPage.getByRole('button', { name: 'Private Chats (1 ungelesen)' }).waitFor();
    await shortcut.click();
    const row = leaPage.getByTestId('chat-item').filter({ hasText: 'Tim Vogel' });
    await row.getByLabel('1 ungelesen').waitFor();
    await expectAccessible(leaPage);
    await screenshot(leaPage, 'chat-list-1280');
    await row.getByRole('link').click();
    await message(leaPage, 'Hallo Lea, hast du kurz Zeit?').waitFor();
    await leaPage.getByRole('button', { name: 'Private Chats', exact: true }).waitFor();
    await write(leaPage, ['Klar, was gibt es?']);
    await message(tomPage, 'Klar, was gibt es?').waitFor();

    // While the connection is down, the chat says so; once it is back, the notice goes.
    expect(await leaPage.getByText(CONNECTION_LOST).count()).toBe(0);
    line.down = true;
    for (const ws of line.open) await ws.close();
    line.open.clear();
    await leaPage.getByRole('alert').filter({ hasText: CONNECTION_LOST }).waitFor();
    await screenshot(leaPage, 'chat-connection-lost-1280');
    line.down = false;
    await leaPage.getByRole('alert').filter({ hasText: CONNECTION_LOST }).waitFor({ state: 'detached', timeout: 20_000 });
    // Live again: Tim's next message arrives without a reload.
    await write(tomPage, ['Bist du wieder da?']);
    await message(leaPage, 'Bist du wieder da?').waitFor();

    // A phone in the dark theme: the group chat and the private chat fit and pass axe.
    await setWidth(leaPage, 360);
    await screenshot(leaPage, 'chat-private-360');
    await applyTheme(leaPage, 'dark');
    await message(leaPage, 'Klar, was gibt es?').waitFor();
    await expectAccessible(leaPage);
    await screenshot(leaPage, 'chat-private-360-dark');
    await openGroupChat(leaPage, server.baseUrl);
    await message(leaPage, 'Zeile eins').waitFor();
    await expectAccessible(leaPage);
    await screenshot(leaPage, 'chat-group-360-dark');
    expect(await leaPage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await setWidth(leaPage, 1280);
    await screenshot(leaPage, 'chat-group-1280-dark');
    await applyTheme(leaPage, 'light');
    await screenshot(tomPage, 'chat-private-1280');
    // The dashboard's chat card: the latest messages with their senders, the unread count and the way in.
    await leaPage.goto(`${server.baseUrl}/sv/dashboard`);
    const card = leaPage.getByTestId('dashboard-chat');
    await card.getByTestId('dashboard-chat-message').filter({ hasText: 'Tim Vogel' }).first().waitFor();
    await card.getByRole('link', { name: 'Zum Gruppenchat' }).waitFor();
    await expectAccessible(leaPage);
    await screenshot(leaPage, 'chat-dashboard-1280');
    await setWidth(leaPage, 360);
    // Right after a resize the old layout can still overhang for a moment: wait until it fits.
    await leaPage.waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth);
    await screenshot(leaPage, 'chat-dashboard-360');
    await setWidth(leaPage, 1280); // the next test reuses this page with the sidebar in view
    expect(pageErrors(leaPage)).toEqual([]);
    expect(pageErrors(tomPage)).toEqual([]);
  }, 240_000);

  it('sends a reported message to a moderator who removes it; both see the placeholder; a group message is deleted after asking', async () => {
    const domain = await server.domain('Stadtschülerrat Moderation');
    const tenant = await server.tenant({ domainId: domain._id, name: 'SV Moderations-Schule' });
    const lea = await server.member(tenant, SvLevel.SV_ADMIN, { firstName: 'Lena', lastName: 'Sommer' });
    const tom = await server.member(tenant, SvLevel.SV_MEMBER, { firstName: 'Tobias', lastName: 'Winter' });
    const moderator = await server.user({ firstName: 'Mona', lastName: 'Moderation', permissionLevel: PlatformLevel.PLENUM_MODERATION });
    const tomClient = await server.login(tom);
    const rude = 'Du bist echt das Letzte';
    const sent = await tomClient.post(`/api/chat/private/p2p/${lea._id}`).field('content', rude);
    expect(sent.status).toBe(201);
    const group = await tomClient.post(`/api/chat/private/p2g/${tenant._id}/general`).field('content', 'Ich lösche das gleich');
    expect(group.status).toBe(201);

    // Lena reports Tobias' private message.
    const leaPage = await server.signIn(lea, { browser: leaBrowser, path: `/auth?next=${encodeURIComponent(`/user/chat/${tom._id}`)}` });
    await leaPage.getByRole('heading', { level: 1, name: 'Tobias Winter' }).waitFor();
    await message(leaPage, rude).getByRole('button', { name: 'Aktionen zur Nachricht von Tobias Winter' }).click();
    await leaPage.getByRole('menuitem', { name: 'Melden' }).click();
    const dialog = leaPage.getByRole('dialog', { name: 'Nachricht melden' });
    await dialog.getByRole('button', { name: 'Melden' }).click();
    await dialog.getByText('Bitte wähle einen Grund aus.').waitFor();
    await dialog.getByRole('radio', { name: 'Beleidigung' }).check();
    await dialog.getByRole('textbox', { name: 'Anmerkung (freiwillig)' }).fill('Schon das dritte Mal.');
    await expectAccessible(leaPage);
    await dialog.getByRole('button', { name: 'Melden' }).click();
    await leaPage.getByText('Danke! Die Nachricht wurde gemeldet und wird von der Moderation geprüft.').waitFor();

    // Tobias has the conversation open too.
    const tomPage = await server.signIn(tom, { browser: tomBrowser, path: `/auth?next=${encodeURIComponent(`/user/chat/${lea._id}`)}` });
    await message(tomPage, rude).waitFor();

    // The moderator finds it under Administration → Meldungen and removes it after confirming.
    const modPage = await server.signIn(moderator, { browser: modBrowser });
    await modPage.getByTestId('notifications').waitFor();
    await openAdministration(modPage);
    await modPage.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('menuitem', { name: 'Meldungen' }).click();
    await modPage.getByRole('heading', { level: 1, name: 'Gemeldete Nachrichten' }).waitFor();
    await modPage.getByRole('button', { name: 'Meldung der Nachricht von Tobias Winter ansehen' }).first().click();
    const detail = modPage.getByRole('dialog', { name: 'Meldung', exact: true });
    await detail.getByTestId('report-message').getByText(rude).waitFor();
    await detail.getByText('Schon das dritte Mal.').waitFor();
    await detail.getByText('Beleidigung').waitFor();
    await expectAccessible(modPage);
    await screenshot(modPage, 'chat-report-detail-1280');
    await detail.getByRole('button', { name: 'Nachricht entfernen' }).click();
    const ask = modPage.getByRole('dialog', { name: 'Nachricht entfernen?' });
    await ask.getByRole('button', { name: 'Abbrechen' }).click();
    await ask.waitFor({ state: 'hidden' });
    await detail.getByRole('button', { name: 'Nachricht entfernen' }).click();
    await ask.getByRole('button', { name: 'Entfernen' }).click();
    await modPage.getByText('Die Nachricht wurde entfernt.').waitFor();
    await detail.getByText('Diese Meldung ist abgeschlossen.').waitFor();
    await detail.getByText(rude).waitFor(); // the original text stays on the report

    // Both participants see the placeholder without reloading, and the text is gone from their screens.
    for (const page of [leaPage, tomPage]) {
      await messages(page).getByTestId('chat-message-removed').getByText('Nachricht entfernt').waitFor();
      expect(await messages(page).getByText(rude).count()).toBe(0);
    }

    // Lena administers the group: she deletes Tobias' group message after the question; Tobias sees the placeholder.
    await openGroupChat(leaPage, server.baseUrl);
    await openGroupChat(tomPage, server.baseUrl);
    await message(leaPage, 'Ich lösche das gleich').getByRole('button', { name: 'Aktionen zur Nachricht von Tobias Winter' }).click();
    await leaPage.getByRole('menuitem', { name: 'Löschen' }).click();
    const confirmDelete = leaPage.getByRole('dialog', { name: 'Nachricht löschen?' });
    await confirmDelete.getByRole('button', { name: 'Löschen' }).click();
    await leaPage.getByText('Die Nachricht wurde gelöscht.').waitFor();
    await messages(tomPage).getByTestId('chat-message-removed').waitFor();
    expect(await messages(tomPage).getByText('Ich lösche das gleich').count()).toBe(0);

    // The moderation screen at 360 px in the dark theme.
    await modPage.keyboard.press('Escape');
    await setWidth(modPage, 360);
    await applyTheme(modPage, 'dark');
    await modPage.getByRole('heading', { level: 1, name: 'Gemeldete Nachrichten' }).waitFor();
    await modPage.getByText('Abgeschlossen', { exact: true }).click();
    await modPage.getByRole('button', { name: 'Meldung der Nachricht von Tobias Winter ansehen' }).first().waitFor();
    await expectAccessible(modPage);
    await screenshot(modPage, 'chat-reports-360-dark');
    await applyTheme(modPage, 'light');
    await setWidth(modPage, 1280);
    expect(pageErrors(leaPage)).toEqual([]);
    expect(pageErrors(modPage)).toEqual([]);
  }, 240_000);
  it('lets a platform administrator lift a suspension and give the moderation level on /admin/users', async () => {
    const admin = await server.user({ firstName: 'Pia', lastName: 'Plattform', permissionLevel: PlatformLevel.PLENUM_ADMINISTRATION });
    const sven = await server.user({ firstName: 'Sven', lastName: 'Sperrling' });
    const adminClient = await server.login(admin);
    expect((await adminClient.put(`/api/auth/admin/user/${sven._id}`).send({ suspended: true })).status).toBe(200);
    expect((await server.client().post('/api/auth/public/login').send({ mail: sven.mail, password: PASSWORD })).status).toBe(403);

    const page = await server.signIn(admin, { browser: modBrowser });
    await page.getByTestId('notifications').waitFor();
    await setWidth(page, 1280);
    await openAdministration(page);
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('menuitem', { name: 'Benutzer' }).click();
    const search = page.getByRole('searchbox', { name: 'Benutzer durchsuchen' });
    await search.fill('Sperrling');
    await search.press('Enter');
    const row = page.getByRole('row').filter({ hasText: 'Sven Sperrling' });
    await row.getByText('Gesperrt', { exact: true }).waitFor();
    await expectAccessible(page);

    await row.getByRole('button', { name: 'Sven Sperrling: Sperre aufheben' }).click();
    const lift = page.getByRole('dialog', { name: 'Sperre von Sven Sperrling aufheben?' });
    await lift.getByRole('button', { name: 'Sperre aufheben' }).click();
    await page.getByText('Die Sperre wurde aufgehoben.').waitFor();
    await row.getByText('Aktiv', { exact: true }).waitFor();

    // A new level is saved only after the question.
    await row.getByRole('combobox', { name: 'Plattformrolle von Sven Sperrling' }).click();
    await page.locator('.ant-select-item-option[title="Moderation"]').click();
    const ask = page.getByRole('dialog', { name: 'Sven Sperrling die Plattformrolle „Moderation“ geben?' });
    await ask.getByRole('button', { name: 'Rolle ändern' }).click();
    await page.getByText('Die Plattformrolle wurde geändert.').waitFor();

    // Sven logs in again, now with the moderation level.
    const svenClient = await server.login(sven);
    const check = await svenClient.get('/api/auth/public/check');
    expect(check.body.permissionLevel).toBe(PlatformLevel.PLENUM_MODERATION);
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);
  it('opens at the newest message and loads older ones when scrolled to the top, keeping the place', async () => {
    const domain = await server.domain('Stadtschülerrat Verlauf');
    const tenant = await server.tenant({ domainId: domain._id, name: 'SV Verlaufs-Schule' });
    const lea = await server.member(tenant, SvLevel.SV_MEMBER, { firstName: 'Lia', lastName: 'Lang' });
    const tom = await server.member(tenant, SvLevel.SV_MEMBER, { firstName: 'Timo', lastName: 'Taler' });
    const tomClient = await server.login(tom);
    for (let n = 1; n <= 60; n += 1) {
      const sent = await tomClient.post(`/api/chat/private/p2g/${tenant._id}/general`).field('content', `Nachricht Nummer ${n}.`);
      expect(sent.status).toBe(201);
    }

    const page = await server.signIn(lea, { browser: leaBrowser });
    await page.getByTestId('notifications').waitFor();
    await groupChatEntry(page).locator('[data-badge="60"]').waitFor();
    await openGroupChat(page, server.baseUrl);
    const list = messages(page);
    await message(page, 'Nachricht Nummer 60.').waitFor();
    // One page of 50: the oldest ten are not loaded yet, and the list starts at the bottom.
    expect(await message(page, 'Nachricht Nummer 10.').count()).toBe(0);
    await page.waitForFunction(() => {
      const el = document.querySelector('[data-testid="chat-messages"]')!;
      return el.scrollHeight - el.scrollTop - el.clientHeight < 80;
    });
    await groupChatEntry(page).locator('[data-badge]').waitFor({ state: 'detached' });

    await list.evaluate((el) => el.scrollTo({ top: 0 }));
    await message(page, 'Nachricht Nummer 1.').waitFor();
    await list.getByText('Hier beginnt der Verlauf.').waitFor();
    // The reader stays where they were: the formerly first message is still in view, not the very first one.
    await message(page, 'Nachricht Nummer 11.').waitFor();
    expect(await list.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    expect(await list.getByTestId('chat-message').count()).toBe(60);
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);
});
