// Issue 12, browser: an entry with a file created by clicking a day in the month view, seen in the week and
// list views, its file downloaded and read back, changed, and deleted after the default confirmation; a guest
// never sees an entry for the board; the personal iCal link (issue 24 §5) copied, renewed, revoked and
// switched off. Screenshots at 360 and 1280 px, axe in both themes.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { SvLevel } from '#shared/levels';
import { animationsSettled, expectAccessible, pageErrors, screenshot } from '../helpers/browser';
import { browserSuite } from '../helpers/browser-suite';
import { EXE, multipart, PDF } from '../helpers/calendar';
import { expectPickerFits } from '../helpers/pickers';

/** Today in Berlin ('2026-11-24'), the day the browser (Europe/Berlin) marks as today. */
const berlinToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());

async function openCalendar(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/sv/calendar`);
  await page.getByRole('heading', { name: 'Kalender', level: 1 }).waitFor();
  await page.getByTestId('calendar').locator('.fc-view-harness').waitFor();
}

/** Clicks today's cell in the month view below its entries, where a click means the day itself. */
async function clickToday(page: Page) {
  const cell = page.locator('.fc-daygrid-day.fc-day-today');
  const box = await cell.boundingBox();
  await cell.click({ position: { x: 8, y: (box?.height ?? 80) - 6 } });
}

// The stored preference, read at start-up (web/src/app/preferences.ts); a reload applies it.
async function useTheme(page: Page, theme: 'dark' | 'light') {
  await page.evaluate((value) => window.localStorage.setItem('plenum.theme', value), theme);
  await page.reload();
  await page.waitForFunction((value) => document.documentElement.dataset.theme === value, theme);
}

describe('web app: calendar (issue 12)', () => {
  const {
    server,
    browsers: { board: boardBrowser, guest: guestBrowser },
  } = browserSuite({ browsers: ['board', 'guest'], freshCookies: true });

  it('creates an entry with a file from the month view, shows it in every view, downloads, changes and deletes it', async () => {
    const domain = await server.domain('Stadtschülerrat Kalender');
    const tenant = await server.tenant({ domainId: domain._id, name: 'SV Kalender-Schule' });
    const board = await server.member(tenant, SvLevel.SV_BOARD, { firstName: 'Sara', lastName: 'Kaya' });
    const title = 'Vorbereitung Schulfest';

    const page = await server.signIn(board, { browser: boardBrowser });
    await page.getByTestId('notifications').waitFor();
    await openCalendar(page, server.baseUrl);
    await page.getByRole('button', { name: 'Monat', exact: true }).waitFor();
    await expectAccessible(page);

    // Clicking today's cell opens the DEFAULT dialog for a new entry on that day.
    await clickToday(page);
    const dialog = page.getByRole('dialog', { name: 'Neuer Termin' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.getByText('Bitte gebe einen Titel ein.').waitFor();
    await dialog.getByLabel('Titel', { exact: true }).fill(title);
    await dialog.getByLabel('Ort', { exact: true }).fill('Raum 204');
    await dialog.getByRole('toolbar', { name: 'Formatierung' }).waitFor();
    await dialog.getByRole('textbox', { name: 'Beschreibung' }).fill('Wir planen Stände und Musik.');

    // The drop zone refuses a program before anything is uploaded, and keeps the PDF.
    const files = dialog.locator('input[type="file"]');
    await files.setInputFiles({ name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: EXE });
    await dialog.getByTestId('upload-refused').getByText('„setup.exe“: Die Datei ist zu groß oder hat ein falsches Format.').waitFor();
    await files.setInputFiles({ name: 'Ablaufplan.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog.getByTestId('material-item').getByText('Ablaufplan.pdf').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'calendar-dialog-1280');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Der Termin wurde eingetragen.').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const calendar = page.getByTestId('calendar');
    await calendar.locator('.fc-daygrid-event', { hasText: title }).waitFor();
    // The chosen day's list (the clicked day) shows it too.
    await page.getByTestId('day-entries').getByRole('button', { name: title }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'calendar-month-1280');

    await page.getByRole('button', { name: 'Woche', exact: true }).click();
    await calendar.locator('.fc-timegrid-event', { hasText: title }).waitFor();
    await screenshot(page, 'calendar-week-1280');
    await page.getByRole('button', { name: 'Liste', exact: true }).click();
    const listed = calendar.locator('.fc-list-event', { hasText: title });
    await listed.waitFor();
    await expectAccessible(page);

    // Open it from the list: the file downloads through the API and reads back byte for byte.
    await listed.locator('.fc-list-event-title').click();
    const edit = page.getByRole('dialog', { name: 'Termin bearbeiten' });
    await edit.waitFor();
    await edit.getByText('Wir planen Stände und Musik.').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      edit.getByRole('link', { name: 'Ablaufplan.pdf herunterladen' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Ablaufplan.pdf');
    expect(readFileSync(await download.path())).toEqual(PDF);

    await edit.getByLabel('Titel', { exact: true }).fill(`${title} (verschoben)`);
    await edit.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Der Termin wurde gespeichert.').waitFor();
    // The closing dialog has the same name as the one about to open: let it go first.
    await edit.waitFor({ state: 'hidden' });
    await calendar.locator('.fc-list-event', { hasText: `${title} (verschoben)` }).waitFor();

    // Deleting asks first, naming the entry and speaking 'du' (issue 28 §9); only its own button deletes.
    await calendar
      .locator('.fc-list-event', { hasText: `${title} (verschoben)` })
      .locator('.fc-list-event-title')
      .click();
    await edit.waitFor();
    await animationsSettled(page);
    await edit.getByRole('button', { name: 'Löschen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Termin löschen' });
    await confirm.getByText(`Möchtest du den Termin „${title} (verschoben)“ löschen?`).waitFor();
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await page.getByText('Der Termin wurde gelöscht.').waitFor();
    await calendar.locator('.fc-list-event', { hasText: title }).waitFor({ state: 'detached' });
    await calendar.getByText('Keine Termine in diesem Zeitraum.').waitFor();
    expect(pageErrors(page)).toEqual([]);
  }, 180_000);

  it('shows a guest the entries for everyone but never one for the board', async () => {
    const domain = await server.domain('Stadtschülerrat Sichtbarkeit');
    const tenant = await server.tenant({ domainId: domain._id, name: 'SV Sichtbarkeit' });
    const board = await server.member(tenant, SvLevel.SV_BOARD, { firstName: 'Tom', lastName: 'Vorstand' });
    const guest = await server.member(tenant, SvLevel.GUEST, { firstName: 'Gina', lastName: 'Gast' });
    const client = await server.login(board);
    const url = `/api/calendar/tenant/${tenant._id}/event`;
    const day = berlinToday();
    const forAll = await multipart(client.post(url), { title: 'Schulfest', startDate: `${day}T12:00:00`, endDate: `${day}T13:00:00` });
    expect(forAll.status).toBe(201);
    const boardOnly = await multipart(client.post(url), {
      title: 'Vorstandssitzung',
      startDate: `${day}T14:00:00`,
      endDate: `${day}T15:00:00`,
      viewAccess: String(SvLevel.SV_BOARD),
    });
    expect(boardOnly.status).toBe(201);

    const page = await server.signIn(guest, { browser: guestBrowser });
    await page.getByTestId('notifications').waitFor();
    await openCalendar(page, server.baseUrl);
    await page.getByTestId('calendar').locator('.fc-event', { hasText: 'Schulfest' }).waitFor();
    await page.getByTestId('day-entries').getByRole('button', { name: 'Schulfest' }).waitFor();
    expect(await page.getByText('Vorstandssitzung').count()).toBe(0);
    // A guest may not create entries (SPEC 6): no button, and a click on a day creates nothing.
    expect(await page.getByRole('button', { name: 'Neuer Termin' }).count()).toBe(0);
    await clickToday(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    // Opening the board's entry by its link finds nothing either.
    await page.goto(`${server.baseUrl}/sv/calendar?entry=${boardOnly.body._id}`);
    await page.getByTestId('calendar').locator('.fc-event', { hasText: 'Schulfest' }).waitFor();
    expect(await page.getByText('Vorstandssitzung').count()).toBe(0);

    // The entry opens read-only for the guest.
    await page.getByTestId('calendar').locator('.fc-event', { hasText: 'Schulfest' }).click();
    const details = page.getByRole('dialog', { name: 'Schulfest' });
    await details.getByTestId('entry-details').waitFor();
    expect(await details.getByRole('button', { name: 'Löschen' }).count()).toBe(0);
    await expectAccessible(page);
    await details.getByRole('button', { name: 'Schließen' }).last().click();

    // The month view with its entries in the dark theme: FullCalendar's colours follow antd's tokens.
    await useTheme(page, 'dark');
    await page.getByTestId('calendar').locator('.fc-event', { hasText: 'Schulfest' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'calendar-month-1280-dark');
    await useTheme(page, 'light');
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);

  it('copies the personal feed URL, renews it and revokes all after asking, and switches the links off like the settings do', async () => {
    const domain = await server.domain('Stadtschülerrat Abo');
    const tenant = await server.tenant({ domainId: domain._id, name: 'SV Abo-Schule' });
    const admin = await server.member(tenant, SvLevel.SV_ADMIN, { firstName: 'Ada', lastName: 'Admin' });
    await boardBrowser.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });

    const page = await server.signIn(admin, { browser: boardBrowser });
    await page.getByTestId('notifications').waitFor();
    await openCalendar(page, server.baseUrl);
    const panel = page.getByTestId('feed-panel');
    await panel.getByText('Die iCal-Links dieser Gruppe sind ausgeschaltet.').waitFor();
    await panel.getByRole('switch', { name: 'iCal-Links für diese Gruppe' }).click();

    const field = panel.getByLabel('Dein iCal-Link');
    await field.waitFor();
    const url = await field.inputValue();
    expect(url).toMatch(/^http:\/\/.+\/api\/calendar\/ical\/.+\.ics$/);
    // The copy is confirmed beside its button, never by a toast over it (issue 28 §7).
    await panel.getByRole('button', { name: 'iCal-Link kopieren' }).click();
    await panel.getByRole('status').filter({ hasText: 'Kopiert.' }).waitFor();
    expect(await page.locator('.ant-notification-notice').count()).toBe(0);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    const feed = await page.request.get(url);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');
    await expectAccessible(page);
    await screenshot(page, 'calendar-feed-1280');

    const changedFrom = (old: string) =>
      page.waitForFunction(
        (previous) => (document.getElementById('calendar-feed-url') as HTMLInputElement | null)?.value !== previous,
        old,
      );

    // The own link is renewed only after the question; the old one is dead.
    await panel.getByRole('button', { name: 'Link erneuern' }).click();
    const renew = page.getByRole('dialog', { name: 'iCal-Link erneuern?' });
    await renew.getByRole('button', { name: 'Link erneuern' }).click();
    await page.getByText('Dein iCal-Link wurde erneuert.').waitFor();
    await changedFrom(url);
    expect((await page.request.get(url)).status()).toBe(404);
    const renewed = await field.inputValue();
    expect((await page.request.get(renewed)).status()).toBe(200);

    // Revoking every member's link, again only after the question.
    await panel.getByRole('button', { name: 'Alle Links widerrufen' }).click();
    const rotate = page.getByRole('dialog', { name: 'Alle iCal-Links widerrufen?' });
    await rotate.getByRole('button', { name: 'Alle Links widerrufen' }).click();
    await page.getByText('Alle iCal-Links wurden widerrufen.').waitFor();
    await changedFrom(renewed);
    expect((await page.request.get(renewed)).status()).toBe(404);
    const rotated = await field.inputValue();
    expect((await page.request.get(rotated)).status()).toBe(200);

    // Switching off asks first; the settings page shows the same state.
    await panel.getByRole('switch', { name: 'iCal-Links für diese Gruppe' }).click();
    const off = page.getByRole('dialog', { name: 'iCal-Links ausschalten?' });
    await off.getByRole('button', { name: 'Ausschalten' }).click();
    await page.getByText('Die iCal-Links sind ausgeschaltet.').waitFor();
    await panel.getByText('Die iCal-Links dieser Gruppe sind ausgeschaltet.').waitFor();
    expect((await page.request.get(rotated)).status()).toBe(404);
    await page.goto(`${server.baseUrl}/sv/settings`);
    await page.getByRole('tab', { name: 'Sonstiges' }).click();
    expect(await page.getByRole('switch', { name: 'Kalender als iCal-Link freigeben' }).isChecked()).toBe(false);
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);

  it('fits a phone at 360 px in the dark theme: list view, dialog and feed panel', async () => {
    const domain = await server.domain('Stadtschülerrat Telefon');
    const tenant = await server.tenant({ domainId: domain._id, name: 'SV Telefon-Schule' });
    const board = await server.member(tenant, SvLevel.SV_BOARD, { firstName: 'Pia', lastName: 'Klein' });
    const client = await server.login(board);
    const day = berlinToday();
    const created = await multipart(client.post(`/api/calendar/tenant/${tenant._id}/event`), {
      title: 'Klassensprecherversammlung',
      location: 'Aula',
      startDate: `${day}T09:00:00`,
      endDate: `${day}T10:30:00`,
      color: '#be185d',
    });
    expect(created.status).toBe(201);

    const page = await server.signIn(board, { browser: boardBrowser });
    await page.getByTestId('notifications').waitFor();
    await page.setViewportSize({ width: 360, height: 740 });
    await useTheme(page, 'dark');
    await openCalendar(page, server.baseUrl);
    await page.getByTestId('calendar').locator('.fc-list-event', { hasText: 'Klassensprecherversammlung' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
    await screenshot(page, 'calendar-list-360-dark');

    await page.getByRole('button', { name: 'Neuer Termin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neuer Termin' });
    await dialog.getByRole('toolbar', { name: 'Formatierung' }).waitFor();
    await dialog.getByLabel('Sichtbar ab').click();
    await page.locator('.ant-select-item-option[title="SV-Vorstand"]').click();
    await dialog
      .getByTestId('visibility-warning')
      .getByText('Weniger Mitglieder sehen diesen Termin: nur noch SV-Vorstand und höher.')
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
    await screenshot(page, 'calendar-dialog-360-dark');
    // Issue 28 §3: each date-and-time picker opens as a sheet within the screen.
    for (const name of ['Beginn', 'Ende']) {
      await expectPickerFits(page, dialog.getByRole('textbox', { name }), dialog.locator('.ant-modal-title'));
    }
    await screenshot(page, 'calendar-dialog-360-dark-picked');
    // Issue 28 §4: closing with changes asks first; 'Weiter bearbeiten' keeps what was typed.
    await dialog.getByLabel('Titel', { exact: true }).fill('Projekttag');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    const discard = page.getByRole('dialog', { name: 'Änderungen verwerfen?' });
    await discard.getByRole('button', { name: 'Weiter bearbeiten' }).click();
    await discard.waitFor({ state: 'hidden' });
    expect(await dialog.getByLabel('Titel', { exact: true }).inputValue()).toBe('Projekttag');
    // An all-day entry (days only, two single pickers on a phone), saved and listed as such.
    await dialog.getByLabel('Titel', { exact: true }).fill('Projekttag');
    await dialog.getByRole('switch', { name: 'Ganztägig' }).click();
    // Today, typed: the default (the next full hour) may already be tomorrow, in the next month's list.
    const today = day.split('-').reverse().join('.');
    for (const name of ['Beginn', 'Ende']) {
      await dialog.getByRole('textbox', { name }).fill(today);
      await dialog.getByRole('textbox', { name }).press('Enter');
    }
    // On a phone the picker is a sheet over the dialog's foot: leaving the field closes it, as a tap outside would.
    await dialog.getByRole('textbox', { name: 'Ende' }).press('Tab');
    await page.locator('.ant-picker-dropdown:visible').waitFor({ state: 'hidden' });
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Der Termin wurde eingetragen.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const allDay = page.getByTestId('calendar').locator('.fc-list-event', { hasText: 'Projekttag' });
    await allDay.getByText('Ganztägig').waitFor();

    await useTheme(page, 'light');
    await page.getByTestId('calendar').locator('.fc-list-event', { hasText: 'Klassensprecherversammlung' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'calendar-list-360');
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);
});
