// Issue 17 §3, browser: the SV's speaker creates a budget, adds an income and an expense group and positions
// (a negative and a three-decimal amount are refused with SPEC 5's sentence, in the dialog and inline in the
// table), edits amounts in the table, switches the actual column on and watches the overview's figures and
// charts follow within seconds (the stats worker's figures). The CSV export is read back by a real parser; the
// dashboard shows the year's balance. Both themes at 360 and 1280 px.
import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { SvLevel } from '#shared/levels';
import { animationsSettled, applyTheme, expectAccessible, pageErrors, screenshot, setWidth } from '../helpers/browser';
import { browserSuite } from '../helpers/browser-suite';
import { PDF } from '../helpers/calendar';

const AMOUNT_MESSAGE = 'Der Betrag darf nicht negativ sein und höchstens zwei Nachkommastellen haben.';
/** '1.234,56 €' as the app writes it: a no-break space before the euro sign. */
const euro = (amount: string) => `${amount}\u00a0€`;

async function chooseIn(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByLabel(label).click();
  await page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`).click();
  await animationsSettled(page);
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

async function addGroup(page: Page, button: string, title: string, plan: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: 'Neue Gruppe' });
  await dialog.getByLabel('Titel').fill(title);
  await dialog.getByLabel('Plan').fill(plan);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByText('Die Gruppe wurde angelegt.').last().waitFor();
}

/** Waits until the overview's figure shows `text` (the stats worker recomputes ~2 s after a change). */
async function figure(page: Page, key: string, text: string) {
  await page.getByTestId(`figure-${key}`).filter({ hasText: text }).waitFor({ timeout: 20_000 });
}

describe('web app: budgets (issue 17)', () => {
  const { server, browser } = browserSuite();

  it('builds a budget with groups and positions, refuses bad amounts, follows changes on the overview and exports the CSV', async () => {
    const domain = await server.domain('Stadtschülerrat Finanzen');
    const tenant = await server.tenant({ domainId: domain._id, name: 'SV Kassen-Schule' });
    const speaker = await server.member(tenant, SvLevel.SV_ADMIN, { firstName: 'Kim', lastName: 'Kasse' });
    const year = new Date().getFullYear();

    // 1. The empty list of this year leads to the first budget; the title is required (SPEC 5).
    const page = await server.signIn(speaker, { browser });
    await page.getByTestId('notifications').waitFor();
    await page.goto(`${server.baseUrl}/sv/budgets`);
    await page.getByRole('heading', { name: 'Finanzen', level: 1 }).waitFor();
    await page.getByText(`Für ${year} gibt es noch kein Budget.`).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Neues Budget' }).click();
    const create = page.getByRole('dialog', { name: 'Neues Budget' });
    await create.getByRole('button', { name: 'Speichern' }).click();
    await create.getByText('Bitte gebe einen Titel ein.').waitFor();
    await create.getByLabel('Titel').fill('Haushalt der SV');
    await create.getByRole('button', { name: 'Speichern' }).click();
    await page.getByRole('heading', { name: 'Haushalt der SV', level: 1 }).waitFor();

    // 2. The groups tab opens first: an income and an expense group with their plan figures.
    await page.getByRole('tab', { name: 'Gruppen', selected: true }).waitFor();
    await addGroup(page, 'Einnahmengruppe hinzufügen', 'Schulfest', '500');
    await addGroup(page, 'Ausgabengruppe hinzufügen', 'Material', '200');
    await page.getByTestId('groups-EXPENSE').getByLabel('Titel von Material').waitFor();
    await expectAccessible(page);

    // 3. Positions: the dialog refuses a negative and a three-decimal amount with the SPEC sentence.
    await page.getByRole('tab', { name: 'Positionen' }).click();
    await page.getByRole('button', { name: 'Einnahme hinzufügen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Position' });
    await dialog.getByLabel('Titel').fill('Kuchenverkauf');
    await chooseIn(page, dialog, 'Gruppe', 'Schulfest');
    await dialog.getByLabel('Soll').fill('-5');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.getByText(AMOUNT_MESSAGE).waitFor();
    await dialog.getByLabel('Soll').fill('12,345');
    await dialog.getByText(AMOUNT_MESSAGE).waitFor();
    await dialog.getByLabel('Soll').fill('1.234,56');
    await dialog.getByText(AMOUNT_MESSAGE).waitFor({ state: 'hidden' });
    await dialog.getByLabel('Datum').fill(`15.03.${year}`);
    await dialog.getByLabel('Datum').press('Enter');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('group-Schulfest').getByText(euro('1.234,56')).first().waitFor();

    await page.getByRole('button', { name: 'Ausgabe hinzufügen' }).click();
    await dialog.getByLabel('Titel').fill('Stifte');
    await chooseIn(page, dialog, 'Gruppe', 'Material');
    await dialog.getByLabel('Soll').fill('34,56');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const balance = page.getByTestId('positions-balance');
    await balance.getByText(euro('1.200,00')).waitFor();
    await page
      .getByTestId('group-Material')
      .getByTestId('group-sums')
      .getByText(`Plan ${euro('200,00')}`)
      .waitFor();

    // 4. Inline editing: a refused amount stays with its message and nothing is sent; a good one is saved.
    const stifte = page.getByLabel('Soll von Stifte');
    await stifte.fill('-3');
    await stifte.press('Enter');
    await page.getByRole('alert').filter({ hasText: AMOUNT_MESSAGE }).waitFor();
    await stifte.press('Escape');
    await stifte.fill('100');
    await stifte.press('Enter');
    await balance.getByText(euro('1.134,56')).waitFor();
    // A receipt through the files pipe, in the position's dialog.
    await page.getByRole('button', { name: 'Stifte bearbeiten' }).click();
    const edit = page.getByRole('dialog', { name: 'Position bearbeiten' });
    await edit.locator('input[type="file"]').setInputFiles({ name: 'Beleg.pdf', mimeType: 'application/pdf', buffer: PDF });
    await edit.getByTestId('material-item').getByText('Beleg.pdf').waitFor();
    await edit.getByRole('button', { name: 'Speichern' }).click();
    await edit.waitFor({ state: 'hidden' });
    await page.getByTestId('group-Material').getByText('1 Beleg').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'budget-positions-1280');

    // 5. The overview: the worker's figures and both charts.
    await page.getByRole('tab', { name: 'Übersicht' }).click();
    await figure(page, 'balance', euro('1.134,56'));
    await page.getByTestId('group-chart').waitFor();
    await page.getByTestId('month-chart').waitFor();
    await expectAccessible(page);

    // 6. The actual column: switched on in the settings, filled in the table; the overview follows.
    await page.getByRole('tab', { name: 'Einstellungen' }).click();
    await page.getByRole('switch', { name: 'Ist-Spalte' }).click();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Das Budget wurde gespeichert.').waitFor();
    await page.getByRole('tab', { name: 'Positionen' }).click();
    const actual = page.getByLabel('Ist von Kuchenverkauf');
    await actual.fill('1.000');
    await actual.press('Enter');
    await page.getByLabel('Ist von Stifte').fill('80,5');
    await page.getByLabel('Ist von Stifte').press('Enter');
    await balance.getByText(euro('919,50')).waitFor();
    await page.getByRole('tab', { name: 'Übersicht' }).click();
    await figure(page, 'balance', euro('919,50'));
    await figure(page, 'income-actual', euro('1.000,00'));
    await screenshot(page, 'budget-overview-1280');

    // 7. The CSV for the treasurer: semicolons, decimal commas, read back by a real parser.
    await page.getByRole('tab', { name: 'Einstellungen' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: 'CSV herunterladen' }).click(),
    ]);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const rows = parse(csv, { bom: true, columns: true, delimiter: ';', skip_empty_lines: true }) as Record<string, string>[];
    expect(rows.find((r) => r['Titel'] === 'Kuchenverkauf')).toMatchObject({
      Gruppe: 'Schulfest',
      'Soll (EUR)': '1234,56',
      'Ist (EUR)': '1000,00',
    });
    expect(rows.find((r) => r['Titel'] === 'Stifte')).toMatchObject({ 'Soll (EUR)': '100,00', 'Ist (EUR)': '80,50' });

    // 8. The list and the dashboard show the year's balance.
    await page.goto(`${server.baseUrl}/sv/budgets`);
    await page.getByTestId('budget-list').getByText(euro('919,50')).waitFor();
    await page.goto(`${server.baseUrl}/sv/dashboard`);
    await page.getByTestId('dashboard-budget-balance').getByText(euro('919,50')).waitFor({ timeout: 20_000 });

    // 9. Both themes at both widths: the list, the overview and the positions, on a phone without sideways scrolling.
    await page.goto(`${server.baseUrl}/sv/budgets`);
    await page.getByRole('link', { name: 'Haushalt der SV' }).click();
    await page.getByTestId('overview-figures').waitFor();
    const budgetUrl = page.url().split('?')[0];
    for (const theme of ['dark', 'light'] as const) {
      await applyTheme(page, theme);
      for (const width of [360, 1280]) {
        await setWidth(page, width);
        const screens = [
          { url: `${server.baseUrl}/sv/budgets`, shows: 'budget-list' },
          { url: budgetUrl, shows: 'group-chart' },
          { url: `${budgetUrl}?tab=positions`, shows: 'positions-balance' },
        ];
        for (const { url, shows } of screens) {
          await page.goto(url);
          await page.getByTestId(shows).waitFor();
          if (width === 360) await noSidewaysScroll(page);
          await expectAccessible(page);
          if (width === 360 && theme === 'light') await screenshot(page, `budget-${shows}-360`);
        }
        if (width === 360 && theme === 'dark') await screenshot(page, 'budget-positions-360-dark');
      }
    }

    // 10. Deleting the budget asks first, then the year is empty again.
    await page.goto(`${budgetUrl}?tab=settings`);
    await page.getByRole('button', { name: 'Budget löschen' }).click();
    await page.getByRole('dialog', { name: 'Budget „Haushalt der SV“ löschen?' }).getByRole('button', { name: 'Löschen' }).click();
    await page.getByText('Das Budget wurde gelöscht.').waitFor();
    await page.getByText(`Für ${year} gibt es noch kein Budget.`).waitFor();
    expect(pageErrors(page)).toEqual([]);
  }, 180_000);
});
