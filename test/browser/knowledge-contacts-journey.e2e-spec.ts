// Issue 16, browser: an administrator creates a contact group from the knowledge page's 'Kontakte' tab,
// imports a CSV with one bad row (the preview names the row and its German error, nothing is saved), picks the
// corrected file and imports it; pages and searches the table; adds, edits and deletes a contact (asking
// first); exports CSV and vCard and reads both back with real parsers (every field, umlauts intact), and the
// exported CSV previews as valid again. At 360 px in the dark theme a vCard's bad row is corrected in the
// preview itself. Finally the group is renamed (view access warning) and deleted. A member without the edit
// right sees the contacts read-only.
import { parse } from 'csv-parse/sync';
import ICAL from 'ical.js';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { SvLevel } from '#shared/levels';
import { applyTheme, expectAccessible, pageErrors, screenshot, setWidth } from '../helpers/browser';
import { browserSuite } from '../helpers/browser-suite';

const HEADER = 'Anrede/Titel;Vorname;Nachname;E-Mail;Telefon;Beschreibung;Straße;PLZ;Ort';
const FIRST = ['Jörg', 'Anna', 'Özlem', 'Björn', 'Käthe', 'Lutz', 'Mira', 'Ünal', 'Greta', 'Paul', 'Sören', 'Ida'];
const LAST = ['Weiß', 'Müller', 'Schäfer', 'Groß', 'Fuß', 'Köhler', 'Brückner', 'Hübner', 'Jäger', 'Löwe', 'Mäurer', 'Dürr'];

/** 24 teachers and partners; `badZip` gives the third one a four-digit postcode. */
function contactsCsv(badZip: boolean): string {
  const rows = Array.from({ length: 24 }, (_, index) => {
    const first = FIRST[index % FIRST.length];
    const last = `${LAST[index % LAST.length]}${index >= 12 ? '-Nord' : ''}`;
    const zip = badZip && index === 2 ? '6031' : `6031${index % 10}`;
    const city = index % 2 === 0 ? 'Frankfurt am Main' : 'Köln';
    return [
      index % 3 === 0 ? 'Dr.' : 'Frau',
      first,
      last,
      `kontakt${index + 1}@example.de`,
      `069 1234-${index}`,
      '"Lehrkraft für Mathe; Physik"', // quoted: the separator inside a field
      `Schulstraße ${index + 1}`,
      zip,
      city,
    ].join(';');
  });
  // With a BOM and Windows line ends, as spreadsheet programs write it.
  return `\uFEFF${[HEADER, ...rows].join('\r\n')}\r\n`;
}

const file = (name: string, text: string, mimeType = 'text/csv') => ({ name, mimeType, buffer: Buffer.from(text, 'utf8') });

async function downloadFrom(page: Page, link: Locator): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), link.click()]);
  return readFileSync(await download.path(), 'utf8');
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

