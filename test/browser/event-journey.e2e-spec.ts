// Issue 14, browser: an organiser builds an event with two custom fields (SPEC 5's messages inline) and a
// programme with a file, reorders it by keyboard and opens the public pages; a visitor registers at 360 px
// and checks in from the check-in page; the organiser sees both, downloads the CSV and a certificate. The
// switches close the public pages ('Kein Zugriff'), an unknown id says 'Event nicht gefunden'. Both themes.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Locator, Page } from 'playwright-core';
import { SvLevel } from '#shared/levels';
import { animationsSettled, applyTheme, expectAccessible, pageErrors, screenshot, setWidth } from '../helpers/browser';
import { browserSuite } from '../helpers/browser-suite';
import { PDF } from '../helpers/calendar';
import { expectPickerFits } from '../helpers/pickers';

const run = promisify(execFile);

async function chooseIn(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByLabel(label).click();
  // The first field's closed dropdown stays in the page: pick from the open one.
  await page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`).click();
  await animationsSettled(page);
}

async function downloadFrom(page: Page, button: Locator): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), button.click()]);
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'plenum-event-')), download.suggestedFilename() || 'export');
  await download.saveAs(file);
  return file;
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

describe('web app: events (issue 14)', () => {
  const {
    server,
    browsers: { organiser: organiserBrowser, visitor: visitorBrowser },
  } = browserSuite({ browsers: ['organiser', 'visitor'], freshCookies: true });

  it('builds an event, takes a registration at 360 px and a check-in, and exports the CSV and a certificate', async () => {
    const domain = await server.domain('Stadtschülerrat Events');
    const tenant = await server.tenant({ domainId: domain._id, name: 'SV Event-Schule' });
    const board = await server.member(tenant, SvLevel.SV_BOARD, { firstName: 'Eva', lastName: 'Orga' });
    const title = 'Schulfest der SV';

    // 1. The list is empty and leads to the first event.
    const page = await server.signIn(board, { browser: organiserBrowser });
    await page.getByTestId('notifications').waitFor();
    await page.goto(`${server.baseUrl}/sv/events`);
    await page.getByRole('heading', { name: 'Events', level: 1 }).waitFor();
    await page.getByText('Keine anstehenden Events.').waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Neues Event' }).click();
    const create = page.getByRole('dialog', { name: 'Neues Event' });
    await create.getByRole('button', { name: 'Speichern' }).click();
    await create.getByText('Bitte gebe einen Titel ein.').waitFor();
    await create.getByLabel('Titel').fill(title);
    await create.getByLabel('Ort').fill('Aula');
    await create.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Das Event wurde angelegt.').waitFor();
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    const eventId = page.url().split('/').pop()?.split('?')[0] ?? '';
    expect(eventId).toMatch(/^[0-9a-f-]{36}$/);
    // The description tab: rich text and a narrower view access (the SPEC 4 warning), saved.
    await page.getByRole('textbox', { name: 'Beschreibung' }).fill('Mit Tombola und Live-Musik.');
    await page.getByLabel('Sichtbar ab').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="SV-Mitglied"]').click();
    await page.getByTestId('visibility-warning').waitFor();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Das Event wurde gespeichert.').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'event-description-1280');

    // 2. Two custom fields in the registrations tab; SPEC 5's messages appear under the inputs first.
    await page.getByRole('tab', { name: 'Anmeldungen' }).click();
    const fields = page.getByTestId('custom-fields');
    await fields.getByText('Noch keine eigenen Felder.').waitFor();
    await fields.getByRole('button', { name: 'Feld hinzufügen' }).click();
    await fields.getByRole('button', { name: 'Felder speichern' }).click();
    await fields.getByText('Bitte gib einen Namen für das Feld ein.').waitFor();
    await fields.getByText('Bitte wähle einen Feldtyp aus.').waitFor();
    const first = fields.getByTestId('custom-field').nth(0);
    await first.getByLabel('Name des Feldes').fill('Klasse');
    await chooseIn(page, first, 'Feldtyp', 'Einfachauswahl');
    await fields.getByRole('button', { name: 'Felder speichern' }).click();
    await first.getByText('Bitte gib mindestens eine Option an.').waitFor();
    await first.getByLabel('Optionen').fill('5a\n5b\n6c');
    await first.getByRole('switch', { name: 'Pflichtfeld' }).click();
    await fields.getByRole('button', { name: 'Feld hinzufügen' }).click();
    const second = fields.getByTestId('custom-field').nth(1);
    await second.getByLabel('Name des Feldes').fill(' klasse ');
    await chooseIn(page, second, 'Feldtyp', 'Text');
    await fields.getByRole('button', { name: 'Felder speichern' }).click();
    await second.getByText('Es gibt bereits ein Feld mit diesem Namen.').waitFor();
    await second.getByLabel('Name des Feldes').fill('Essenswunsch');
    await fields.getByRole('button', { name: 'Felder speichern' }).click();
    await page.getByText('Die Felder wurden gespeichert.').waitFor();
    await page.getByRole('switch', { name: 'Anmeldung öffnen' }).click();
    await page.getByRole('switch', { name: 'Anmeldung öffnen', checked: true }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'event-registrations-1280');

    // 3. The programme: two items, the first with a file; the second moved to the top by keyboard.
    await page.getByRole('tab', { name: 'Programm' }).click();
    await page.getByRole('button', { name: 'Programmpunkt hinzufügen' }).click();
    let item = page.getByRole('dialog', { name: 'Neuer Programmpunkt' });
    await item.getByLabel('Uhrzeit').fill('18:00');
    await item.getByLabel('Titel').fill('Begrüßung');
    await item.locator('input[type="file"]').setInputFiles({ name: 'Ablaufplan.pdf', mimeType: 'application/pdf', buffer: PDF });
    await item.getByTestId('material-item').getByText('Ablaufplan.pdf').waitFor();
    await expectAccessible(page);
    await item.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Das Programm wurde gespeichert.').first().waitFor();
    await item.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Programmpunkt hinzufügen' }).click();
    item = page.getByRole('dialog', { name: 'Neuer Programmpunkt' });
    await item.getByLabel('Uhrzeit').fill('17:30');
    await item.getByLabel('Titel').fill('Aufbau');
    await item.getByRole('button', { name: 'Speichern' }).click();
    await item.waitFor({ state: 'hidden' });
    const items = page.getByTestId('program-item');
    await items.nth(1).getByText('Aufbau').waitFor();
    // Space picks the item up (the handle shows it pressed), the arrow moves it, Space drops it.
    const handle = page.getByRole('button', { name: 'Aufbau verschieben' });
    await handle.focus();
    await page.keyboard.press('Space');
    await page.locator('[aria-pressed="true"]').waitFor();
    await animationsSettled(page);
    await page.keyboard.press('ArrowUp');
    await animationsSettled(page);
    await page.keyboard.press('Space');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="program-item"]')?.textContent?.includes('Aufbau') ?? false,
      undefined,
      { timeout: 10_000 },
    );
    await page.getByRole('switch', { name: 'Programm öffentlich zeigen' }).click();
    await page.getByRole('switch', { name: 'Programm öffentlich zeigen', checked: true }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'event-program-1280');
    // The order is stored: a reload shows it.
    await page.reload();
    await items.first().getByText('Aufbau').waitFor();

    // 4. Check-in open.
    // The state beside a switch is its confirmation: switching makes no toast (issue 28 §7).
    await page.getByRole('tab', { name: 'Check-in' }).click();
    const checkinTab = page.getByRole('tabpanel', { name: 'Check-in' });
    const OFF = 'Ausgeschaltet: die Seite zeigt „Kein Zugriff“.';
    for (const [name, state] of [
      ['Check-in öffnen', 'Eingeschaltet.'],
      ['Programm öffentlich zeigen', OFF],
      ['Programm öffentlich zeigen', 'Eingeschaltet.'],
    ]) {
      const control = checkinTab.getByRole('switch', { name });
      await control.click();
      await checkinTab
        .locator(`#${await control.getAttribute('aria-describedby')}`)
        .filter({ hasText: state })
        .waitFor();
    }
    expect(await page.locator('.ant-notification-notice').count()).toBe(0);
    // A code at the door: the check-in asks for it, and the QR sheet prints it (issue 24 §18).
    await page.getByLabel('Code am Eingang').fill('AULA7');
    await page.getByRole('button', { name: 'Code speichern' }).click();
    await page.getByText('Code am Eingang gespeichert: AULA7').waitFor();
    // The QR codes come from the pdf worker with progress shown; they decode to the two public pages.
    const qrFile = await downloadFrom(page, page.getByRole('button', { name: 'QR-Codes als PDF' }));
    await run('pdftoppm', ['-r', '150', '-png', '-singlefile', qrFile, `${qrFile}-sheet`]);
    const { stdout: codes } = await run('zbarimg', ['--quiet', '--raw', `${qrFile}-sheet.png`]);
    expect(codes).toContain(`${server.baseUrl}/event-registration/${eventId}`);
    expect(codes).toContain(`${server.baseUrl}/event-checkin/${eventId}`);
    expect((await run('pdftotext', ['-enc', 'UTF-8', qrFile, '-'])).stdout).toContain('Code am Eingang: AULA7');

    // 5. A visitor on a phone registers: inline messages first, then the success state.
    const phone = await server.open(`/event-registration/${eventId}`, visitorBrowser);
    await setWidth(phone, 360);
    await phone.getByRole('heading', { name: title, level: 1 }).waitFor();
    await phone.getByRole('button', { name: 'Anmelden' }).click();
    await phone.getByText('Bitte gib deinen Vornamen ein.').waitFor();
    await phone.getByText('Bitte gib deinen Nachnamen ein.').waitFor();
    await phone.getByText('Bitte gib deine E-Mail-Adresse ein.').waitFor();
    await phone.getByText('Dieses Feld ist erforderlich.').waitFor();
    await noSidewaysScroll(phone);
    await expectAccessible(phone);
    await screenshot(phone, 'event-registration-360-errors');
    await phone.getByLabel('Vorname').fill('Jörg');
    await phone.getByLabel('Nachname').fill('Müller');
    await phone.getByLabel('E-Mail').fill('joerg.mueller@');
    await phone.getByRole('button', { name: 'Anmelden' }).click();
    await phone.getByText('Die E-Mail-Adresse ist nicht gültig.').waitFor();
    await phone.getByLabel('E-Mail').fill('joerg.mueller@example.de');
    await phone.getByRole('radio', { name: '5b' }).check();
    await phone.getByLabel('Essenswunsch').fill('vegetarisch');
    await phone.getByRole('button', { name: 'Anmelden' }).click();
    await phone.getByTestId('participant-success').getByText('Du bist angemeldet. Eine Bestätigung ist per E-Mail unterwegs.').waitFor();
    await noSidewaysScroll(phone);
    await screenshot(phone, 'event-registration-360-done');
    // A second registration with the same address (another case) answers like the first: the form tells nobody who is registered.
    await phone.getByRole('button', { name: 'Weitere Person eintragen' }).click();
    await phone.getByLabel('Vorname').fill('Jörg');
    await phone.getByLabel('Nachname').fill('Müller');
    await phone.getByLabel('E-Mail').fill('Joerg.Mueller@example.de');
    await phone.getByRole('radio', { name: '5b' }).check();
    await phone.getByRole('button', { name: 'Anmelden' }).click();
    await phone.getByTestId('participant-success').getByText('Du bist angemeldet. Eine Bestätigung ist per E-Mail unterwegs.').waitFor();

    // 6. The programme page offers the file; the check-in page takes the visitor in (dark theme).
    await phone.goto(`${server.baseUrl}/event-program/${eventId}`);
    await phone.getByTestId('program-item').first().getByText('Aufbau').waitFor();
    const [material] = await Promise.all([
      phone.waitForEvent('download'),
      phone.getByRole('link', { name: 'Ablaufplan.pdf herunterladen' }).click(),
    ]);
    expect(readFileSync(await material.path())).toEqual(PDF);
    await noSidewaysScroll(phone);
    await expectAccessible(phone);
    await phone.goto(`${server.baseUrl}/event-checkin/${eventId}`);
    await applyTheme(phone, 'dark');
    await phone.getByRole('heading', { name: title, level: 1 }).waitFor();
    await phone.getByLabel('Vorname').fill('Jörg');
    await phone.getByLabel('Nachname').fill('Müller');
    await phone.getByLabel('E-Mail').fill('joerg.mueller@example.de');
    await phone.getByRole('radio', { name: '5b' }).check();
    await expectAccessible(phone);
    await screenshot(phone, 'event-checkin-360-dark');
    await phone.getByRole('button', { name: 'Einchecken' }).click();
    await phone.getByText('Bitte gib den Code vom Eingang ein.').waitFor();
    await phone.getByLabel('Code vom Eingang').fill('aula7');
    await phone.getByRole('button', { name: 'Einchecken' }).click();
    await phone.getByText('Du bist eingecheckt. Viel Spaß!').waitFor();
    await noSidewaysScroll(phone);

    // 7. The organiser sees the registration and the check-in, downloads the CSV and a certificate.
    await page.getByRole('tab', { name: 'Anmeldungen' }).click();
    const registrations = page.getByTestId('registration-table');
    await registrations.getByText('joerg.mueller@example.de').waitFor();
    await registrations.getByText('5b').waitFor();
    const csvFile = await downloadFrom(page, page.getByRole('button', { name: 'Als CSV herunterladen' }));
    const csv = readFileSync(csvFile, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain('Klasse');
    expect(csv).toContain('Essenswunsch');
    expect(csv).toContain('Müller');
    expect(csv).toContain('vegetarisch');

    await page.getByRole('tab', { name: 'Check-in' }).click();
    const attendees = page.getByTestId('attendee-table');
    await attendees.getByText('joerg.mueller@example.de').waitFor();
    await attendees.getByText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'event-checkin-1280');
    const certificate = await downloadFrom(page, attendees.getByRole('button', { name: 'Bescheinigung für Jörg Müller' }));
    const { stdout } = await run('/usr/bin/pdftotext', [certificate, '-']);
    expect(stdout).toContain('Jörg Müller');
    expect(stdout).toContain(title);

    // 8. Switched off, the public page says 'Kein Zugriff'; an unknown event is not found.
    await page.getByRole('switch', { name: 'Anmeldung öffnen' }).click();
    await page.getByRole('switch', { name: 'Anmeldung öffnen', checked: false }).waitFor();
    await phone.goto(`${server.baseUrl}/event-registration/${eventId}`);
    await phone.getByTestId('event-no-access').getByText('Kein Zugriff').waitFor();
    await phone.goto(`${server.baseUrl}/event-registration/00000000-0000-4000-8000-000000000000`);
    await phone.getByTestId('event-not-found').getByText('Event nicht gefunden').waitFor();
    await expectAccessible(phone);
    await applyTheme(phone, 'light');

    // 9. The organiser's screens at 360 px in the dark theme.
    await setWidth(page, 360);
    await applyTheme(page, 'dark');
    await page.getByTestId('attendee-table').getByText('joerg.mueller@example.de').waitFor();
    await noSidewaysScroll(page);
    await expectAccessible(page);
    await screenshot(page, 'event-checkin-360-dark');
    await page.goto(`${server.baseUrl}/sv/events`);
    await page.getByTestId('event-list').getByRole('link', { name: title }).waitFor();
    await page.getByLabel('Events durchsuchen').fill('Tombola-gibt-es-nicht');
    await page.keyboard.press('Enter');
    await page.getByText('Kein Event passt zu deiner Suche.').waitFor();
    await page.getByRole('button', { name: 'Suche zurücksetzen' }).click();
    await page.getByTestId('event-list').getByRole('link', { name: title }).waitFor();
    await noSidewaysScroll(page);
    await expectAccessible(page);
    // Issue 28 §3 and §4: 'Neues Event' at 360 px, each picker within the screen; closing it changed asks.
    await page.getByRole('button', { name: 'Neues Event' }).click();
    const phoneCreate = page.getByRole('dialog', { name: 'Neues Event' });
    for (const name of ['Beginn', 'Ende']) {
      await expectPickerFits(page, phoneCreate.getByRole('textbox', { name }), phoneCreate.locator('.ant-modal-title'));
    }
    await phoneCreate.getByLabel('Titel').fill('Herbstball');
    await phoneCreate.getByRole('button', { name: 'Abbrechen' }).click();
    const discard = page.getByRole('dialog', { name: 'Änderungen verwerfen?' });
    await discard.getByText('Was du hier geändert hast, ist noch nicht gespeichert.').waitFor();
    await discard.getByRole('button', { name: 'Verwerfen' }).click();
    await phoneCreate.waitFor({ state: 'hidden' });
    await applyTheme(page, 'light');
    expect(pageErrors(page)).toEqual([]);
    expect(pageErrors(phone)).toEqual([]);
  }, 300_000);

  it('shows a member without the edit right the description and programme, never who registered', async () => {
    const domain = await server.domain('Stadtschülerrat Events Lesen');
    const tenant = await server.tenant({ domainId: domain._id, name: 'SV Lese-Schule' });
    const board = await server.member(tenant, SvLevel.SV_BOARD, { firstName: 'Bea', lastName: 'Vorstand' });
    const member = await server.member(tenant, SvLevel.SV_MEMBER, { firstName: 'Max', lastName: 'Mitglied' });
    const client = await server.login(board);
    const start = new Date(Date.now() + 7 * 24 * 3600_000);
    const created = await client.post(`/api/event/tenant/${tenant._id}/event`).send({
      title: 'Vollversammlung',
      location: 'Turnhalle',
      description: '<p>Alle Klassen kommen.</p>',
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 2 * 3600_000).toISOString(),
      configuration: { toc: [{ time: '08:00', title: 'Eröffnung', description: '<p>Schulleitung</p>' }] },
    });
    expect(created.status).toBe(201);
    const before = new Date(Date.now() - 30 * 24 * 3600_000);
    const past = await client
      .post(`/api/event/tenant/${tenant._id}/event`)
      .send({ title: 'Sommerfest im Juni', startDate: before.toISOString(), endDate: before.toISOString() });
    expect(past.status).toBe(201);

    const page = await server.signIn(member, { browser: organiserBrowser });
    await page.getByTestId('notifications').waitFor();
    await page.goto(`${server.baseUrl}/sv/events`);
    // Upcoming first; the past filter shows only what has ended.
    const list = page.getByTestId('event-list');
    await list.getByRole('link', { name: 'Vollversammlung' }).waitFor();
    expect(await list.getByRole('link', { name: 'Sommerfest im Juni' }).count()).toBe(0);
    await page.locator('.ant-segmented-item', { hasText: 'Vergangen' }).click();
    await list.getByRole('link', { name: 'Sommerfest im Juni' }).waitFor();
    expect(await list.getByRole('link', { name: 'Vollversammlung' }).count()).toBe(0);
    await page.locator('.ant-segmented-item', { hasText: 'Anstehend' }).click();
    await list.getByRole('link', { name: 'Vollversammlung' }).click();
    await page.getByRole('heading', { name: 'Vollversammlung', level: 1 }).waitFor();
    await page.getByTestId('event-description').getByText('Alle Klassen kommen.').waitFor();
    expect(await page.getByRole('button', { name: 'Neues Event' }).count()).toBe(0);
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['Beschreibung', 'Programm']);
    await page.getByRole('tab', { name: 'Programm' }).click();
    await page.getByTestId('program-item').getByText('Eröffnung').waitFor();
    expect(await page.getByRole('button', { name: 'Eröffnung verschieben' }).count()).toBe(0);
    await expectAccessible(page);
    // The registrations route stays closed to them as well.
    await page.goto(`${server.baseUrl}/sv/events/${created.body._id}?tab=registrations`);
    await page.getByTestId('event-description').waitFor();
    expect(await page.getByRole('tab', { name: 'Anmeldungen' }).count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);

  it('deletes a registration and then the event, each only after asking', async () => {
    const domain = await server.domain('Stadtschülerrat Events Löschen');
    const tenant = await server.tenant({ domainId: domain._id, name: 'SV Lösch-Schule' });
    const admin = await server.member(tenant, SvLevel.SV_ADMIN, { firstName: 'Ada', lastName: 'Admin' });
    const client = await server.login(admin);
    const start = new Date(Date.now() + 3 * 24 * 3600_000);
    const created = await client.post(`/api/event/tenant/${tenant._id}/event`).send({
      title: 'Sommerkonzert',
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 3600_000).toISOString(),
      switches: { registration: true },
    });
    expect(created.status).toBe(201);
    const eventId = created.body._id as string;
    const registered = await client
      .post(`/api/event/public/event/${eventId}/registration`)
      .send({ firstName: 'Lina', lastName: 'Löschmich', mail: 'lina@example.de' });
    expect(registered.status).toBe(201);
    const other = await client
      .post(`/api/event/public/event/${eventId}/registration`)
      .send({ firstName: 'Tom', lastName: 'Bleibt', mail: 'tom@example.de' });
    expect(other.status).toBe(201);

    const page = await server.signIn(admin, { browser: organiserBrowser });
    await page.getByTestId('notifications').waitFor();
    await page.goto(`${server.baseUrl}/sv/events/${eventId}?tab=registrations`);
    const table = page.getByTestId('registration-table');
    await table.getByText('lina@example.de').waitFor();
    await table.getByText('tom@example.de').waitFor();
    // The search narrows the table to the matching person.
    await page.getByLabel('Name oder E-Mail suchen').fill('lina');
    await page.keyboard.press('Enter');
    await table.getByText('tom@example.de').waitFor({ state: 'detached' });
    await table.getByText('lina@example.de').waitFor();
    await table.getByRole('button', { name: 'Anmeldung von Lina Löschmich löschen' }).click();
    let dialog = page.getByRole('dialog', { name: 'Anmeldung von Lina Löschmich löschen?' });
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await table.getByText('lina@example.de').waitFor();
    await table.getByRole('button', { name: 'Anmeldung von Lina Löschmich löschen' }).click();
    await dialog.getByRole('button', { name: 'Löschen' }).click();
    await page.getByText('Die Anmeldung wurde gelöscht.').waitFor();
    await table.getByText('lina@example.de').waitFor({ state: 'detached' });
    await page.getByLabel('Name oder E-Mail suchen').fill('');
    await table.getByText('tom@example.de').waitFor();

    await page.getByRole('tab', { name: 'Beschreibung' }).click();
    await page.getByRole('button', { name: 'Event löschen' }).click();
    dialog = page.getByRole('dialog', { name: '„Sommerkonzert“ löschen?' });
    await dialog.getByText('Das Event wird mit allen Anmeldungen, Check-ins und Dateien gelöscht.').waitFor();
    await dialog.getByRole('button', { name: 'Löschen' }).click();
    await page.getByText('Das Event wurde gelöscht.').waitFor();
    await page.getByRole('heading', { name: 'Events', level: 1 }).waitFor();
    await page.getByText('Keine anstehenden Events.').waitFor();
    expect((await client.get(`/api/event/tenant/${tenant._id}/event/${eventId}`)).status).toBe(404);
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);
});