describe('web app: contact groups (issue 16)', () => {
  const {
    server,
    browsers: { main },
  } = browserSuite({ freshCookies: true });

  it('imports with a preview, searches and pages, edits, exports CSV and vCard, and corrects a row at 360 px', async () => {
    const domain = await server.domain('Stadtschülerrat Kontakte');
    const tenant = await server.tenant({ domainId: domain._id, name: 'SV Kontakt-Schule' });
    const admin = await server.member(tenant, SvLevel.SV_ADMIN, { firstName: 'Ada', lastName: 'Admin' });

    // 1. The empty tab leads to the first group; the title is required.
    const page = await server.signIn(admin, { browser: main });
    await page.getByTestId('notifications').waitFor();
    await page.goto(`${server.baseUrl}/sv/knowledge?tab=contacts`);
    await page.getByText('Noch keine Kontaktgruppen.').waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Erste Kontaktgruppe anlegen' }).click();
    const create = page.getByRole('dialog', { name: 'Neue Kontaktgruppe' });
    await create.getByRole('button', { name: 'Speichern' }).click();
    await create.getByText('Bitte gebe einen Titel ein.').waitFor();
    await create.getByLabel('Titel').fill('Lehrkräfte und Partner');
    await create.getByLabel('Beschreibung').fill('Wen wir für Projekte fragen.');
    await create.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Die Kontaktgruppe wurde angelegt.').waitFor();
    await page.getByRole('heading', { name: 'Lehrkräfte und Partner', level: 1 }).waitFor();
    await page.getByText('Noch keine Kontakte.').waitFor();

    // 2. A file with one bad row: the preview names row 3 and its German error; nothing can be imported yet.
    await page.getByRole('button', { name: 'Importieren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kontakte importieren' });
    await dialog.locator('input[type="file"]').setInputFiles(file('kontakte.csv', contactsCsv(true)));
    const preview = dialog.getByTestId('import-preview');
    await preview.getByText('23 Kontakte bereit, 1 Zeile mit Fehlern.').waitFor();
    await preview.getByRole('switch').click();
    const badRow = preview.locator('tr', { has: page.getByTestId('import-row-errors') });
    await badRow.getByText('PLZ: Bitte gib eine gültige Postleitzahl ein.').waitFor();
    await badRow.getByRole('cell', { name: '3', exact: true }).waitFor();
    expect(await dialog.getByRole('button', { name: '24 Kontakte importieren' }).isDisabled()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'contacts-import-preview-1280');
    // The corrected file replaces the preview; importing it saves all 24.
    await dialog.locator('input[type="file"]').setInputFiles(file('kontakte-korrigiert.csv', contactsCsv(false)));
    await preview.getByText('24 Kontakte sind bereit zum Import.').waitFor();
    await dialog.getByRole('button', { name: '24 Kontakte importieren' }).click();
    await page.getByText('24 Kontakte wurden importiert.').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // 3. The table: 20 per page, sorted by last name, a second page; the search narrows it.
    const table = page.getByTestId('contact-table');
    await page.getByTestId('contact-count').getByText('24 Kontakte').waitFor();
    expect(await table.locator('tbody tr.ant-table-row').count()).toBe(20);
    await table.getByText('Frau Anna Müller', { exact: true }).waitFor();
    await page.getByRole('listitem', { name: '2' }).click();
    await table.getByText('Dr. Jörg Weiß-Nord').waitFor();
    expect(await table.locator('tbody tr.ant-table-row').count()).toBe(4);
    await page.getByLabel('Kontakte durchsuchen').fill('Köhler');
    await page.keyboard.press('Enter');
    await page.getByTestId('contact-count').getByText('2 Kontakte').waitFor();
    await table.getByText('Frau Lutz Köhler', { exact: true }).waitFor();
    await page.getByLabel('Kontakte durchsuchen').fill('Niemand-hier');
    await page.keyboard.press('Enter');
    await page.getByText('Kein Kontakt passt zu deiner Suche.').waitFor();
    await page.getByRole('button', { name: 'Suche zurücksetzen' }).click();
    await page.getByTestId('contact-count').getByText('24 Kontakte').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'contacts-table-1280');

    // 4. Add (the shared messages inline first), edit, delete after asking.
    await page.getByRole('button', { name: 'Kontakt hinzufügen' }).click();
    let contact = page.getByRole('dialog', { name: 'Neuer Kontakt' });
    await contact.getByLabel('PLZ').fill('123');
    await contact.getByLabel('E-Mail').fill('zoe@');
    await contact.getByRole('button', { name: 'Speichern' }).click();
    await contact.getByText('Bitte gib einen Vornamen oder einen Nachnamen ein.').waitFor();
    await contact.getByText('Bitte gib eine gültige Postleitzahl ein.').waitFor();
    await contact.getByText('Die E-Mail-Adresse ist nicht gültig.').waitFor();
    await contact.getByLabel('Anrede/Titel').fill('Prof.');
    await contact.getByLabel('Vorname').fill('Zoë');
    await contact.getByLabel('Nachname').fill('Ärztin');
    await contact.getByLabel('E-Mail').fill('zoe.aerztin@example.de');
    await contact.getByLabel('Telefon').fill('+49 221 555-0');
    await contact.getByLabel('Straße').fill('Domstraße 7');
    await contact.getByLabel('PLZ').fill('50667');
    await contact.getByLabel('Ort').fill('Köln');
    await contact.getByLabel('Beschreibung').fill('Partnerin "Gesundheit", Schulärztin');
    await contact.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Der Kontakt wurde angelegt.').waitFor();
    await page.getByTestId('contact-count').getByText('25 Kontakte').waitFor();
    await page.getByLabel('Kontakte durchsuchen').fill('Ärztin');
    await page.keyboard.press('Enter');
    await table.getByText('Prof. Zoë Ärztin').waitFor();
    await table.getByRole('button', { name: 'Prof. Zoë Ärztin bearbeiten' }).click();
    contact = page.getByRole('dialog', { name: 'Kontakt bearbeiten' });
    await contact.getByLabel('Ort').fill('Düsseldorf');
    await contact.getByLabel('PLZ').fill('40213');
    await contact.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Der Kontakt wurde gespeichert.').waitFor();
    await table.getByText('Domstraße 7, 40213 Düsseldorf').waitFor();
    // Emptying the search shows all again.
    await page.getByLabel('Kontakte durchsuchen').fill('');
    await page.getByTestId('contact-count').getByText('25 Kontakte').waitFor();
    await table.getByRole('button', { name: 'Frau Anna Müller löschen' }).click();
    const ask = page.getByRole('dialog', { name: 'Frau Anna Müller löschen?' });
    await ask.getByRole('button', { name: 'Abbrechen' }).click();
    await ask.waitFor({ state: 'hidden' });
    await table.getByText('Frau Anna Müller', { exact: true }).waitFor();
    await table.getByRole('button', { name: 'Frau Anna Müller löschen' }).click();
    await ask.getByRole('button', { name: 'Löschen' }).click();
    await page.getByText('Der Kontakt wurde gelöscht.').waitFor();
    await table.getByText('Frau Anna Müller', { exact: true }).waitFor({ state: 'detached' });
    await page.getByTestId('contact-count').getByText('24 Kontakte').waitFor();

    // 5. Both exports, read back by real parsers: every field of the new contact, umlauts intact.
    const csv = await downloadFrom(page, page.getByRole('link', { name: 'Als CSV exportieren' }));
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const records = parse(csv, { bom: true, columns: true, delimiter: [';', ','], skip_empty_lines: true }) as Record<string, string>[];
    expect(records).toHaveLength(24);
    expect(records.find((r) => r['Nachname'] === 'Ärztin')).toEqual({
      'Anrede/Titel': 'Prof.',
      Vorname: 'Zoë',
      Nachname: 'Ärztin',
      Organisation: '',
      'E-Mail': 'zoe.aerztin@example.de',
      // Phones behind an invisible zero-width space: text, never a formula (common/export/csv.ts textCell).
      Telefon: '\u200B+49 221 555-0',
      Beschreibung: 'Partnerin "Gesundheit", Schulärztin',
      Straße: 'Domstraße 7',
      PLZ: '40213',
      Ort: 'Düsseldorf',
    });
    expect(records.find((r) => r['Nachname'] === 'Köhler')?.['Ort']).toBe('Köln');
    const vcard = await downloadFrom(page, page.getByRole('link', { name: 'Als vCard exportieren' }));
    // ICAL.parse answers one jCard for one card and a list of them for several.
    const parsed = ICAL.parse(vcard) as unknown as unknown[];
    const jcards = typeof parsed[0] === 'string' ? [parsed] : parsed;
    const components = jcards.map((jcard) => new ICAL.Component(jcard as ConstructorParameters<typeof ICAL.Component>[0]));
    expect(components).toHaveLength(24);
    const zoe = components.find((card) => card.getFirstPropertyValue('email') === 'zoe.aerztin@example.de');
    expect(zoe?.getFirstPropertyValue('version')).toBe('4.0');
    const name = zoe?.getFirstPropertyValue('n') as unknown as string[];
    expect([name[0], name[1], name[3]]).toEqual(['Ärztin', 'Zoë', 'Prof.']);
    expect(String(zoe?.getFirstPropertyValue('tel'))).toContain('+49 221 555-0');
    expect(zoe?.getFirstPropertyValue('note')).toBe('Partnerin "Gesundheit", Schulärztin');
    const address = zoe?.getFirstPropertyValue('adr') as unknown as string[];
    expect(address).toEqual(expect.arrayContaining(['Domstraße 7', 'Düsseldorf', '40213']));

    // The exported CSV reads back as 24 valid rows (the preview only: Abbrechen saves nothing).
    await page.getByRole('button', { name: 'Importieren' }).click();
    await dialog.locator('input[type="file"]').setInputFiles(file('export.csv', csv));
    await preview.getByText('24 Kontakte sind bereit zum Import.').waitFor();
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('contact-count').getByText('24 Kontakte').waitFor();

    // 6. At 360 px in the dark theme: a vCard with one bad e-mail, corrected in the preview itself.
    await setWidth(page, 360);
    await applyTheme(page, 'dark');
    await table.getByText('Dr. Mira Brückner', { exact: true }).waitFor();
    await noSidewaysScroll(page);
    await expectAccessible(page);
    await screenshot(page, 'contacts-table-360-dark');
    const cardsFile = [
      'BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Grete Bäcker\r\nN:Bäcker;Grete;;;\r\nEMAIL:grete@example.de\r\nADR:;;Marktplatz 1;Würzburg;;97070;\r\nEND:VCARD',
      'BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Hans Öztürk\r\nN:Öztürk;Hans;;;\r\nEMAIL:hans-at-example.de\r\nEND:VCARD',
    ].join('\r\n');
    await page.getByRole('button', { name: 'Importieren' }).click();
    await dialog.locator('input[type="file"]').setInputFiles(file('partner.vcf', `${cardsFile}\r\n`, 'text/vcard'));
    await preview.getByText('1 Kontakt bereit, 1 Zeile mit Fehlern.').waitFor();
    await preview.getByText('E-Mail: Die E-Mail-Adresse ist nicht gültig.').waitFor();
    await noSidewaysScroll(page);
    await expectAccessible(page);
    await screenshot(page, 'contacts-import-preview-360-dark');
    await preview.getByRole('button', { name: 'Zeile 2 bearbeiten' }).click();
    const fix = page.getByRole('dialog', { name: 'Zeile 2 korrigieren' });
    await fix.getByText('Die E-Mail-Adresse ist nicht gültig.').waitFor();
    await fix.getByLabel('E-Mail').fill('hans@example.de');
    await fix.getByRole('button', { name: 'Übernehmen' }).click();
    await fix.waitFor({ state: 'hidden' });
    await preview.getByText('2 Kontakte sind bereit zum Import.').waitFor();
    await dialog.getByRole('button', { name: '2 Kontakte importieren' }).click();
    await page.getByText('2 Kontakte wurden importiert.').waitFor();
    await page.getByTestId('contact-count').getByText('26 Kontakte').waitFor();
    await page.getByLabel('Kontakte durchsuchen').fill('Öztürk');
    await page.keyboard.press('Enter');
    await table.getByText('hans@example.de').waitFor();
    await noSidewaysScroll(page);
    await expectAccessible(page);

    // 7. The group renamed and narrowed (the SPEC 4 warning); deleting it asks first and leads back to the tab.
    await page.getByRole('button', { name: 'Kontaktgruppe bearbeiten' }).click();
    const edit = page.getByRole('dialog', { name: 'Kontaktgruppe bearbeiten' });
    await edit.getByLabel('Titel').fill('Partner der SV');
    await edit.getByLabel('Sichtbar ab').click();
    // A new group starts at SV-Mitglied (issue 24); narrowing goes one step further.
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="SV-Vorstand"]').click();
    await edit.getByTestId('visibility-warning').waitFor();
    await expectAccessible(page);
    await edit.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Die Kontaktgruppe wurde gespeichert.').waitFor();
    await page.getByRole('heading', { name: 'Partner der SV', level: 1 }).waitFor();
    await page.getByText('Sichtbar ab: SV-Vorstand').waitFor();
    await page.getByRole('button', { name: 'Kontaktgruppe löschen' }).click();
    const askGroup = page.getByRole('dialog', { name: '„Partner der SV“ löschen?' });
    await askGroup.getByText('Die Kontaktgruppe wird mit allen ihren Kontakten gelöscht.').waitFor();
    await askGroup.getByRole('button', { name: 'Löschen' }).click();
    await page.getByText('Die Kontaktgruppe wurde gelöscht.').waitFor();
    await page.getByText('Noch keine Kontaktgruppen.').waitFor();
    await expectAccessible(page);
    await applyTheme(page, 'light');
    expect(pageErrors(page)).toEqual([]);
  }, 300_000);

  it('shows a member without the edit right the contacts read-only', async () => {
    const domain = await server.domain('Stadtschülerrat Kontakte Lesen');
    const tenant = await server.tenant({ domainId: domain._id, name: 'SV Lese-Kontakte' });
    const board = await server.member(tenant, SvLevel.SV_BOARD, { firstName: 'Bea', lastName: 'Vorstand' });
    const member = await server.member(tenant, SvLevel.SV_MEMBER, { firstName: 'Max', lastName: 'Mitglied' });
    const client = await server.login(board);
    const created = await client.post(`/api/knowledge/tenant/${tenant._id}/contactgroup`).send({ title: 'Partner', description: '' });
    expect(created.status).toBe(201);
    const contactGroupId = created.body._id as string;
    const added = await client
      .post(`/api/knowledge/tenant/${tenant._id}/contact`)
      .send({ contactGroupId, firstName: 'Ute', lastName: 'Förster', mail: 'ute@example.de' });
    expect(added.status).toBe(201);

    const page = await server.signIn(member, { browser: main });
    await page.getByTestId('notifications').waitFor();
    await page.goto(`${server.baseUrl}/sv/knowledge?tab=contacts`);
    const list = page.getByTestId('contact-group-list');
    await list.getByRole('link', { name: 'Partner' }).click();
    await page.getByRole('heading', { name: 'Partner', level: 1 }).waitFor();
    await page.getByTestId('contact-table').getByText('Ute Förster').waitFor();
    expect(await page.getByRole('button', { name: 'Kontakt hinzufügen' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Importieren' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Ute Förster löschen' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Als vCard exportieren' }).waitFor();
    await expectAccessible(page);
    // An unknown group says so and leads back.
    await page.goto(`${server.baseUrl}/sv/knowledge/contactgroup/00000000-0000-4000-8000-000000000000`);
    await page.getByText('Die Kontaktgruppe wurde nicht gefunden.').waitFor();
    await page.getByRole('link', { name: 'Zurück zu Wissen' }).first().waitFor();
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);
});
